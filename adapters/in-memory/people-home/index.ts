import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';

/** The ports this part of the in-memory set fills. */
export type PeopleHomePorts = Pick<AdapterSet, 'players' | 'roster' | 'staff' | 'homeFeed'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PeopleHomeData {}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpPeopleHome(_api: AdapterSet, _today: number): Promise<PeopleHomeData> {
  return {};
}

/** NOT BUILT YET: placeholder until the in-memory adapters of these ports exist. */
export function peopleHomeAdapters(_deps: InMemoryDeps<PeopleHomeData>): PeopleHomePorts {
  return new Proxy({} as PeopleHomePorts, {
    get: (_, port) => {
      throw new Error(`in-memory ${String(port)} is not built yet`);
    },
  });
}
