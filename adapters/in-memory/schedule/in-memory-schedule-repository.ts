import { emptyPage, type Paged } from '../../../core/paging/paging';
import type { ScheduleGame, ScheduleRecord } from '../../../core/schedule/schedule-game';
import type { ScheduleRepository } from '../../../core/schedule/schedule-repository.port';
import { sortByDate } from '../../../core/schedule/schedule-rules';
import type { Season } from '../../../core/schedule/season';
import { answer, pageOf, sportOf, type ScheduleDeps } from './answer';
import type { SportScheduleData } from './schedule-data';
import { seasonCalendarFile } from './season-calendar-file';

/** The sport's games with results, newest first (date, then id, both descending). */
function resultsOf(sport: SportScheduleData | undefined): ScheduleGame[] {
  return sortByDate((sport?.games ?? []).filter((game) => game.result !== null)).reverse();
}

/** A sport's schedules from the demo snapshot. */
export class InMemoryScheduleRepository implements ScheduleRepository {
  constructor(private readonly deps: ScheduleDeps) {}

  seasons(sportId: number): Promise<Season[]> {
    return answer(this.deps, 'seasons', [], (data) => [...(sportOf(data, sportId)?.seasons ?? [])]);
  }

  record(scheduleId: number): Promise<ScheduleRecord | null> {
    return answer(this.deps, 'schedule record', null, (data) => data.records.find((entry) => entry.scheduleId === scheduleId)?.record ?? null);
  }

  seasonGames(sportId: number, season: Season): Promise<ScheduleGame[]> {
    return answer(this.deps, 'season games', [], (data) => sortByDate((sportOf(data, sportId)?.games ?? []).filter((game) => game.schedule_id === season.scheduleId)));
  }

  results(sportId: number, page: { index: number; size: number }): Promise<Paged<ScheduleGame>> {
    return answer(this.deps, 'results', emptyPage<ScheduleGame>(page.index), (data) => pageOf(resultsOf(sportOf(data, sportId)), page));
  }

  finishedGame(sportId: number, gameId: number): Promise<ScheduleGame | null> {
    return answer(this.deps, 'finished game', null, (data) => sportOf(data, sportId)?.games.find((game) => game.id === gameId && game.result !== null) ?? null);
  }

  /** The current season's games as an iCalendar file (no events for a sport the demo does not have). */
  calendarFile(sportId: number): Promise<string | null> {
    return answer(this.deps, 'calendar file', null, (data, now) => {
      const sport = sportOf(data, sportId);
      const current = sport?.seasons.find((season) => season.isCurrent);
      const games = current ? sortByDate(sport!.games.filter((game) => game.schedule_id === current.scheduleId)) : [];
      return seasonCalendarFile({ siteName: data.siteName, tenant: data.tenant, sport: sport?.sport ?? null, games, now });
    });
  }
}
