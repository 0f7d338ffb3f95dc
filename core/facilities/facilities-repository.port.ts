import type { PageRequest, Paged } from '../paging/paging';
import type { FacilitiesSettings, Facility } from './facility';

/** spec 8: every method degrades (empty page, undefined, null) instead of throwing. */
export interface FacilitiesRepository {
  list(page: PageRequest): Promise<Paged<Facility>>;
  byId(id: number): Promise<Facility | undefined>;
  settings(): Promise<FacilitiesSettings | null>;
}
