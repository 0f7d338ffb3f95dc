import type { CalendarDay, OtdEntry, OtdEntryType, OtdYear } from './on-this-day';

export const ON_THIS_DAY_PATH = '/on-this-day';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** February has 29 days here: a calendar day has no year, and 29 February happened. */
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isCalendarDay(day: CalendarDay): boolean {
  return Number.isInteger(day.month) && Number.isInteger(day.day) && day.month >= 1 && day.month <= 12 && day.day >= 1 && day.day <= DAYS_IN_MONTH[day.month - 1]!;
}

/**
 * The day a visitor asked for: the date picker's 'YYYY-MM-DD' (its year does not matter) or
 * 'MM-DD'. undefined for anything else, so the page falls back to today.
 */
export function parseCalendarDay(raw: string | null | undefined): CalendarDay | undefined {
  const match = /^(?:\d{4}-)?(\d{1,2})-(\d{1,2})$/.exec((raw ?? '').trim());
  if (!match) return undefined;
  const day = { month: Number(match[1]), day: Number(match[2]) };
  return isCalendarDay(day) ? day : undefined;
}

/** 'November 21'. */
export function calendarDayLabel(day: CalendarDay): string {
  return `${MONTHS[day.month - 1] ?? ''} ${day.day}`.trim();
}

const isLeap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The date picker's value for a day in a year; 29 February moves to the last leap year before. */
export function datePickerValue(day: CalendarDay, year: number): string {
  let y = year;
  if (day.month === 2 && day.day === 29) while (!isLeap(y)) y -= 1;
  return `${String(y).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

const TYPE_ORDER: readonly OtdEntryType[] = ['note', 'story', 'game', 'video', 'podcast'];

/** Years newest first, empty years dropped; inside a year featured first, then notes, stories, games, videos, podcasts. */
export function orderOtdYears(years: readonly OtdYear[]): OtdYear[] {
  return years
    .filter((year) => year.entries.length > 0)
    .sort((a, b) => b.year - a.year)
    .map((year) => ({
      year: year.year,
      entries: year.entries
        .map((entry, index) => ({ entry, index }))
        .sort((a, b) => Number(b.entry.featured) - Number(a.entry.featured) || TYPE_ORDER.indexOf(a.entry.type) - TYPE_ORDER.indexOf(b.entry.type) || a.index - b.index)
        .map(({ entry }) => entry),
    }));
}

/** spec 3 location indicator: H home (vs.), A away (at), N neutral (vs.). */
export function otdGameTitle(entry: Extract<OtdEntry, { type: 'game' }>): string {
  const sport = entry.sport?.title ?? 'Game';
  if (!entry.opponent) return sport;
  return `${sport} ${entry.locationIndicator === 'A' ? 'at' : 'vs.'} ${entry.opponent}`;
}

/** The result as written: 'W, 24-21', '1st of 8'-style values stay as the API gives them. */
export function otdGameResult(entry: Extract<OtdEntry, { type: 'game' }>): string | null {
  const result = entry.result;
  if (!result) return null;
  const score = [result.teamScore, result.opponentScore].filter((part): part is string => !!part && part.trim() !== '').join('-');
  const status = result.status?.trim() ?? '';
  if (status && score) return `${status}, ${score}`;
  return status || score || null;
}
