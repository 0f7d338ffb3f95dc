import type { CalendarDay, CalendarFilters, CalendarSettings } from '../../../core/calendar/calendar';
import type { CalendarRepository } from '../../../core/calendar/calendar-repository.port';
import { monthRange } from '../../../core/calendar/calendar-rules';
import { filterGamesByLocation } from '../../../core/games/game-rules';
import { dayKey, localDayOf } from '../../../core/schedule/game-dates';
import type { CalendarGame } from '../../../core/schedule/schedule-game';
import { sortByDate } from '../../../core/schedule/schedule-rules';
import { answer, type ScheduleDeps } from './answer';
import type { ScheduleData } from './schedule-data';

const DEFAULT_SETTINGS: CalendarSettings = { first_day_of_week: 0, time_zone: null, sports: [] };

/** The local day of a game ('YYYY-MM-DD'), or undefined when its date is not one. */
function dayOf(game: CalendarGame): string | undefined {
  const day = localDayOf(game.date);
  return day ? dayKey(day) : undefined;
}

// Every sport's games as calendar games, in date order: built once per snapshot.
const calendars = new WeakMap<ScheduleData, CalendarGame[]>();

function calendarGames(data: ScheduleData): CalendarGame[] {
  let games = calendars.get(data);
  if (!games) {
    games = sortByDate(data.sports.flatMap(({ sport, games: own }) => own.map((game): CalendarGame => ({ ...game, sport }))));
    calendars.set(data, games);
  }
  return games;
}

/** The days from `start` to `end` (whole local days) holding games that pass the filters, in order. */
function daysBetween(data: ScheduleData, start: string, end: string, filters: CalendarFilters): CalendarDay[] {
  const inSport = calendarGames(data).filter((game) => filters.sportId === null || game.sport.id === filters.sportId);
  const days = new Map<string, CalendarGame[]>();
  for (const game of filterGamesByLocation(inSport, filters.location)) {
    const day = dayOf(game);
    if (day === undefined || day < start || day > end) continue;
    days.set(day, [...(days.get(day) ?? []), game]);
  }
  return [...days].map(([date, games]) => ({ date, games }));
}

/** The all-sports calendar over the demo snapshot. */
export class InMemoryCalendarRepository implements CalendarRepository {
  constructor(private readonly deps: ScheduleDeps) {}

  settings(): Promise<CalendarSettings> {
    return answer(this.deps, 'calendar settings', DEFAULT_SETTINGS, (data) => data.calendar);
  }

  month(day: string, filters: CalendarFilters): Promise<CalendarDay[]> {
    return answer(this.deps, 'calendar month', [], (data) => {
      const local = localDayOf(day);
      if (!local) return [];
      const { start, end } = monthRange(local);
      return daysBetween(data, start, end, filters);
    });
  }

  range(start: string, end: string, filters: CalendarFilters): Promise<CalendarDay[]> {
    return answer(this.deps, 'calendar range', [], (data) => {
      const from = localDayOf(start);
      const to = localDayOf(end);
      return from && to ? daysBetween(data, dayKey(from), dayKey(to), filters) : [];
    });
  }
}
