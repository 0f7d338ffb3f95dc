import type { PageRequest, Paged } from '../paging/paging';
import type { Award, AwardType } from './award';

/** spec 8: every method degrades (empty page, [], undefined) instead of throwing. */
export interface AwardsRepository {
  list(request: PageRequest & { typeId?: number }): Promise<Paged<Award>>;
  byId(id: number): Promise<Award | undefined>;
  types(): Promise<AwardType[]>;
}
