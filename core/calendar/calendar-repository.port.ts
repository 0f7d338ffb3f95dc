import type { CalendarDay, CalendarFilters, CalendarSettings } from './calendar';

/** The all-sports calendar. Degrades on failure (spec 8): empty lists and defaults, never a throw. */
export interface CalendarRepository {
  settings(): Promise<CalendarSettings>;
  /** The days of the month of `day` ('YYYY-MM-DD') that hold games. */
  month(day: string, filters: CalendarFilters): Promise<CalendarDay[]>;
  /** The days from `start` to `end` (whole local days, 'YYYY-MM-DD') that hold games. */
  range(start: string, end: string, filters: CalendarFilters): Promise<CalendarDay[]>;
}
