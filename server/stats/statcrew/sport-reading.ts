import type { Counters, StatFamily, Texts } from '../stat-sheet';
import type { StatCrewGame, StatCrewPlayer, Vh } from './statcrew-game';

/** Who a line belongs to, as the file names them (a stat file's player, or a live document's). */
export type FilePlayer = Pick<StatCrewPlayer, 'uniform' | 'name' | 'firstName' | 'lastName' | 'checkName' | 'position' | 'starter'>;

/** One player's game as a sport's reader found it in the file: counters per group of the family's stat sheet. */
export interface PlayerReading {
  player: FilePlayer;
  /** The position played in this game when the sport's reader knows better than `player.position` ('P', 'SS'). */
  position?: string;
  /** Group key of the sheet ('players', 'batting', 'passing', 'field', 'keepers') → counters (the sheet's `sums`/`maxes` keys). */
  groups: Record<string, Counters>;
  texts?: Record<string, Texts>;
}

export interface SideReading {
  /** Players who took part, in the order a box score lists them (the file's, or baseball's batting order). */
  players: PlayerReading[];
  /** Team-only counters the sheet's `teamTotals` reads (lob, firstDowns, teamBlocks, corners, ...). */
  extras: Counters;
  /**
   * The file's own team totals by group key, in the same counter keys: what the team's line must equal
   * (tests compare them with the sum of the players' lines where a counter is additive).
   */
  fileTotals: Record<string, Counters>;
}

export interface FileScoringPlay {
  /** As line scores label periods: '1', '2', 'OT', '2OT'; innings '1'..'9', '10'. */
  period: string;
  /** '12:34' or "67'" as the sport prints it; null when the file keeps none. */
  clock: string | null;
  vh: Vh;
  description: string;
  /** The running score after the play. */
  homeScore: number;
  visitorScore: number;
}

/** What a sport's reader makes of a file: both sides' players and extras, the periods' labels and the scoring summary. */
export interface SportBoxReading {
  family: StatFamily;
  /** Labels of the line score's periods, one per period score: '1'..'4', 'OT'; innings '1'..'11'; sets '1'..'5'. */
  periods: string[];
  home: SideReading;
  visitor: SideReading;
  scoringPlays: FileScoringPlay[];
}

/** A sport's reader: the common reading of the file and the family of the game's sport (softball, field hockey). */
export type SportBoxReader = (game: StatCrewGame, family: StatFamily) => SportBoxReading;
