import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';

/** The ports this part of the in-memory set fills. */
export type HonoursPorts = Pick<AdapterSet, 'allAmericans' | 'awards' | 'facilities' | 'hallOfFame' | 'onThisDay' | 'podcasts' | 'publications'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HonoursData {}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpHonours(_api: AdapterSet, _today: number): Promise<HonoursData> {
  return {};
}

/** NOT BUILT YET: placeholder until the in-memory adapters of these ports exist. */
export function honoursAdapters(_deps: InMemoryDeps<HonoursData>): HonoursPorts {
  return new Proxy({} as HonoursPorts, {
    get: (_, port) => {
      throw new Error(`in-memory ${String(port)} is not built yet`);
    },
  });
}
