import { rosterListWire, rosterWire } from '../../contract/rosters';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { Roster, RosterSeason } from '../../core/roster/roster';
import type { RosterRepository } from '../../core/roster/roster-repository.port';
import { newestFirst } from '../../core/roster/roster-seasons';
import { getParsedOr } from './get-parsed';
import { toRoster, toRosterSeason } from './roster-mapper';

export class ApiRosterRepository implements RosterRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async seasons(sportId: number): Promise<RosterSeason[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Rosters/list', query: { sportId } }, rosterListWire, []);
    return newestFirst(wire.map(toRosterSeason));
  }

  async roster(rosterId: number): Promise<Roster | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Rosters/${rosterId}` }, rosterWire, undefined);
    return wire ? toRoster(wire) : undefined;
  }
}
