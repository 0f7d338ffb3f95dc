import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerLiveScoreboardRoutes } from '../live-scoreboard.routes';
import { registerLiveGameRoutes } from '../live.routes';
import { registerLiveStatsRoutes } from '../live-stats.routes';
import { LiveService } from '../../live/live-service';

/** Registers the live routes under /api/v2: stat-crew ingest, game and scoreboard state and streams. */
export async function registerLiveRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  const live = new LiveService({
    db: deps.db,
    database: deps.database,
    now: deps.now,
    invalidate: deps.invalidate,
    onError: (error) => app.log.error({ err: error }, 'live fan-out failed'),
  });
  // The cross-instance listener starts with the server and stops (with every open stream) before it closes.
  app.addHook('onReady', () => live.start());
  app.addHook('preClose', () => live.stop());
  await registerLiveGameRoutes(app, deps, live);
  await registerLiveScoreboardRoutes(app, deps, live);
  await registerLiveStatsRoutes(app, deps);
}
