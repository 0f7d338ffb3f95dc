import type { CalendarGame, GameSport } from '../schedule/schedule-game';

/** A local day of the calendar and the games on it. */
export interface CalendarDay {
  /** 'YYYY-MM-DD', the school's local day. */
  date: string;
  games: CalendarGame[];
}

/** How the calendar starts and which sports it offers. */
export interface CalendarSettings {
  /** 0 Sunday … 6 Saturday. */
  first_day_of_week: number;
  time_zone: string | null;
  sports: GameSport[];
}

export interface CalendarFilters {
  sportId: number | null;
  location: 'All' | 'H' | 'A' | 'N';
}
