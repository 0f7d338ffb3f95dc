import type { AllAmerican, AllAmericanGrouping, AllAmericanList, AllAmericanSettings } from './all-american';

/** spec 8: every method degrades (empty list, [], undefined, null) instead of throwing. */
export interface AllAmericansRepository {
  list(grouping: string): Promise<AllAmericanList>;
  byId(id: number): Promise<AllAmerican | undefined>;
  groupings(): Promise<AllAmericanGrouping[]>;
  settings(): Promise<AllAmericanSettings | null>;
}
