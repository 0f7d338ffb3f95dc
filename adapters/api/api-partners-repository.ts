import { promotionSetWire } from '../../contract/promotions';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Partner } from '../../core/partners/partner';
import { PARTNERS_PROMOTION } from '../../core/partners/partner-rules';
import type { PartnersRepository } from '../../core/partners/partners-repository.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toPartner } from './partners-mapper';

export class ApiPartnersRepository implements PartnersRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  /** spec 7: GET /promotions/{name}; 204 (no such location) is no partners. */
  async promoted(): Promise<Partner[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/promotions/${PARTNERS_PROMOTION}` }, promotionSetWire, null);
    return wire ? wire.campaigns.map(toPartner) : [];
  }
}
