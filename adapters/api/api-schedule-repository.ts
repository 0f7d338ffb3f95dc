import { eventsResultsPageWire, eventsUpcomingPageWire, type EventsResultWire } from '../../contract/events-results';
import { scheduleRecordWire } from '../../contract/schedule';
import { relatedSeasonsWire } from '../../contract/seasons';
import { scheduleGames } from '../../core/games/game-rules';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import { isCalendarText } from '../../core/schedule/calendar-feed';
import type { ScheduleGame, ScheduleRecord } from '../../core/schedule/schedule-game';
import { emptyPage, type Paged } from '../../core/paging/paging';
import type { ScheduleRepository } from '../../core/schedule/schedule-repository.port';
import { sortByDate } from '../../core/schedule/schedule-rules';
import { seasonStartYear, type Season } from '../../core/schedule/season';
import { getParsedOr } from './get-parsed';
import { eventsResultToGame, toScheduleRecord, toSeason } from './schedule-mapper';

// v2-reference 1.3 pages; our server allows 100 a page. A season is read in a few pages at most.
const BATCH = 100;
const MAX_BATCHES = 20;

/**
 * The v2 API has no "games of a season" call; EventsResults has every game of a sport with the
 * schedule (season) it belongs to. A season is read as its results (newest first) plus its games
 * without a result, both bounded to the years around the season's title.
 */
export class ApiScheduleRepository implements ScheduleRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async seasons(sportId: number): Promise<Season[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Season/${sportId}/related` }, relatedSeasonsWire, []);
    return wire.map(toSeason);
  }

  async record(scheduleId: number): Promise<ScheduleRecord | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Schedule/${scheduleId}/Record` }, scheduleRecordWire, null);
    return wire ? toScheduleRecord(wire) : null;
  }

  async seasonGames(sportId: number, season: Season): Promise<ScheduleGame[]> {
    const year = seasonStartYear(season.title);
    const window = year === undefined ? {} : { StartDate: `${year - 1}-01-01T00:00:00`, EndDate: `${year + 2}-12-31T00:00:00` };
    const inSeason = (item: EventsResultWire) => item.schedule.id === season.scheduleId;
    const [played, unplayed] = await Promise.all([this.seasonResults(sportId, window, inSeason), this.seasonUpcoming(sportId, window, inSeason)]);
    const byId = new Map<number, ScheduleGame>();
    for (const item of [...played, ...unplayed]) byId.set(item.gameId, eventsResultToGame(item));
    // spec 4: the schedule hides type S games with status O and no result, whatever the source sent.
    return sortByDate(scheduleGames([...byId.values()]));
  }

  /** Results come newest first, so the season's run ends once an older season's game follows it. */
  private async seasonResults(sportId: number, window: object, inSeason: (item: EventsResultWire) => boolean): Promise<EventsResultWire[]> {
    const found: EventsResultWire[] = [];
    for (let page = 0; page < MAX_BATCHES; page += 1) {
      const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/results', query: { sportId, ...window, $pageIndex: page, $pageSize: BATCH } }, eventsResultsPageWire, null);
      if (!wire) break;
      found.push(...wire.items.filter(inSeason));
      const last = wire.items[wire.items.length - 1];
      const passedSeason = found.length > 0 && last !== undefined && !inSeason(last);
      if (passedSeason || page + 1 >= wire.pages || wire.items.length < BATCH) break;
    }
    return found;
  }

  private async seasonUpcoming(sportId: number, window: object, inSeason: (item: EventsResultWire) => boolean): Promise<EventsResultWire[]> {
    const found: EventsResultWire[] = [];
    for (let page = 0; page < MAX_BATCHES; page += 1) {
      const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/upcoming', query: { sportId, ...window, $pageIndex: page, $pageSize: BATCH } }, eventsUpcomingPageWire, null);
      if (!wire) break;
      found.push(...wire.items.filter(inSeason));
      if (wire.items.length < BATCH || (wire.pages !== null && wire.pages !== undefined && page + 1 >= wire.pages)) break;
    }
    return found;
  }

  async results(sportId: number, page: { index: number; size: number }): Promise<Paged<ScheduleGame>> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/results', query: { sportId, $pageIndex: page.index, $pageSize: page.size } }, eventsResultsPageWire, null);
    if (!wire) return emptyPage(page.index);
    return { items: wire.items.map(eventsResultToGame), total: wire.total, page: wire.page, pages: wire.pages };
  }

  async finishedGame(sportId: number, gameId: number): Promise<ScheduleGame | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/EventsResults/results', query: { sportId, gameId, $pageSize: 1 } }, eventsResultsPageWire, null);
    const item = wire?.items.find((entry) => entry.gameId === gameId && entry.sport.id === sportId);
    return item ? eventsResultToGame(item) : null;
  }

  async calendarFile(sportId: number): Promise<string | null> {
    try {
      const response = await this.http.request({ path: '/Calendar/subscribe', query: { type: 'ics', sportId } });
      if (typeof response.body === 'string' && isCalendarText(response.body)) return response.body;
      this.logger.error('The calendar feed did not answer an iCalendar file', { sportId });
    } catch (error) {
      this.logger.error('Request to /Calendar/subscribe failed', error);
    }
    return null;
  }
}
