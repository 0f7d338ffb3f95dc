import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';

/** The ports this part of the in-memory set fills. */
export type SchedulePorts = Pick<AdapterSet, 'schedule' | 'calendar' | 'opponentHistory' | 'statsView'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ScheduleData {}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpSchedule(_api: AdapterSet, _today: number): Promise<ScheduleData> {
  return {};
}

/** NOT BUILT YET: placeholder until the in-memory adapters of these ports exist. */
export function scheduleAdapters(_deps: InMemoryDeps<ScheduleData>): SchedulePorts {
  return new Proxy({} as SchedulePorts, {
    get: (_, port) => {
      throw new Error(`in-memory ${String(port)} is not built yet`);
    },
  });
}
