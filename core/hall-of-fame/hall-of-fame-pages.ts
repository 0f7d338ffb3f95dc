import type { Group } from '../honours/groups';
import type { HallOfFameGrouping, HallOfFameSettings, Inductee } from './inductee';

/** Loader data of hof_list. */
export interface HofListData {
  settings: HallOfFameSettings | null;
  slug: string;
  grouping: string;
  groupings: HallOfFameGrouping[];
  groups: Group<Inductee>[];
  total: number;
}

/** Loader data of hof_bio. */
export interface HofBioData {
  inductee: Inductee;
  settings: HallOfFameSettings | null;
  /** The hall's list page. */
  listPath: string;
}
