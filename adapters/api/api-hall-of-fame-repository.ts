import { groupingsWire, hallOfFameSettingsWire, hallOfFameWire, hofMemberWire } from '../../contract/hall-of-fame';
import type { HallOfFameRepository } from '../../core/hall-of-fame/hall-of-fame-repository.port';
import type { HallOfFameGrouping, HallOfFameList, HallOfFameSettings, Inductee } from '../../core/hall-of-fame/inductee';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { getParsedOr } from './get-parsed';
import { toHallOfFameGrouping, toHallOfFameList, toHallOfFameSettings, toInductee } from './hall-of-fame-mapper';

export class ApiHallOfFameRepository implements HallOfFameRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(grouping: string): Promise<HallOfFameList> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/HallOfFame', query: { grouping } }, hallOfFameWire, null);
    return wire ? toHallOfFameList(wire) : { members: [], groups: {}, grouping: null };
  }

  async byId(id: number): Promise<Inductee | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/HallOfFame/${id}` }, hofMemberWire, undefined);
    return wire ? toInductee(wire) : undefined;
  }

  async groupings(): Promise<HallOfFameGrouping[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/HallOfFame/grouping' }, groupingsWire, [])).map(toHallOfFameGrouping);
  }

  async settings(): Promise<HallOfFameSettings | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/HallOfFame/settings' }, hallOfFameSettingsWire, null);
    return wire ? toHallOfFameSettings(wire) : null;
  }
}
