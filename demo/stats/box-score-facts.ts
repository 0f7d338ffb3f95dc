import type { BoxScoreDocument } from '../../server/stats/box-score-document';
import type { StatFamily } from '../../server/stats/stat-sheet';
import type { Random } from '../random';
import type { Participant } from './participants';

/** A line score as the schedule keeps it: period labels and each side's score per period (null: did not bat). */
export interface GivenLineScore {
  periods: string[];
  team: Array<number | null>;
  opponent: Array<number | null>;
}

/** What a box score is generated from: the finished game's result and the two squads. */
export interface BoxScoreFacts {
  family: StatFamily;
  /** The sport's code (sports.short_name): 'mbball', 'wsoc', ... */
  sportCode: string;
  teamScore: number;
  opponentScore: number;
  /** The schedule's line score; empty or inconsistent ones are replaced by one that fits the final score. */
  lineScore: GivenLineScore | null;
  teamIsHome: boolean;
  teamName: string;
  opponentName: string;
  /** The school's players for the game's season, best first (a depth chart). */
  roster: Participant[];
  /** The opponent's invented squad, best first. */
  opponentRoster: Participant[];
  /** The game's place in its season (0 first): rotates starting pitchers and keepers. */
  gameIndex: number;
}

export type BoxScoreGenerator = (facts: BoxScoreFacts, random: Random) => BoxScoreDocument;
