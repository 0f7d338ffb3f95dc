import type { FastifyError, FastifyInstance } from 'fastify';
import { STUDIO_PREFIX } from '../api/api-route';
import { tenantHook } from '../api/tenant-hook';
import { installStaffSessionHooks } from '../auth/session-hooks';
import type { StaffSessions } from '../auth/staff-sessions';
import { ApiError, errorBody } from '../http/api-error';
import { registerActivityRoutes } from './activity/activity.routes';
import { registerCoachRoutes } from './coaches/coaches.routes';
import { registerGameRoutes } from './games/games.routes';
import { registerOpponentRoutes } from './games/opponents.routes';
import { registerStatFileRoutes } from './games/stat-file.routes';
import { registerMediaRoutes } from './media/media.routes';
import { registerNewsletterRoutes } from './newsletters/newsletters.routes';
import { registerOutboxRoutes } from './newsletters/outbox.routes';
import { registerNoticesRoutes } from './notices/notices.routes';
import { registerRosterRoutes } from './rosters/rosters.routes';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerStoryRoutes } from './stories/stories.routes';
import type { StudioDeps, StudioFeature } from './studio-deps';

/** The studio's feature modules; each registers its routes (studio-route.ts) into the /api/studio plugin. */
const STUDIO_FEATURES: StudioFeature[] = [
  registerStoryRoutes,
  registerActivityRoutes,
  registerMediaRoutes,
  registerNoticesRoutes,
  registerStaffRoutes,
  registerGameRoutes,
  registerOpponentRoutes,
  registerStatFileRoutes,
  registerRosterRoutes,
  registerCoachRoutes,
  registerNewsletterRoutes,
  registerOutboxRoutes,
];

/** Fastify's own 4xx codes in the studio's words (the wire contract's codes). */
const STUDIO_CODES: Record<number, { code: string; message: string }> = {
  413: { code: 'too_large', message: 'That is too large to upload.' },
  415: { code: 'unsupported_type', message: 'That kind of content is not accepted here.' },
};

/**
 * The content studio's API under /api/studio: the same tenant hook and staff session hooks (CSRF on every
 * state-changing request) as /api/v2, never cached anywhere (`private, no-store`).
 */
export async function registerStudioRoutes(app: FastifyInstance, deps: StudioDeps, sessions: StaffSessions): Promise<void> {
  app.decorate('studioRouteInfo', []);
  await app.register(
    async (studio) => {
      studio.addHook('preHandler', tenantHook(deps.tenants));
      installStaffSessionHooks(studio, sessions);
      studio.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'private, no-store');
        return payload;
      });
      studio.setErrorHandler((error: FastifyError, request, reply) => {
        if (error instanceof ApiError) return reply.code(error.statusCode).send(error.body ?? errorBody(error.code, error.message));
        const status = error.statusCode ?? 500;
        const known = STUDIO_CODES[status];
        if (known) return reply.code(status).send(errorBody(known.code, known.message));
        if (status >= 400 && status < 500) return reply.code(status).send(errorBody(error.code ?? 'bad_request', error.message));
        request.log.error({ err: error }, 'studio request failed');
        return reply.code(500).send(errorBody('internal', 'Something went wrong on our side.'));
      });
      for (const register of STUDIO_FEATURES) await register(studio, deps);
    },
    { prefix: STUDIO_PREFIX },
  );
}
