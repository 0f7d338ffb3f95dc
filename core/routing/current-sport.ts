import type { Sport } from '../sports/sport';
import { findSportBySlug } from '../sports/sports-state';

// spec 2.2: the route parameters that name a sport, in the order they are read.
export const SPORT_ROUTE_PARAMS = ['sportSlug', 'slug', 'globalSportNameSlug'] as const;

export type RouteParams = Readonly<Record<string, string | undefined>>;

export function sportSlugFromParams(params: RouteParams): string | undefined {
  for (const name of SPORT_ROUTE_PARAMS) {
    const value = params[name];
    if (value) return value;
  }
  return undefined;
}

// spec 2.2: after each page load the current sport comes from the route, except on manually listed routes.
export function currentSportFromRoute(
  params: RouteParams,
  sports: readonly Sport[],
  routeName: string | null | undefined,
  manualExclusions: readonly string[] = [],
): Sport | undefined {
  if (routeName && manualExclusions.includes(routeName)) return undefined;
  const slug = sportSlugFromParams(params);
  return slug === undefined ? undefined : findSportBySlug(sports, slug);
}
