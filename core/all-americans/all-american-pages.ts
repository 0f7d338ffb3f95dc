import type { Group } from '../honours/groups';
import type { AllAmerican, AllAmericanGrouping, AllAmericanSettings } from './all-american';

/** Loader data of all-americans. */
export interface AllAmericansListData {
  settings: AllAmericanSettings | null;
  grouping: string;
  groupings: AllAmericanGrouping[];
  groups: Group<AllAmerican>[];
  total: number;
}

/** Loader data of all-americans_bio. */
export interface AllAmericanBioData {
  honoree: AllAmerican;
}
