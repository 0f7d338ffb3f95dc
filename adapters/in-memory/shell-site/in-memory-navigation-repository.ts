import type { NavigationItem, SportNavigationItem } from '../../../core/navigation/navigation-item';
import type { NavigationRepository } from '../../../core/navigation/navigation-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './answer';
import type { NavigationData } from './shell-site-data';

export class InMemoryNavigationRepository implements NavigationRepository {
  constructor(private readonly deps: InMemoryDeps<NavigationData>) {}

  main(): Promise<NavigationItem[]> {
    return answer(this.deps, 'main navigation', [], (navigation) => [...navigation.main]);
  }

  forSport(sportId: number): Promise<SportNavigationItem[]> {
    // spec 7: the sport navigation is asked for only when the sport id is not 0.
    if (sportId === 0) return Promise.resolve([]);
    return answer(this.deps, `navigation of sport ${sportId}`, [], (navigation) => [...(navigation.bySport[String(sportId)] ?? [])]);
  }
}
