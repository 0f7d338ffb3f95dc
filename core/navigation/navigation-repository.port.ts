import type { NavigationItem, SportNavigationItem } from './navigation-item';

export interface NavigationRepository {
  /** The main navigation; [] on failure, and the navigation is hidden (spec 8). */
  main(): Promise<NavigationItem[]>;
  /** The sport navigation; only asked for a sport id other than 0 (spec 7). */
  forSport(sportId: number): Promise<SportNavigationItem[]>;
}
