import type { HallOfFameGrouping, HallOfFameList, HallOfFameSettings, Inductee } from './inductee';

/** spec 8: every method degrades (empty list, [], undefined, null) instead of throwing. */
export interface HallOfFameRepository {
  list(grouping: string): Promise<HallOfFameList>;
  byId(id: number): Promise<Inductee | undefined>;
  groupings(): Promise<HallOfFameGrouping[]>;
  settings(): Promise<HallOfFameSettings | null>;
}
