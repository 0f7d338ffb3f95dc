import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { OpponentHistory, OpponentSeries } from '../../../core/schedule/opponent-history';
import type { OpponentHistoryRepository } from '../../../core/schedule/opponent-history-repository.port';
import { answer, pageOf, sportOf, type ScheduleDeps } from './answer';

/** A sport's all-time series with its opponents, from the demo snapshot. */
export class InMemoryOpponentHistoryRepository implements OpponentHistoryRepository {
  constructor(private readonly deps: ScheduleDeps) {}

  list(sportId: number, page: { index: number; size: number }): Promise<Paged<OpponentSeries>> {
    return answer(this.deps, 'opponent history', emptyPage<OpponentSeries>(page.index), (data) => {
      const sport = sportOf(data, sportId);
      return sport ? pageOf(sport.opponents, page) : emptyPage<OpponentSeries>(page.index);
    });
  }

  opponent(sportId: number, opponentId: number): Promise<OpponentHistory | null> {
    return answer(this.deps, 'opponent series', null, (data) => sportOf(data, sportId)?.histories.find((history) => history.opponent.id === opponentId) ?? null);
  }
}
