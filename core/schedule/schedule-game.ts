import type { Game } from '../games/game';

/** A game as schedule lists show it: spec 3's Game plus the facility and the season's schedule. */
export interface ScheduleGame extends Game {
  facility: string | null;
  /** The schedule (season) the game belongs to, when the source says. */
  schedule_id: number | null;
}

/** The sport of a game in a list of several sports (the calendar). */
export interface GameSport {
  id: number;
  title: string;
  /** A short display name ('M. Basketball'). */
  short_title: string;
  /** The sport's global name slug, for links; null when unknown. */
  slug: string | null;
}

/** A game of the all-sports calendar. */
export interface CalendarGame extends ScheduleGame {
  sport: GameSport;
}

/** spec 3 "schedule page with record": the season's records as the school keeps them ('3-3', '1-2-1'). */
export interface ScheduleRecord {
  title: string;
  overall: string;
  overall_percentage: string;
  conference: string;
  conference_percentage: string;
  home: string;
  away: string;
  neutral: string;
  streak: string;
}
