import { awardsPageWire, awardTypesWire, awardWire } from '../../contract/awards';
import type { Award, AwardType } from '../../core/awards/award';
import type { AwardsRepository } from '../../core/awards/awards-repository.port';
import { emptyPage, type PageRequest, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { toAward, toAwardType } from './awards-mapper';
import { getParsedOr } from './get-parsed';
import { toPaged } from './honours-paging';

export class ApiAwardsRepository implements AwardsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(request: PageRequest & { typeId?: number }): Promise<Paged<Award>> {
    const query = { AwardTypeId: request.typeId, $pageIndex: request.pageIndex, $pageSize: request.pageSize };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Awards', query }, awardsPageWire, null);
    return wire ? toPaged(wire, toAward) : emptyPage(request.pageIndex);
  }

  async byId(id: number): Promise<Award | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Awards/${id}` }, awardWire, undefined);
    return wire ? toAward(wire) : undefined;
  }

  async types(): Promise<AwardType[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Awards/types' }, awardTypesWire, [])).map(toAwardType);
  }
}
