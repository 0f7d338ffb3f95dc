import { RouteName } from './route-names';

// spec 2.2: routes on the manual list do not set the current sport. Their `slug` parameter names
// a hall-of-fame category, not a sport, so matching it against the sports would be a false hit.
export const CURRENT_SPORT_EXCLUDED_ROUTES: readonly string[] = [RouteName.HofList, RouteName.HofBio];
