import { scoreboardDaysPageWire } from '../../contract/events-results';
import type { CoverageDay } from '../../core/media-coverage/coverage-game';
import type { CoverageRepository } from '../../core/media-coverage/coverage-repository.port';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { toCoverageGame } from './coverage-mapper';
import { getParsedOr } from './get-parsed';

/** Media coverage comes from the scoreboard (spec 7: withCoverageOnly, groupedByDates). */
export class ApiCoverageRepository implements CoverageRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async days(window: { start: string; end: string }, page: number): Promise<Paged<CoverageDay>> {
    const query = {
      withCoverageOnly: true,
      groupedByDates: true,
      'DateRange.StartDate': window.start,
      'DateRange.EndDate': window.end,
      $pageIndex: page,
      $pageSize: PAGE_SIZE,
    };
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/scoreboard', query }, scoreboardDaysPageWire, null);
    if (!wire) return emptyPage(page);
    return { ...wire, items: wire.items.map((day) => ({ date: day.date, games: day.items.map(toCoverageGame).filter((game) => game.outlets.length > 0) })) };
  }
}
