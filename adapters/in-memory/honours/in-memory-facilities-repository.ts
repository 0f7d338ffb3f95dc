import type { FacilitiesRepository } from '../../../core/facilities/facilities-repository.port';
import type { FacilitiesSettings, Facility } from '../../../core/facilities/facility';
import { emptyPage, type PageRequest, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, pageOf } from './honours-support';

export interface FacilitiesData {
  /** Every facility, in the API's list order (featured first, by rank). */
  facilities: Facility[];
  settings: FacilitiesSettings | null;
}

export class InMemoryFacilitiesRepository implements FacilitiesRepository {
  constructor(private readonly deps: InMemoryDeps<FacilitiesData>) {}

  list(page: PageRequest): Promise<Paged<Facility>> {
    return answerOr(this.deps, 'facilities list', emptyPage<Facility>(page.pageIndex), (data) => pageOf(data.facilities, page));
  }

  byId(id: number): Promise<Facility | undefined> {
    return answerOr(this.deps, 'facility', undefined, (data) => data.facilities.find((facility) => facility.id === id));
  }

  settings(): Promise<FacilitiesSettings | null> {
    return answerOr(this.deps, 'facilities settings', null, (data) => data.settings);
  }
}
