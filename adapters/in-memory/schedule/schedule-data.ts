import type { CalendarSettings } from '../../../core/calendar/calendar';
import type { OpponentHistory, OpponentSeries } from '../../../core/schedule/opponent-history';
import type { GameSport, ScheduleGame, ScheduleRecord } from '../../../core/schedule/schedule-game';
import type { Season } from '../../../core/schedule/season';
import type { BoxScore } from '../../../core/stats-view/box-score';
import type { CumulativeStats } from '../../../core/stats-view/cumulative-stats';

/** One sport's schedules as the demo holds them. */
export interface SportScheduleData {
  /** The sport as the calendar names it. */
  sport: GameSport;
  /** Newest first, as the schedule port lists them. */
  seasons: Season[];
  /** Every game of every season (and every result), in date order. */
  games: ScheduleGame[];
  /** The all-time series, in the order the opponent history lists them. */
  opponents: OpponentSeries[];
  /** Each series opened, with its meetings. */
  histories: OpponentHistory[];
  /** The season stats of each season that has them. */
  stats: CumulativeStats[];
}

/** A season's record, by the schedule it belongs to. */
export interface ScheduleRecordEntry {
  scheduleId: number;
  record: ScheduleRecord;
}

/** The schedule part of the demo snapshot: every sport's seasons, games, series, records, box scores. */
export interface ScheduleData {
  /** The site's name, for the name of a season's calendar file; null when unknown. */
  siteName: string | null;
  /** The school's key, for the ids of its calendar events; null when unknown. */
  tenant: string | null;
  calendar: CalendarSettings;
  sports: SportScheduleData[];
  records: ScheduleRecordEntry[];
  boxScores: BoxScore[];
}
