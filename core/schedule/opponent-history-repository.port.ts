import type { OpponentHistory, OpponentSeries } from './opponent-history';
import type { Paged } from '../paging/paging';

/** A sport's all-time series with its opponents. Degrades on failure (spec 8), never throws. */
export interface OpponentHistoryRepository {
  /** The opponents the sport has met, one page at a time. */
  list(sportId: number, page: { index: number; size: number }): Promise<Paged<OpponentSeries>>;
  /** The series with one opponent and every meeting; null when there is none. */
  opponent(sportId: number, opponentId: number): Promise<OpponentHistory | null>;
}
