import { sportsListWire, sportWire } from '../../contract/sports';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { Sport } from '../../core/sports/sport';
import type { SportsRepository } from '../../core/sports/sports-repository.port';
import { getParsedOr } from './get-parsed';
import { toSport } from './sport-mapper';

export class ApiSportsRepository implements SportsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(): Promise<Sport[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Sports' }, sportsListWire, []);
    return wire.map(toSport);
  }

  async byId(id: number): Promise<Sport | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Sports/${id}` }, sportWire, undefined);
    return wire ? toSport(wire) : undefined;
  }
}
