import type { Game } from '../games/game';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A local calendar day. Game dates are the school's local wall-clock time ('2026-11-14T13:00:00'). */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

/** The local day of a wire date ('2026-11-14T13:00:00' or '2026-11-14'), or undefined when it is not one. */
export function localDayOf(date: string): LocalDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: LocalDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** 'YYYY-MM-DD'. */
export function dayKey(day: LocalDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

export function weekdayName(weekday: number): string {
  return WEEKDAYS[weekday] ?? '';
}

/** 'Sat, Nov 14'; the text as given when it is not a date. */
export function shortGameDate(date: string): string {
  const day = localDayOf(date);
  if (!day) return date;
  return `${weekdayName(weekdayOf(day)).slice(0, 3)}, ${monthName(day.month).slice(0, 3)} ${day.day}`;
}

/** 'Saturday, November 14, 2026'; the text as given when it is not a date. */
export function longGameDate(date: string): string {
  const day = localDayOf(date);
  if (!day) return date;
  return `${weekdayName(weekdayOf(day))}, ${monthName(day.month)} ${day.day}, ${day.year}`;
}

/** The time a schedule shows: 'TBA' while to be decided, 'All Day', else the school's time text. */
export function gameTimeText(game: Pick<Game, 'tbd' | 'all_day' | 'time'>): string {
  if (game.tbd) return 'TBA';
  if (game.all_day) return 'All Day';
  return game.time?.trim() ?? '';
}
