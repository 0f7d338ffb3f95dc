import { currentSportFromRoute, type RouteParams } from '../../core/routing/current-sport';
import { CURRENT_SPORT_EXCLUDED_ROUTES } from '../../core/routing/current-sport-exclusions';
import type { RouteHandle } from '../../core/routing/route-definition';
import { resolveRoute, routesSharingUrls } from '../../core/routing/route-resolution';
import type { Sport } from '../../core/sports/sport';
import { isRouteHandle } from '../../ui/shell/route-layout';

/** The part of a data router match read here (react-router's matches fit it). */
export interface PageRouteMatch {
  params: RouteParams;
  route: { handle?: unknown };
}

const routeHandleOf = (match: PageRouteMatch): RouteHandle | undefined => (isRouteHandle(match.route.handle) ? match.route.handle : undefined);

/**
 * #12: the current sport (spec 2.2) of the page at `pathname`, as its page frame will set it: from the
 * route the URL means (among rows sharing its pattern) and that route's parameters. The server sets it
 * before rendering, so the header, ads and splash it renders are the sport's, as in the browser.
 */
export function renderedPageSport(matches: readonly PageRouteMatch[], pathname: string, sports: readonly Sport[]): Sport | undefined {
  const match = [...matches].reverse().find((candidate) => routeHandleOf(candidate) !== undefined);
  const route = match && routeHandleOf(match)?.route;
  if (!match || !route) return undefined;
  const meant = resolveRoute(pathname, routesSharingUrls(route));
  return meant ? currentSportFromRoute(meant.params, sports, meant.route.name, CURRENT_SPORT_EXCLUDED_ROUTES) : currentSportFromRoute(match.params, sports, route.name, CURRENT_SPORT_EXCLUDED_ROUTES);
}
