import type { SportPageData } from '../../core/shell/sport-page-data';
import type { Sport } from '../../core/sports/sport';
import { currentSportChanges } from '../../core/sports/sports-state';
import type { SportNavigationSource } from './sport-navigation-cache';

/**
 * spec 2.2/4: the current sport, set from the route after each page load, with its sport
 * navigation once loaded. The shell reads it (through a React context) for pages whose own data
 * carries no sport navigation.
 */
export class CurrentSportStore {
  private sport: Sport | undefined;
  private snapshot: SportPageData | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly navigationFor: SportNavigationSource) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current sport and its navigation; the navigation is [] until it has loaded. */
  readonly getSnapshot = (): SportPageData | undefined => this.snapshot;

  current(): Sport | undefined {
    return this.sport;
  }

  /**
   * #12: the current sport a page is rendered with, set before its first render: on the server, and in
   * the browser from the server's page, so both render the same header, ads and splash.
   */
  prime(snapshot: SportPageData | undefined): void {
    this.sport = snapshot?.sport;
    this.snapshot = snapshot;
  }

  /** spec 4: changes only when the sport differs by id or goes between absent and present. */
  set(sport: Sport | undefined): void {
    if (!currentSportChanges(this.sport, sport)) return;
    this.sport = sport;
    this.publish(sport ? { sport, sportNavigation: [] } : undefined);
    if (!sport) return;
    void this.navigationFor(sport.id).then((items) => {
      if (this.sport?.id === sport.id && items.length > 0) this.publish({ sport, sportNavigation: items });
    });
  }

  private publish(next: SportPageData | undefined): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
