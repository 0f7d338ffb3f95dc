import type { AdapterSet } from '../../../core/backend/adapter-set';
import { depsOf, type InMemoryDeps } from '../demo-source';
import { dumpPeopleHomeParts } from './dump-people-home';
import { InMemoryHomeFeedRepository } from './in-memory-home-feed-repository';
import { InMemoryPlayerRepository } from './in-memory-player-repository';
import { InMemoryRosterRepository } from './in-memory-roster-repository';
import { InMemoryStaffRepository } from './in-memory-staff-repository';
import type { HomeFeedData, PeopleData, StaffData } from './people-home-data';

export type { BioDetail, HomeFeedData, PeopleData, StaffData } from './people-home-data';

/** The ports this part of the in-memory set fills. */
export type PeopleHomePorts = Pick<AdapterSet, 'players' | 'roster' | 'staff' | 'homeFeed'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
export interface PeopleHomeData {
  /** Rosters of every sport and season, players' bios and photos, the historical roster. */
  people: PeopleData;
  /** The staff directory, staff bios and coaching records. */
  staff: StaffData;
  /** The front pages' feed. */
  homeFeed: HomeFeedData;
}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpPeopleHome(api: AdapterSet, _today: number): Promise<PeopleHomeData> {
  return dumpPeopleHomeParts(api);
}

/** Rosters, players, staff and the front pages' feed over the demo snapshot. */
export function peopleHomeAdapters(deps: InMemoryDeps<PeopleHomeData>): PeopleHomePorts {
  const people = depsOf(deps, 'people');
  return {
    roster: new InMemoryRosterRepository(people),
    players: new InMemoryPlayerRepository(people),
    staff: new InMemoryStaffRepository(depsOf(deps, 'staff')),
    homeFeed: new InMemoryHomeFeedRepository(depsOf(deps, 'homeFeed')),
  };
}
