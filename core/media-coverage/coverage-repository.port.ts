import type { Paged } from '../paging/paging';
import type { CoverageDay } from './coverage-game';

export interface CoverageRepository {
  /** Days (paged) between two `YYYY-MM-DD` days that have games with coverage; an empty page on failure (spec 8). */
  days(window: { start: string; end: string }, page: number): Promise<Paged<CoverageDay>>;
}
