import { navigationWire, sportNavigationWire } from '../../contract/navigation';
import type { HttpClient } from '../../core/http/http-client.port';
import type { NavigationItem, SportNavigationItem } from '../../core/navigation/navigation-item';
import type { NavigationRepository } from '../../core/navigation/navigation-repository.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toNavigationItem, toSportNavigationItem } from './navigation-mapper';

export class ApiNavigationRepository implements NavigationRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async main(): Promise<NavigationItem[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Navigation' }, navigationWire, []);
    return wire.map(toNavigationItem);
  }

  async forSport(sportId: number): Promise<SportNavigationItem[]> {
    // spec 7: the sport navigation is asked for only when the sport id is not 0.
    if (sportId === 0) return [];
    const wire = await getParsedOr(this.http, this.logger, { path: '/Navigation/sub', query: { sportId } }, sportNavigationWire, []);
    return wire.map(toSportNavigationItem);
  }
}
