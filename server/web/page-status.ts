import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRender } from '../../core/rendering/page-renderer.port';
import { RouteName } from '../../core/routing/route-names';
import { encodedBody } from '../api/response-caching';
import { matchesEtag, type CachedResponse } from '../http/response-cache';

/**
 * Seconds a crawler or CDN waits before asking again for a page the server could not render: a
 * failing store or API is usually back within a minute (a restart, a failover), and search engines
 * keep a page they are told is briefly unavailable.
 */
export const PAGE_RETRY_AFTER_S = 60;

/**
 * The Cache-Control of a page, found or not (spec 2.1, 8). A 404 is kept no longer than a page: a
 * story published or a sport added a moment later must show at its address at once, which a CDN's
 * copy we cannot purge would hide; and the page varies with the visitor's cookies (the splash), which
 * a shared cache does not key on. The server's own page cache (15 s, dropped on every write of the
 * school) takes the repeated hits instead.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** A page whose data could not be read: the browser renders it again (its fatal error screen if the fault persists). */
export const UNAVAILABLE_PAGE: PageRender = { kind: 'error', status: 503 };

/** spec 2.1: unknown paths end on /404, the not-found page itself: it says so with its status, as a missing sport or story does. */
export function pageStatus(routeName: string | undefined, renderedStatus: number): number {
  return routeName === RouteName.NotFound ? 404 : renderedStatus;
}

/**
 * A page's API calls, watched while it renders: whether one failed on the server's side (a 5xx, or
 * no answer). The adapters read a failed call as empty or missing (spec 8: a failing call never blanks
 * the page), so without this a story whose query failed would answer 404, and an empty schedule 200.
 */
export function watchApiFailures(apiFetch: typeof fetch): { fetch: typeof fetch; failed(): boolean } {
  let failed = false;
  return {
    async fetch(input, init) {
      try {
        const response = await apiFetch(input, init);
        if (response.status >= 500) failed = true;
        return response;
      } catch (error) {
        failed = true;
        throw error;
      }
    },
    failed: () => failed,
  };
}

/**
 * Sends a page. Only a 200 has an ETag to revalidate (RFC 9110 13.2.1: a server ignores preconditions
 * when it would answer anything but 2xx); a 404 is kept out of search indexes; a 503 says when to come
 * back and is kept by no cache.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedResponse): FastifyReply {
  reply.header('cache-control', page.cacheControl).type(page.contentType);
  if (page.status === 404 && !reply.hasHeader('x-robots-tag')) reply.header('x-robots-tag', 'noindex');
  if (page.status === 503) reply.header('retry-after', String(PAGE_RETRY_AFTER_S)).header('cache-control', 'no-store');
  if (page.status === 200) {
    reply.header('etag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  return reply.code(page.status).send(encodedBody(request, reply, page.body, page));
}
