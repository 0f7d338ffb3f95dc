/**
 * Issue 28: the Cache-Control of every family of answer, for browsers and for the shared cache (the
 * nginx micro-cache, or a CDN) in front of several instances. The shared cache honours s-maxage and
 * stale-while-revalidate and keeps nothing that sets a cookie.
 *
 * How stale each may be. A studio write drops this app's own caches on every instance at once; a copy
 * in a browser or a shared cache is not dropped, so its lifetime is the staleness a fan can see:
 * - live data (scores under way, the live stream, countdowns): none. `no-cache`/`no-store`, no s-maxage.
 *   A running score drops the school's cached content and pages at most every 5 s (a start, a final or a
 *   result at once: server/live/schedule-cache-drops.ts); a page's scores follow the live streams once hydrated.
 * - stories, rosters, schedules' pages and the rest of the content: seconds. A shared copy lives 10 s
 *   (5 s for a page, which also shows scores) and may be served 30 s past that only while the shared
 *   cache refetches it. Browsers keep no fresh copy (max-age=0): they revalidate with the ETag, which the
 *   shared cache or the app's cache answers with a 304, so a fan's browser is never staler than the
 *   shared cache.
 * - site settings and navigation: every page view asks for them and they change rarely, so a minute in
 *   a shared cache and half of that in a browser.
 * - feeds, sitemaps and robots.txt: polled by calendar apps, readers and crawlers, which come back in
 *   minutes or hours; minutes of staleness cost nothing.
 * - media files and hashed assets: a path's content never changes.
 * - a 404: 5 s in a shared cache at most (a story published a moment later must show), never stale.
 * - anything private (staff, hidden, protected, signed-in, studio) or whose render read or set a cookie:
 *   no shared cache; private answers are kept by no cache at all.
 * An answer that changes at a known instant (a notice's window) is kept by no cache past it.
 */
export interface Freshness {
  /** Seconds a browser may use the answer without asking. */
  maxAge: number;
  /** Seconds a shared cache may. */
  sMaxAge: number;
  /** Seconds past that a cache may serve it while it refetches it (0: never stale). */
  staleWhileRevalidate: number;
}

export const FRESHNESS = {
  content: { maxAge: 0, sMaxAge: 10, staleWhileRevalidate: 30 },
  settings: { maxAge: 30, sMaxAge: 60, staleWhileRevalidate: 300 },
  page: { maxAge: 0, sMaxAge: 5, staleWhileRevalidate: 30 },
  notFoundPage: { maxAge: 0, sMaxAge: 5, staleWhileRevalidate: 0 },
  feed: { maxAge: 300, sMaxAge: 60, staleWhileRevalidate: 600 },
  seo: { maxAge: 3600, sMaxAge: 600, staleWhileRevalidate: 3600 },
  // An old story address's 301: it stays true until the story moves again.
  redirect: { maxAge: 300, sMaxAge: 300, staleWhileRevalidate: 0 },
  media: { maxAge: 86400, sMaxAge: 86400, staleWhileRevalidate: 86400 },
} as const satisfies Record<string, Freshness>;

/** Hashed build assets: their name changes with their content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Live data: any cache asks first (a 304 when unchanged), a shared cache keeps no copy of its own. */
export const LIVE_CACHE_CONTROL = 'no-cache';
/** Errors, health, streams, form posts: kept by no cache. */
export const NO_STORE = 'no-store';
/** Staff, hidden, protected, signed-in and studio answers. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** A page whose render read or set a cookie: the browser may keep it and revalidate; no shared cache may. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** The Cache-Control of `freshness`, cut short when the answer changes at `changesAt` (ms, on `now`'s clock). */
export function cacheControlOf(freshness: Freshness, changesAt?: number, now?: number): string {
  let { maxAge, sMaxAge, staleWhileRevalidate } = freshness;
  if (changesAt !== undefined && now !== undefined) {
    const seconds = Math.max(0, Math.floor((changesAt - now) / 1000));
    if (seconds < Math.max(maxAge, sMaxAge) + staleWhileRevalidate) {
      maxAge = Math.min(maxAge, seconds);
      sMaxAge = Math.min(sMaxAge, seconds);
      staleWhileRevalidate = 0;
    }
  }
  return ['public', `max-age=${maxAge}`, `s-maxage=${sMaxAge}`, ...(staleWhileRevalidate > 0 ? [`stale-while-revalidate=${staleWhileRevalidate}`] : [])].join(', ');
}
