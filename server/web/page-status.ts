import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRender } from '../../core/rendering/page-renderer.port';
import { RouteName } from '../../core/routing/route-names';
import { encodedBody } from '../api/response-caching';
import { cacheControlOf, FRESHNESS, NO_STORE, PRIVATE_REVALIDATE } from '../http/cache-policy';
import { addVary } from '../http/vary';
import { etagOf, matchesEtag, type CachedResponse } from '../http/response-cache';

/**
 * Seconds a crawler or CDN waits before asking again for a page the server could not render: a
 * failing store or API is usually back within a minute (a restart, a failover), and search engines
 * keep a page they are told is briefly unavailable.
 */
export const PAGE_RETRY_AFTER_S = 60;

/**
 * The Cache-Control of a public page, found or not (spec 2.1, 8; issue 28; the values and why:
 * server/http/cache-policy.ts). A page is kept by a shared cache for a few seconds only when its render
 * read no cookie and set none: a shared cache does not key on cookies (the splash, a takeover), and
 * keeps nothing that sets one. A page a cookie shaped stays in the browser, which asks again. A 404 is
 * kept no longer than a page and never served stale: a story published or a sport added a moment later
 * must show at its address. The server's own page cache (15 s, dropped on every write of the school)
 * takes the repeated hits.
 */
export function pageCacheControl(status: number, cookies: { read: readonly string[]; set: readonly string[] }): string {
  if (cookies.read.length > 0 || cookies.set.length > 0) return PRIVATE_REVALIDATE;
  return cacheControlOf(status === 404 ? FRESHNESS.notFoundPage : FRESHNESS.page);
}

/**
 * A page's ETag: its content's, the same on every instance that renders the same page (issue 28). The
 * instant it was rendered at (the hydration clock's start, composition/server/render-page.tsx) is left
 * out, so the tag is weak: two renders a moment apart on two instances are the same page, and a browser
 * that keeps its copy keeps the instant that copy was rendered at.
 */
export function pageEtagOf(html: string): string {
  return `W/${etagOf(html.replace(/"renderedAt":\d+/, '"renderedAt":0'))}`;
}

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
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedResponse): Promise<FastifyReply> {
  reply.header('cache-control', page.cacheControl).type(page.contentType);
  // A page names its origin (canonical and social links).
  if (page.namesHost) addVary(reply, 'host');
  if (page.status === 404 && !reply.hasHeader('x-robots-tag')) reply.header('x-robots-tag', 'noindex');
  if (page.status === 503) reply.header('retry-after', String(PAGE_RETRY_AFTER_S)).header('cache-control', NO_STORE);
  if (page.status === 200) {
    reply.header('etag', page.etag);
    if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  return reply.code(page.status).send(await encodedBody(request, reply, page.body, page));
}
