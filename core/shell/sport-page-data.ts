import type { SportNavigationItem } from '../navigation/navigation-item';
import type { Sport } from '../sports/sport';

/** Loader data of every page that belongs to a sport: the shell shows its sport navigation. */
export interface SportPageData {
  sport: Sport;
  sportNavigation: SportNavigationItem[];
}
