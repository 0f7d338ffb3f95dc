import { isDecision } from '../schedule/season-record';

/** What decides whether a game's final is news fans are mailed: the games row's own fields. */
export interface FinalAlertGame {
  resultStatus: string | null;
  /** C, N, E, S (scrimmage), T. */
  type: string;
  /** A as scheduled, P, C, O (other: a closed scrimmage, not public). */
  status: string;
}

/**
 * Issue 46: a final score is sent when the game has a decision (W, L or T), was played as scheduled and is not a
 * scrimmage. A meet's placing, a cleared result and a closed game send nothing.
 */
export function finalAlertDue(game: FinalAlertGame): boolean {
  return isDecision(game.resultStatus) && game.status === 'A' && game.type !== 'S';
}
