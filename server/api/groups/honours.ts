import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../api-deps';
import { registerAllAmericanRoutes } from '../all-americans.routes';
import { registerAwardRoutes } from '../awards.routes';
import { registerFacilityRoutes } from '../facilities.routes';
import { registerHallOfFameRoutes } from '../hall-of-fame.routes';
import { registerOnThisDayRoutes } from '../on-this-day.routes';
import { registerPodcastRoutes } from '../podcasts.routes';
import { registerPublicationRoutes } from '../publications.routes';
import { registerSeriesRoutes } from '../series.routes';
import { registerVideoRoutes } from '../videos.routes';
import { registerWePlayedRoutes } from '../we-played.routes';

/**
 * Registers the honours routes under /api/v2: facilities, podcasts, videos and live streams, awards,
 * All-Americans, hall of fame, on this day and publications (v2-reference 13-15, 18-20, 22, 32).
 */
export async function registerHonoursRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await registerFacilityRoutes(app, deps.db);
  await registerPodcastRoutes(app, deps);
  await registerVideoRoutes(app, deps);
  await registerAwardRoutes(app, deps);
  await registerAllAmericanRoutes(app, deps.db);
  await registerHallOfFameRoutes(app, deps.db);
  await registerOnThisDayRoutes(app, deps);
  await registerPublicationRoutes(app, deps.db);
  // v2-reference 32: video series and WePlayed game clips.
  await registerSeriesRoutes(app, deps);
  await registerWePlayedRoutes(app, deps);
}
