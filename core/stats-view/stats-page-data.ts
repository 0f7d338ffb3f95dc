import type { ScheduleGame } from '../schedule/schedule-game';
import type { Season } from '../schedule/season';
import type { SportPageData } from '../shell/sport-page-data';
import type { BoxScore } from './box-score';
import type { CumulativeStats } from './cumulative-stats';

/**
 * spec 2.1 box_score: the stats feed's box score when it has one; the schedule's result and line
 * score always, so a game with a result has a page even before its full statistics arrive.
 */
export interface BoxScorePageData extends SportPageData {
  box: BoxScore | null;
  game: ScheduleGame | null;
}

/** spec 2.1 cumestats and stats-pdf: a season's stats; null stats when the sport keeps none. */
export interface CumulativeStatsPageData extends SportPageData {
  seasons: Season[];
  /** The season asked for (year or title), or null for the current one. */
  season: string | null;
  stats: CumulativeStats | null;
}
