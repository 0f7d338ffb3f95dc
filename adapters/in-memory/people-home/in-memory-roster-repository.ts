import type { Roster, RosterSeason } from '../../../core/roster/roster';
import type { RosterRepository } from '../../../core/roster/roster-repository.port';
import { newestFirst } from '../../../core/roster/roster-seasons';
import type { InMemoryDeps } from '../demo-source';
import { answer } from '../in-memory-answer';
import type { PeopleData } from './people-home-data';

/** Rosters by season, from the demo snapshot. */
export class InMemoryRosterRepository implements RosterRepository {
  constructor(private readonly deps: InMemoryDeps<PeopleData>) {}

  seasons(sportId: number): Promise<RosterSeason[]> {
    return answer(this.deps, 'roster seasons', [], (data) => newestFirst(data.seasons[String(sportId)] ?? []));
  }

  roster(rosterId: number): Promise<Roster | undefined> {
    return answer(this.deps, 'roster', undefined, (data) => data.rosters.find((roster) => roster.id === rosterId));
  }
}
