import { facilitiesPageWire, facilitiesSettingsWire, facilityWire } from '../../contract/facilities';
import type { FacilitiesRepository } from '../../core/facilities/facilities-repository.port';
import type { FacilitiesSettings, Facility } from '../../core/facilities/facility';
import { emptyPage, type PageRequest, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toFacilitiesSettings, toFacility } from './facilities-mapper';
import { toPaged } from './honours-paging';

export class ApiFacilitiesRepository implements FacilitiesRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(page: PageRequest): Promise<Paged<Facility>> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Facilities', query: { $pageIndex: page.pageIndex, $pageSize: page.pageSize } }, facilitiesPageWire, null);
    return wire ? toPaged(wire, toFacility) : emptyPage(page.pageIndex);
  }

  async byId(id: number): Promise<Facility | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Facilities/${id}` }, facilityWire, undefined);
    return wire ? toFacility(wire) : undefined;
  }

  async settings(): Promise<FacilitiesSettings | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Facilities/settings' }, facilitiesSettingsWire, null);
    return wire ? toFacilitiesSettings(wire) : null;
  }
}
