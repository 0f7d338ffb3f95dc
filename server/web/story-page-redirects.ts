import type { FastifyInstance } from 'fastify';
import { STORY_REDIRECT_CACHE_CONTROL, storyRedirectOf } from '../api/story-redirects';
import type { Db } from '../store/database';
import type { Tenant } from '../tenants/tenant-directory';

// spec 2.1 story: /news/yyyy/m/d/slug (the month and day with or without a leading zero).
const STORY_PAGE = /^\/news\/(\d{4})\/(\d{1,2})\/(\d{1,2})\/([a-z0-9-]{1,200})\/?(?:\?.*)?$/i;

/**
 * A published story whose headline changed keeps its old page address: it answers 301 to the story's page
 * now, before the site renders anything (one primary-key look-up for a /news/ page; none for other pages).
 */
export function installStoryPageRedirects(app: FastifyInstance, db: Db, now: () => number, tenantOf: (host: string | undefined) => Tenant | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = STORY_PAGE.exec(request.url);
    if (!match) return;
    const tenant = tenantOf(request.headers.host);
    if (!tenant) return;
    // A store that cannot answer leaves the page to the site, which answers it as such (503, Retry-After).
    const moved = await storyRedirectOf(db, tenant.id, match[4]!.toLowerCase(), new Date(now())).catch((error: unknown) => {
      request.log.warn({ err: error }, 'story redirect look-up failed');
      return null;
    });
    if (!moved) return;
    return reply.code(301).header('location', moved.url).header('cache-control', STORY_REDIRECT_CACHE_CONTROL).send();
  });
}
