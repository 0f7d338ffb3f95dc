import { playerBioWire, playerHistoryPageWire, playerMediaListWire } from '../../contract/players';
import type { HttpClient } from '../../core/http/http-client.port';
import { emptyPage } from '../../core/paging/paging';
import type { Logger } from '../../core/platform/logger.port';
import type { HistoricalRosterPage, HistoricalRosterQuery } from '../../core/roster/historical-roster';
import type { PlayerBio, PlayerMedia } from '../../core/roster/player-bio';
import type { PlayerRepository } from '../../core/roster/roster-repository.port';
import { getParsedOr } from './get-parsed';
import { toHistoricalPlayer, toPlayerBio, toPlayerMedia } from './player-mapper';

export class ApiPlayerRepository implements PlayerRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async bio(rosterPlayerId: number): Promise<PlayerBio | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Players/roster/bio/${rosterPlayerId}` }, playerBioWire, undefined);
    return wire ? toPlayerBio(wire) : undefined;
  }

  async media(playerId: number): Promise<PlayerMedia[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Players/${playerId}/media` }, playerMediaListWire, []);
    return wire.map(toPlayerMedia);
  }

  async history(query: HistoricalRosterQuery): Promise<HistoricalRosterPage> {
    const request = {
      path: '/Players/history',
      // v2-reference 9: the parameter spellings of this endpoint.
      query: { SportId: query.sportId, lastNameStart: query.lastNameStart, nameSearch: query.nameSearch, $pageIndex: query.pageIndex, $pageSize: query.pageSize },
    };
    const wire = await getParsedOr(this.http, this.logger, request, playerHistoryPageWire, undefined);
    if (!wire) return emptyPage(query.pageIndex);
    return { items: wire.items.map(toHistoricalPlayer), total: wire.total, page: wire.page, pages: wire.pages };
  }
}
