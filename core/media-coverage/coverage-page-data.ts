import type { Paged } from '../paging/paging';
import type { CoverageDay } from './coverage-game';

export interface CoveragePageData {
  window: { start: string; end: string };
  days: Paged<CoverageDay>;
}
