import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveScoreboardWire } from '../../contract/live-events';
import type { LiveService } from '../live/live-service';
import { listLiveScoreboard } from '../live/live-scoreboard';
import { openSse } from '../live/sse-response';
import type { ApiDeps } from './api-deps';
import { requireTenantKeyAsPublished } from './live.routes';
import { apiGet, DOCUMENTED_ROUTES, NO_CONTENT } from './api-route';

const TAG = 'Live';

export async function registerLiveScoreboardRoutes(app: FastifyInstance, deps: ApiDeps, live: LiveService): Promise<void> {
  apiGet(
    app,
    { path: '/live/scoreboard', summary: "The school's games under way as live event items (spec 3), soonest first", tag: TAG, response: liveScoreboardWire, cache: 'live' },
    async ({ tenant }) => ({ items: await listLiveScoreboard(deps.db, tenant) }),
  );

  apiGet(
    app,
    {
      path: '/live/scoreboard/access',
      summary: "204 for a school this server has, so a fan may follow its scoreboard's stream: what nginx's nchan module asks before it subscribes a fan (#49)",
      tag: TAG,
      response: z.null(),
      successStatus: 204,
      statuses: { 400: 'The school not named by its tenant key exactly (tenant_key)' },
      cache: 'none',
    },
    async ({ request }) => {
      requireTenantKeyAsPublished(request);
      return NO_CONTENT;
    },
  );

  const path = '/live/scoreboard/events';
  DOCUMENTED_ROUTES.set(`GET ${path}`, {
    method: 'GET',
    path,
    spec: {
      path,
      summary: "Server-sent events of the school's scoreboard: 'scoreboard' (every game under way) first, then 'item' whenever one changes; ': ping' every 15 s",
      tag: TAG,
      response: z.string().describe('text/event-stream: event: scoreboard (contract/live-events.ts liveScoreboardWire), event: item (liveScoreboardItemEventWire)'),
      cache: 'none',
    },
  });
  app.get(path, { config: { cache: 'none', tenantFromQuery: true } }, async (request, reply) => {
    const { tenant } = request;
    const { stream, streaming } = openSse(request, reply, (closed) => live.scoreboard.unsubscribe(tenant.id, closed));
    await live.scoreboard.subscribe(tenant, stream);
    if (!streaming) stream.end();
  });
}
