import { coachingRecordsType } from '../staff/coaching-records';
import { isDepartmentSegment } from '../staff/staff-directory';
import type { RouteParams } from './current-sport';
import type { RouteDefinition } from './route-definition';
import { RouteName } from './route-names';
import { ROUTE_TABLE } from './route-table';

/** A route of the table and the parameters a URL gives it, named as in its path pattern. */
export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

type ShapeRule = (params: RouteParams) => boolean;

const isRecordsType = (value: string | undefined) => coachingRecordsType(value) !== undefined;

/**
 * spec 2.1: two pairs of rows match the same URLs, and only the parameters' shape says which one a
 * URL means. coach_coaching_records' type is 'year' or 'overall', any other coaches segment is
 * coach_list's season; staff_department's slug ends in '-department', any other names a person.
 */
export const ROUTE_SHAPES: Readonly<Record<string, ShapeRule>> = {
  [RouteName.CoachList]: (params) => !isRecordsType(params.season),
  [RouteName.CoachCoachingRecords]: (params) => isRecordsType(params.type),
  [RouteName.StaffDepartment]: (params) => isDepartmentSegment(params.departmentSlug ?? ''),
  [RouteName.StaffBio]: (params) => !isDepartmentSegment(params.staffMemberSlug ?? ''),
};

/** Whether a URL's parameters have the shape a route claims (routes without a shape rule take any). */
export function hasRouteShape(route: Pick<RouteDefinition, 'name'>, params: RouteParams): boolean {
  const rule = Object.hasOwn(ROUTE_SHAPES, route.name) ? ROUTE_SHAPES[route.name] : undefined;
  return rule ? rule(params) : true;
}

/** What `compute` gives for a pattern, worked out once per pattern: every resolution walks the whole table's. */
function perPattern<R>(compute: (pattern: string) => R): (pattern: string) => R {
  const computed = new Map<string, R>();
  return (pattern) => {
    if (!computed.has(pattern)) computed.set(pattern, compute(pattern));
    return computed.get(pattern) as R;
  };
}

/** The concrete patterns of a path pattern: each optional segment present or left out ('/a/:b?' → '/a', '/a/:b'). */
const patternVariants = perPattern((pattern): ReadonlyArray<readonly string[]> => {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  let variants: string[][] = [[]];
  for (const segment of segments) {
    const required = segment.endsWith('?') ? segment.slice(0, -1) : segment;
    const withIt = variants.map((variant) => [...variant, required]);
    variants = segment.endsWith('?') ? [...variants, ...withIt] : withIt;
  }
  return variants;
});

const isParam = (segment: string) => segment.startsWith(':');
const isSplat = (segment: string) => segment === '*';

// The data router's ranking (react-router's computeScore): static segments outrank parameters, a
// splat ranks last, and more segments rank higher; equal scores go to the earlier route.
function score(variant: readonly string[]): number {
  const splat = variant.some(isSplat);
  return variant.filter((segment) => !isSplat(segment)).reduce((total, segment) => total + (isParam(segment) ? 3 : 10), variant.length + 2 + (splat ? -2 : 0));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchVariant(variant: readonly string[], parts: readonly string[]): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < variant.length; i += 1) {
    const segment = variant[i] as string;
    if (isSplat(segment)) {
      params['*'] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (isParam(segment)) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== part.toLowerCase()) return undefined;
  }
  return variant.length === parts.length ? params : undefined;
}

function pathParts(pathname: string): string[] {
  return pathname.split('/').filter((part) => part !== '');
}

/** The parameters a path pattern of the table gives a pathname, or undefined when it does not match. */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string> | undefined {
  const parts = pathParts(pathname);
  for (const variant of patternVariants(pattern)) {
    const params = matchVariant(variant, parts);
    if (params) return params;
  }
  return undefined;
}

/**
 * spec 2.1/2.2: the route a URL's path means, and so its page type for SEO and analytics. Routes are
 * ranked as the data router ranks them; where rows match the same URLs, the parameters' shape
 * (ROUTE_SHAPES) decides. Undefined for a path no route matches (it ends on /404).
 */
export function resolveRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTE_TABLE): RouteMatch | undefined {
  const parts = pathParts(pathname);
  let best: (RouteMatch & { score: number }) | undefined;
  for (const route of routes) {
    for (const variant of patternVariants(route.path)) {
      const params = matchVariant(variant, parts);
      if (!params || !hasRouteShape(route, params)) continue;
      const rank = score(variant);
      if (!best || rank > best.score) best = { route, params, score: rank };
    }
  }
  return best && { route: best.route, params: best.params };
}

/** A pattern's concrete forms with the parameter names left out: two routes sharing one match the same URLs. */
const urlShapes = perPattern((pattern): readonly string[] =>
  patternVariants(pattern).map((variant) => `/${variant.map((segment) => (isParam(segment) ? ':' : segment.toLowerCase())).join('/')}`),
);

/** The rows of a table by the URL shapes their patterns match, worked out once per table. */
const rowsByShape = new WeakMap<readonly RouteDefinition[], Map<string, RouteDefinition[]>>();

function shapeIndex(routes: readonly RouteDefinition[]): Map<string, RouteDefinition[]> {
  let index = rowsByShape.get(routes);
  if (!index) {
    index = new Map();
    for (const route of routes) for (const shape of urlShapes(route.path)) index.set(shape, [...(index.get(shape) ?? []), route]);
    rowsByShape.set(routes, index);
  }
  return index;
}

/** The rows of `routes` whose patterns match some of the same URLs as `route` (itself included), in table order. */
export function routesSharingUrls(route: RouteDefinition, routes: readonly RouteDefinition[] = ROUTE_TABLE): RouteDefinition[] {
  const index = shapeIndex(routes);
  const sharing = new Set<RouteDefinition>([route, ...urlShapes(route.path).flatMap((shape) => index.get(shape) ?? [])]);
  return sharing.size === 1 ? [route] : routes.filter((other) => sharing.has(other));
}
