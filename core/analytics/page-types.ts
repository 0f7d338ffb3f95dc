import { resolveRoute } from '../routing/route-resolution';
import { ROUTE_TABLE, routeByName } from '../routing/route-table';

// spec 2.2: page types for SEO and analytics. The route table carries each route's page type,
// so this reads it from there rather than keeping a second list.
export const PAGE_TYPE_BY_ROUTE: Readonly<Record<string, string>> = Object.fromEntries(
  ROUTE_TABLE.map((route) => [route.name, route.pageType]),
);

/** The page type of a route, or '' for an unknown route (reported as 'unknown'). */
export function pageTypeForRoute(routeName: string | null | undefined): string {
  return (routeName && routeByName(routeName)?.pageType) || '';
}

/** The page type of the route a URL's path means (spec 2.1: by the shape of its parameters), or '' when none does. */
export function pageTypeForPath(pathname: string): string {
  return resolveRoute(pathname)?.route.pageType ?? '';
}
