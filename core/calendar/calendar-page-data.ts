import type { SportPageData } from '../shell/sport-page-data';
import type { CalendarDay, CalendarFilters, CalendarSettings } from './calendar';
import type { CalendarPrintParams, CalendarView, YearMonth } from './calendar-rules';

/** spec 2.1 calendar and calendar_sport: a month of games, as a grid or a list. */
export interface CalendarPageData extends Partial<SportPageData> {
  settings: CalendarSettings;
  month: YearMonth;
  view: CalendarView;
  filters: CalendarFilters;
  days: CalendarDay[];
}

/** spec 2.1 calendar_print and calendar_sport_print. */
export interface CalendarPrintData extends Partial<SportPageData> {
  print: CalendarPrintParams;
  /** The sport the print is limited to, by title; null for all sports. */
  sportTitle: string | null;
  days: CalendarDay[];
}
