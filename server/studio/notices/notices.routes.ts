import type { FastifyInstance } from 'fastify';
import type { StudioDeps } from '../studio-deps';
import { alertRoutes } from './alert-notices';
import { registerNoticeRoutes } from './notice-routes';
import { promotionRoutes } from './promotion-notices';
import { splashRoutes } from './splash-notices';

/** The site's notices in the studio: /api/studio/alerts, /splash and /promotions. */
export function registerNoticesRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  registerNoticeRoutes(studio, deps, alertRoutes);
  registerNoticeRoutes(studio, deps, splashRoutes);
  registerNoticeRoutes(studio, deps, promotionRoutes(deps.db));
}
