import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerBoxScoreRoutes } from '../box-score.routes';
import { registerCumulativeStatsRoutes } from '../cumulative-stats.routes';
import { registerPlayerStatsRoutes } from '../player-stats.routes';

/** Registers the stats routes under /api/v2: player bio and career stats, box scores, cumulative season stats. */
export async function registerStatsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await registerBoxScoreRoutes(app, deps);
  await registerCumulativeStatsRoutes(app, deps);
  await registerPlayerStatsRoutes(app, deps);
}
