import { allAmericanSettingsWire, allAmericansWire, allAmericanWire } from '../../contract/all-americans';
import { groupingsWire } from '../../contract/hall-of-fame';
import type { AllAmerican, AllAmericanGrouping, AllAmericanList, AllAmericanSettings } from '../../core/all-americans/all-american';
import type { AllAmericansRepository } from '../../core/all-americans/all-americans-repository.port';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { toAllAmerican, toAllAmericanList, toAllAmericanSettings } from './all-americans-mapper';
import { getParsedOr } from './get-parsed';

export class ApiAllAmericansRepository implements AllAmericansRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(grouping: string): Promise<AllAmericanList> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/AllAmerican', query: { grouping } }, allAmericansWire, null);
    return wire ? toAllAmericanList(wire) : { members: [], groups: {}, grouping: null };
  }

  async byId(id: number): Promise<AllAmerican | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/AllAmerican/${id}` }, allAmericanWire, undefined);
    return wire ? toAllAmerican(wire) : undefined;
  }

  async groupings(): Promise<AllAmericanGrouping[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/AllAmerican/groupings' }, groupingsWire, [])).map((wire) => ({ slug: wire.slug, name: wire.name }));
  }

  async settings(): Promise<AllAmericanSettings | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/AllAmerican/settings' }, allAmericanSettingsWire, null);
    return wire ? toAllAmericanSettings(wire) : null;
  }
}
