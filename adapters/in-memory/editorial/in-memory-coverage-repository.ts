import type { CoverageDay } from '../../../core/media-coverage/coverage-game';
import type { CoverageRepository } from '../../../core/media-coverage/coverage-repository.port';
import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, pageOf } from './in-memory-read';

/** Days with covered games in day order, paged over days (spec 7 scoreboard withCoverageOnly, groupedByDates). */
export class InMemoryCoverageRepository implements CoverageRepository {
  constructor(private readonly deps: InMemoryDeps<CoverageDay[]>) {}

  days(window: { start: string; end: string }, page: number): Promise<Paged<CoverageDay>> {
    return answerOr(this.deps, 'coverage', emptyPage<CoverageDay>(page), (days) => {
      const inWindow = days
        .filter((day) => day.date >= window.start && day.date <= window.end)
        .map((day) => ({ ...day, games: day.games.filter((game) => game.outlets.length > 0) }))
        .filter((day) => day.games.length > 0)
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return pageOf(inWindow, page);
    });
  }
}
