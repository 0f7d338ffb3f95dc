import { opponentHistoryWire, opponentSeriesPageWire } from '../../contract/opponent-history';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { OpponentHistory, OpponentSeries } from '../../core/schedule/opponent-history';
import type { OpponentHistoryRepository } from '../../core/schedule/opponent-history-repository.port';
import { emptyPage, type Paged } from '../../core/paging/paging';
import { getParsedOr } from './get-parsed';
import { toOpponentHistory, toOpponentSeries } from './opponent-history-mapper';

export class ApiOpponentHistoryRepository implements OpponentHistoryRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async list(sportId: number, page: { index: number; size: number }): Promise<Paged<OpponentSeries>> {
    const query = { $pageIndex: page.index, $pageSize: page.size };
    const wire = await getParsedOr(this.http, this.logger, { path: `/OpponentHistory/list/${sportId}`, query }, opponentSeriesPageWire, null);
    if (!wire) return emptyPage(page.index);
    return { items: wire.items.map(toOpponentSeries), total: wire.total, page: wire.page, pages: wire.pages };
  }

  async opponent(sportId: number, opponentId: number): Promise<OpponentHistory | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/OpponentHistory/opponent/${sportId}/${opponentId}` }, opponentHistoryWire, null);
    return wire ? toOpponentHistory(wire) : null;
  }
}
