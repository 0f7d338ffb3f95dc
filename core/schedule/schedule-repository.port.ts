import type { Paged } from '../paging/paging';
import type { ScheduleGame, ScheduleRecord } from './schedule-game';
import type { Season } from './season';

/** A sport's schedules. Every method degrades on failure (spec 8): empty lists, null, never a throw. */
export interface ScheduleRepository {
  /** The sport's seasons, newest first. */
  seasons(sportId: number): Promise<Season[]>;
  /** The season's overall, conference, home, away and neutral records; null when unknown. */
  record(scheduleId: number): Promise<ScheduleRecord | null>;
  /** Every game of the season the schedule shows, in date order. */
  seasonGames(sportId: number, season: Season): Promise<ScheduleGame[]>;
  /** The sport's games with results, newest first, one page at a time. */
  results(sportId: number, page: { index: number; size: number }): Promise<Paged<ScheduleGame>>;
  /** One of the sport's games that has a result (with its line score); null when there is none. */
  finishedGame(sportId: number, gameId: number): Promise<ScheduleGame | null>;
  /** The sport's current season as an iCalendar file; null when it could not be fetched. */
  calendarFile(sportId: number): Promise<string | null>;
}
