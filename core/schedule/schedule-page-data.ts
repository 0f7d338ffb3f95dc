import type { LocationFilter } from '../games/game-rules';
import type { SportPageData } from '../shell/sport-page-data';
import type { OpponentHistory, OpponentSeries } from './opponent-history';
import type { ScheduleGame, ScheduleRecord } from './schedule-game';
import type { Paged } from '../paging/paging';
import type { Season } from './season';

/** The schedule, its text view and its print view (spec 2.1 schedule, schedule_text, schedule_print). */
export interface SchedulePageData extends SportPageData {
  seasons: Season[];
  /** The season shown; null when the sport has no seasons yet. */
  season: Season | null;
  /** The season the calendar feed covers (the current one). */
  currentSeason: Season | null;
  record: ScheduleRecord | null;
  /** Every game of the season the schedule shows, in date order, before the location filter. */
  games: ScheduleGame[];
  /** The location filter named by the URL (`?location=home`). */
  location: LocationFilter;
}

/** spec 2.1 game_results: the sport's recent results, a page at a time. */
export interface GameResultsPageData extends SportPageData {
  results: Paged<ScheduleGame>;
}

/** The kinds of results a printed list covers (the game_results_print route's {type}). */
export type ResultsPrintType = 'all' | 'home' | 'away' | 'neutral' | 'conference';

/** spec 2.1 game_results_print: a season's results, of one kind, for printing. */
export interface GameResultsPrintData extends SportPageData {
  season: Season;
  type: ResultsPrintType;
  games: ScheduleGame[];
}

export interface OpponentHistoryListData extends SportPageData {
  opponents: Paged<OpponentSeries>;
}

export interface OpponentHistoryPageData extends SportPageData {
  history: OpponentHistory;
}
