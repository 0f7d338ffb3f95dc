import type { Paged } from '../paging/paging';
import type { FacilitiesSettings, Facility } from './facility';

/** Loader data of facilities_list. */
export interface FacilitiesListData {
  settings: FacilitiesSettings | null;
  facilities: Paged<Facility>;
}

/** Loader data of facilities_page. */
export interface FacilityPageData {
  facility: Facility;
  settings: FacilitiesSettings | null;
}
