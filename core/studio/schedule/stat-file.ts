import type { WriteOutcome } from '../studio-types';

/** Issue 45: a stat crew's file (StatCrew XML) as a game's box score, checked first, then saved. */

/** The file's side that is the school: H the home team, V the visitors. */
export type StatFileSide = 'H' | 'V';

export interface StatFileOptions {
  /** Only read the file and say what it holds (Check); nothing is written. */
  dryRun: boolean;
  /** The school's side, where the game's home/away and the teams' names cannot tell (null: let the server decide). */
  side: StatFileSide | null;
  /** The game is over though the file does not say so: post the result with the box score. */
  final: boolean;
}

export interface StatFilePeriod {
  /** '1', '2', 'OT'; innings and sets by number. */
  label: string;
  teamScore: number | null;
  opponentScore: number | null;
}

export interface StatFilePlayer {
  name: string;
  jersey: string;
}

/** What the server read in a stat file, and what a save did with it. */
export interface StatFileReading {
  gameId: number;
  /** The file's root element: 'bbgame', 'fbgame', ... */
  root: string;
  /** The software that wrote it. */
  source: string;
  /** The file says the game is over (null: it does not say). */
  complete: boolean | null;
  schoolSide: StatFileSide;
  /** How the school's side was decided: the schedule's home/away, the team's name in the file, or the staff's answer. */
  sideFrom: 'home-away' | 'name' | 'request';
  teams: { school: string; opponent: string };
  teamScore: number | null;
  opponentScore: number | null;
  periods: StatFilePeriod[];
  players: { matched: number; unmatched: StatFilePlayer[]; opponent: number };
  warnings: string[];
  /** False on a check, and when the same file was saved already. */
  saved: boolean;
  resultPosted: boolean;
  boxScoreVersion: number | null;
}

/**
 * How sending a stat file ended: the studio's usual write outcomes, or the server's question which side
 * of the file is the school (a neutral site where neither team's name is the school's).
 */
export type StatFileOutcome = WriteOutcome<StatFileReading> | { kind: 'side-unknown'; message: string };

export const SIDE_WORDS: Record<StatFileSide, string> = { H: 'home', V: 'visitors' };

const SIDE_FROM_WORDS: Record<StatFileReading['sideFrom'], string> = {
  'home-away': 'the schedule says where the game was played',
  name: 'the team’s name in the file is the school’s',
  request: 'you chose the side',
};

/** "Ridgemont is the home side (H): the schedule says where the game was played." */
export function sideSentence(reading: StatFileReading): string {
  return `${reading.teams.school} ${reading.schoolSide === 'H' ? 'is the home side (H)' : 'is the visiting side (V)'}: ${SIDE_FROM_WORDS[reading.sideFrom]}.`;
}

/** A score as the file has it; a dash where it has none. */
export const scoreText = (score: number | null): string => (score === null ? '–' : String(score));

/** W, L or T from the school's side; null without both scores. */
export function statFileDecision(reading: Pick<StatFileReading, 'teamScore' | 'opponentScore'>): 'W' | 'L' | 'T' | null {
  const { teamScore, opponentScore } = reading;
  if (teamScore === null || opponentScore === null) return null;
  return teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T';
}

/** The file leaves it to the staff to say the game is over (a file from the middle of a game says complete="N" or nothing). */
export const needsFinalConfirmation = (reading: StatFileReading): boolean => reading.complete !== true;

/** What a save did, in the words the studio shows: "Box score saved (version 3). Result posted: W 72–69." */
export function statFileSavedMessage(reading: StatFileReading): string {
  if (!reading.saved) return 'Nothing changed: this file was saved already.';
  const saved = reading.boxScoreVersion === null ? 'Box score saved.' : `Box score saved (version ${reading.boxScoreVersion}).`;
  if (!reading.resultPosted) return `${saved} No result was posted.`;
  const decision = statFileDecision(reading);
  return `${saved} Result posted: ${decision ? `${decision} ` : ''}${scoreText(reading.teamScore)}–${scoreText(reading.opponentScore)}.`;
}
