import type { Paged } from '../paging/paging';
import type { Award, AwardType } from './award';
import type { AwardsListQuery } from './award-rules';

/** Loader data of awards_list. */
export interface AwardsListData {
  types: AwardType[];
  query: AwardsListQuery;
  awards: Paged<Award>;
}

/** Loader data of awards_bio. */
export interface AwardBioData {
  award: Award;
}
