import { RouteName } from './route-names';
import { routeValidationError, type RouteValidationError } from './route-validation';
import type { RouteParams } from './current-sport';

const ID = /^\d{1,10}$/;
const YEAR = /^\d{4}$/;

function inRange(value: string, min: number, max: number): boolean {
  if (!/^\d{1,2}$/.test(value)) return false;
  const n = Number(value);
  return n >= min && n <= max;
}

type ParamRule = (value: string) => boolean;

// Content ids are the API's integer ids (v2-reference 1.1: a non-integer id never matches).
const isId: ParamRule = (value) => ID.test(value);
// A dated URL (story, sport file) carries a real calendar year, month and day.
const DATED: Record<string, ParamRule> = {
  year: (value) => YEAR.test(value),
  month: (value) => inRange(value, 1, 12),
  day: (value) => inRange(value, 1, 31),
};

/**
 * spec 5: route validation, per route name: each listed parameter must pass its rule. Which of two
 * rows matching the same URLs (staff_department and staff_bio, coach_list and
 * coach_coaching_records) a URL means is route-resolution's question, asked before these rules.
 */
export const ROUTE_PARAM_RULES: Readonly<Record<string, Readonly<Record<string, ParamRule>>>> = {
  [RouteName.RosterBio]: { rosterPlayerId: isId },
  [RouteName.HiddenRosterBio]: { rosterPlayerId: isId },
  [RouteName.AwardsBio]: { id: isId },
  [RouteName.PodcastPlayer]: { podcastId: isId },
  [RouteName.FacilitiesPage]: { facilityId: isId },
  [RouteName.AllAmericansBio]: { id: isId },
  [RouteName.BoxScore]: { gameId: isId },
  [RouteName.Forms]: { id: isId },
  [RouteName.HiddenForms]: { id: isId },
  [RouteName.ProtectedForms]: { id: isId },
  [RouteName.CoachBio]: { coachId: isId },
  [RouteName.SupportStaffBio]: { supportStaffId: isId },
  [RouteName.OpponentHistory]: { opponentId: isId },
  [RouteName.StaffDepartment]: { id: isId },
  [RouteName.StaffBio]: { id: isId },
  [RouteName.HofBio]: { inducteeId: isId },
  [RouteName.GameCenter]: { gameId: isId },
  [RouteName.PhotoGallery]: { galleryId: isId },
  [RouteName.Splash]: { splashId: isId },
  [RouteName.HiddenSplash]: { splashId: isId },
  [RouteName.Story]: DATED,
  [RouteName.HiddenStory]: DATED,
  [RouteName.Sportfile]: DATED,
  [RouteName.ProtectedSportfile]: DATED,
  [RouteName.HiddenSportfile]: DATED,
};

/** spec 5/8: the validation failure of a route's parameters (404 'Page Not Found: {path}'), or undefined when they are valid. */
export function validateRoute(routeName: string, params: RouteParams, path: string): RouteValidationError | undefined {
  const rules = Object.hasOwn(ROUTE_PARAM_RULES, routeName) ? ROUTE_PARAM_RULES[routeName] : undefined;
  if (!rules) return undefined;
  for (const [name, rule] of Object.entries(rules)) {
    const value = params[name];
    if (value !== undefined && !rule(value)) return routeValidationError(path);
  }
  return undefined;
}
