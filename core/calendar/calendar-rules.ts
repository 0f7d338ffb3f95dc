import { dateTimeFormat } from '../dates/intl-formats';
import type { LocationFilter } from '../games/game-rules';
import type { CalendarDay } from './calendar';
import { dayKey, daysInMonth, localDayOf, monthName, weekdayName, weekdayOf, type LocalDay } from '../schedule/game-dates';
import { locationFilterFromQuery, locationQueryValue } from '../schedule/schedule-rules';

export interface YearMonth {
  year: number;
  month: number;
}

/** The month a `?month=2026-11` value names, or undefined. */
export function parseMonthParam(value: string | null | undefined): YearMonth | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec((value ?? '').trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 1900 ? { year, month } : undefined;
}

export function monthParam(month: YearMonth): string {
  return `${String(month.year).padStart(4, '0')}-${String(month.month).padStart(2, '0')}`;
}

/** The month `delta` months away. */
export function shiftMonth(month: YearMonth, delta: number): YearMonth {
  const index = month.year * 12 + (month.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

/** The school's local month at an instant (the calendar opens on it). Unknown zones count as UTC. */
export function monthAt(now: number, timeZone: string | null | undefined): YearMonth {
  const parts = dateTimeFormat('en-US', { timeZone: timeZone || 'UTC', year: 'numeric', month: 'numeric' }).formatToParts(now);
  const read = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month') };
}

/** 'November 2026'. */
export function monthTitle(month: YearMonth): string {
  return `${monthName(month.month)} ${month.year}`;
}

/** The first and last local day of the month, 'YYYY-MM-DD'. */
export function monthRange(month: YearMonth): { start: string; end: string } {
  return {
    start: dayKey({ year: month.year, month: month.month, day: 1 }),
    end: dayKey({ year: month.year, month: month.month, day: daysInMonth(month.year, month.month) }),
  };
}

/** The weekday names in the order the grid's columns show them. */
export function weekdayHeadings(firstDayOfWeek: number): string[] {
  const first = ((Math.trunc(firstDayOfWeek) % 7) + 7) % 7;
  return [...Array(7).keys()].map((offset) => weekdayName((first + offset) % 7));
}

/**
 * The month as calendar weeks: rows of seven cells starting on `firstDayOfWeek`, each a day of the
 * month or null for the cells before the 1st and after the last day.
 */
export function monthGrid(month: YearMonth, firstDayOfWeek: number): Array<Array<LocalDay | null>> {
  const first = ((Math.trunc(firstDayOfWeek) % 7) + 7) % 7;
  const lead = (weekdayOf({ ...month, day: 1 }) - first + 7) % 7;
  const days = daysInMonth(month.year, month.month);
  const cells: Array<LocalDay | null> = [...Array(lead).fill(null), ...[...Array(days).keys()].map((i) => ({ ...month, day: i + 1 }))];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<LocalDay | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type CalendarView = 'month' | 'list';

/** The view a `?view=` value names; the month grid by default. */
export function calendarViewFrom(value: string | null | undefined): CalendarView {
  return (value ?? '').trim().toLowerCase() === 'list' ? 'list' : 'month';
}

/** The sport id a `?sport=` value names, or null for all sports. */
export function sportIdFrom(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** The parameters of the calendar print routes (spec 2.1: {type}/{sport}/{start}/{end}/{location}). */
export interface CalendarPrintParams {
  type: CalendarView;
  sportId: number | null;
  start: string;
  end: string;
  location: LocationFilter;
}

// A print covers at most about a year, as the API's date-range call does.
export const MAX_PRINT_DAYS = 400;

function dayNumber(day: LocalDay): number {
  return Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;
}

/** The print route's parameters, or undefined when one is not usable (the page answers 404). */
export function parseCalendarPrintParams(params: Readonly<Record<string, string | undefined>>): CalendarPrintParams | undefined {
  const type = (params.type ?? '').toLowerCase();
  if (type !== 'month' && type !== 'list') return undefined;
  const sportText = (params.sport ?? '').trim().toLowerCase();
  const sportId = sportText === 'all' ? null : sportIdFrom(sportText);
  if (sportText !== 'all' && sportId === null) return undefined;
  const start = localDayOf(params.start ?? '');
  const end = localDayOf(params.end ?? '');
  if (!start || !end || (params.start ?? '').length !== 10 || (params.end ?? '').length !== 10) return undefined;
  const span = dayNumber(end) - dayNumber(start);
  if (span < 0 || span > MAX_PRINT_DAYS) return undefined;
  const locationText = (params.location ?? '').trim().toLowerCase();
  const location = locationFilterFromQuery(locationText);
  if (location === 'All' && locationText !== 'all') return undefined;
  return { type, sportId, start: dayKey(start), end: dayKey(end), location };
}

/** spec 2.1 calendar_print / calendar_sport_print: the print path of a calendar view. */
export function calendarPrintPath(print: CalendarPrintParams, sportSlug?: string | null): string {
  const base = sportSlug ? `/sports/${sportSlug}/calendar/print` : '/calendar/print';
  const location = locationQueryValue(print.location) ?? 'all';
  return `${base}/${print.type}/${print.sportId ?? 'all'}/${print.start}/${print.end}/${location}`;
}

/** Games and sport lists name sports by id; the site's sports list gives each its slug for links. */
export function withSportSlug<T extends { id: number; slug: string | null }>(sport: T, sports: readonly { id: number; global_sport_name_slug: string }[]): T {
  const found = sports.find((entry) => entry.id === sport.id);
  return found ? { ...sport, slug: found.global_sport_name_slug } : sport;
}

export function daysWithSportSlugs(days: readonly CalendarDay[], sports: readonly { id: number; global_sport_name_slug: string }[]): CalendarDay[] {
  return days.map((day) => ({ ...day, games: day.games.map((game) => ({ ...game, sport: withSportSlug(game.sport, sports) })) }));
}

/** The query of a calendar view ('?month=2026-11&view=list&sport=4&location=home'); defaults are left out. */
export function calendarSearch(state: { month: YearMonth | null; view: CalendarView; sportId: number | null; location: LocationFilter }): string {
  const params: string[] = [];
  if (state.month) params.push(`month=${monthParam(state.month)}`);
  if (state.view !== 'month') params.push(`view=${state.view}`);
  if (state.sportId !== null) params.push(`sport=${state.sportId}`);
  const location = locationQueryValue(state.location);
  if (location) params.push(`location=${location}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}
