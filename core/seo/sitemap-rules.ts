import type { RouteDefinition } from '../routing/route-definition';
import { ROUTE_TABLE } from '../routing/route-table';

/** Where a school's sitemap and robots rules are served, on the school's own host. */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

// Pages without content of their own for a search engine: sign-in, after-unsubscribe, search results, the 404, a passing splash.
const UTILITY_ROUTES = new Set(['login', 'unsubscribed', 'Search', 'NotFoundPage', 'splash']);

/** Staff previews, access-code pages and the studio: never indexed (DESIGN 8). */
export function isPrivatePath(path: string): boolean {
  return /^\/(hidden|protected|studio)(\/|$)/i.test(path);
}

/** A print or text view: a copy of another page ('roster_list_print', 'schedule_text', ...). */
export function isCopyView(route: Pick<RouteDefinition, 'name'>): boolean {
  return /_(print|text)$/.test(route.name);
}

/**
 * A route search engines may index and a sitemap lists: public, a page of its own (not a print or
 * text view of another), not a utility page. The rest is served with `X-Robots-Tag: noindex`.
 */
export function isListedRoute(route: RouteDefinition): boolean {
  return !route.signIn && !isPrivatePath(route.path) && !isCopyView(route) && !UTILITY_ROUTES.has(route.name);
}

/** A pattern without its optional segments: '/honors/:slug?/:grouping?' → '/honors'. */
const withoutOptional = (path: string): string => path.replace(/\/:[A-Za-z]+\?/g, '') || '/';

/** The site's pages that need no parameter, e.g. '/', '/sports', '/archives', '/honors'. */
export function fixedSitemapPaths(routes: readonly RouteDefinition[] = ROUTE_TABLE): string[] {
  const paths = routes.filter(isListedRoute).map((route) => withoutOptional(route.path));
  return [...new Set(paths.filter((path) => !/[:*]/.test(path)))];
}

// A sport's own pages, by route name, filled with its slug (each pattern's first parameter).
const SPORT_ROUTES = ['sport_home', 'schedule', 'roster_list', 'archives_sport', 'coach_list', 'game_results', 'calendar_sport'];

/** Every listed page of one sport: its home, schedule, roster, news, coaches, results and calendar. */
export function sportSitemapPaths(slug: string, routes: readonly RouteDefinition[] = ROUTE_TABLE): string[] {
  return SPORT_ROUTES.flatMap((name) => {
    const route = routes.find((candidate) => candidate.name === name);
    if (!route || !isListedRoute(route)) return [];
    // '/sports/:slug/roster/:season?' → '/sports/{slug}/roster': the one parameter left is the sport.
    return [withoutOptional(route.path).replace(/:[A-Za-z]+/, encodeURIComponent(slug))];
  });
}

/**
 * robots.txt of a school: everything public may be crawled; staff previews, access-code pages,
 * sign-in and the print and text views (copies of other pages) may not; the sitemap is named.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /hidden/',
    'Disallow: /protected/',
    'Disallow: /login',
    'Disallow: /api/',
    'Disallow: /*/print/',
    'Disallow: /*/text/',
    'Allow: /',
    '',
    `Sitemap: ${origin}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
