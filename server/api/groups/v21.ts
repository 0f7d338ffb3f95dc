import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerArchiveRoutes } from '../archives.routes';
import { registerAwardRoutes } from '../awards.routes';
import { registerEventsResultsRoutes } from '../events-results.routes';
import { registerInstagramV21Routes } from '../instagram-v21.routes';
import { registerOpponentHistoryRoutes } from '../opponent-history.routes';
import { registerPlayerSearchRoutes } from '../player-search.routes';
import { registerPlayerRoutes } from '../players.routes';
import { registerPodcastActionRoutes } from '../podcast-actions.routes';
import { registerPodcastRoutes } from '../podcasts.routes';
import { registerPressClipRoutes } from '../press-clips.routes';
import { registerVideoRoutes } from '../videos.routes';

/**
 * Registers the /api/v2.1 routes (v2-reference 1.6): the v2 registrars of the resources v2.1 serves, whose
 * routes name 'v2.1' among their versions (apiGet skips the others), and the v2.1-only podcast actions.
 */
export async function registerV21Routes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await registerArchiveRoutes(app, deps);
  await registerAwardRoutes(app, deps);
  await registerEventsResultsRoutes(app, deps);
  await registerInstagramV21Routes(app, deps);
  await registerOpponentHistoryRoutes(app, deps);
  await registerPlayerRoutes(app, deps);
  await registerPlayerSearchRoutes(app, deps);
  await registerPodcastRoutes(app, deps);
  await registerPodcastActionRoutes(app, deps);
  await registerPressClipRoutes(app, deps);
  await registerVideoRoutes(app, deps);
}
