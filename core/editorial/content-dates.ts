/**
 * Content dates as the API writes them (v2-reference 1.5: `YYYY-MM-DDTHH:mm:ss`, the school's
 * wall clock, or an ISO instant). They are shown as written, never shifted into the reader's zone,
 * so a story dated November 2 reads November 2 everywhere.
 */

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const DATE_PART = /^(\d{4})-(\d{2})-(\d{2})/;

export interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDay(day: CalendarDay): boolean {
  return Number.isInteger(day.year) && day.year >= 1 && day.year <= 9999 && Number.isInteger(day.month) && day.month >= 1 && day.month <= 12 && Number.isInteger(day.day) && day.day >= 1 && day.day <= daysInMonth(day.year, day.month);
}

/** The calendar day a content date names, or undefined when it does not start with a real date. */
export function calendarDayOf(text: string | null | undefined): CalendarDay | undefined {
  const match = DATE_PART.exec(text ?? '');
  if (!match) return undefined;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDay(day) ? day : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`. */
export function isoDay(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${pad(day.month)}-${pad(day.day)}`;
}

/** 'November 2, 2025'; '' when the text is not a date. */
export function longDate(text: string | null | undefined): string {
  const day = calendarDayOf(text);
  return day ? `${MONTH_NAMES[day.month - 1]} ${day.day}, ${day.year}` : '';
}

/** 'Nov 2, 2025' for compact lists; '' when the text is not a date. */
export function shortDate(text: string | null | undefined): string {
  const day = calendarDayOf(text);
  return day ? `${MONTH_NAMES[day.month - 1]!.slice(0, 3)} ${day.day}, ${day.year}` : '';
}

/** The machine-readable value of a <time> element: the date part, or '' when there is none. */
export function dateTimeAttribute(text: string | null | undefined): string {
  const day = calendarDayOf(text);
  return day ? isoDay(day) : '';
}
