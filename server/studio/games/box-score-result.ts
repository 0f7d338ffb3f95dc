import { GameState } from '../../../core/games/game-state';
import type { BoxScoreDocument } from '../../stats/box-score-document';
import type { StatFamily } from '../../stats/stat-sheet';
import type { LineScoreRecord } from '../../store/tables/schedule';
import { periodText } from './box-score-record';
import type { GameRow } from './game-fields';

// The line score's period word as the schedule prints it (the seed's and the live feed's labels).
const LABELS: Record<StatFamily, string> = {
  basketball: 'Half', football: 'Qtr', baseball: 'Inning', softball: 'Inning', volleyball: 'Set', soccer: 'Half',
  fieldhockey: 'Qtr', lacrosse: 'Qtr', hockey: 'Period', tennis: 'Set', wrestling: 'Period',
};
const REGULATION_INNINGS: Partial<Record<StatFamily, number>> = { baseball: 9, softball: 7 };

/** The game's own label where it has a line score; basketball by quarters or halves as the file played them. */
export function periodLabelOf(row: Pick<GameRow, 'lineScores'>, document: BoxScoreDocument): string {
  if (row.lineScores?.label) return row.lineScores.label;
  if (document.family === 'basketball') return document.periods.filter((label) => /^\d+$/.test(label)).length >= 4 ? 'Qtr' : 'Half';
  return LABELS[document.family];
}

/** 'OT', '2OT', '11 innings', or a volleyball match's set scores ('25-20, 23-25, ...'); null for a regulation final. */
function postscoreOf(document: BoxScoreDocument): string | null {
  const { family, periods } = document;
  if (family === 'volleyball') return periods.map((_, index) => `${document.teamPeriodScores[index] ?? 0}-${document.opponentPeriodScores[index] ?? 0}`).join(', ');
  const innings = REGULATION_INNINGS[family];
  if (innings !== undefined) return periods.length > innings ? `${periods.length} innings` : null;
  const last = periods[periods.length - 1];
  return last && !/^\d+$/.test(last) ? last : null;
}

export const decisionOf = (teamScore: number, opponentScore: number): 'W' | 'L' | 'T' => (teamScore > opponentScore ? 'W' : teamScore < opponentScore ? 'L' : 'T');

/** The games row's result from a box score: the final, W/L/T, the line score; the studio's word (result_final). */
export function resultFromBox(document: BoxScoreDocument, teamScore: number, opponentScore: number, periodLabel: string): Partial<GameRow> {
  const lineScores: LineScoreRecord = { label: periodLabel, periods: document.periods, team: periodText(document.teamPeriodScores), opponent: periodText(document.opponentPeriodScores) };
  return {
    resultStatus: decisionOf(teamScore, opponentScore),
    teamScore: String(teamScore),
    opponentScore: String(opponentScore),
    postscore: postscoreOf(document),
    lineScores,
    status: 'A',
    noplayText: null,
    gameState: GameState.GameComplete,
    resultFinal: true,
  };
}

/** The row already has this result: posting it again changes nothing. */
export function hasResult(row: GameRow, result: Partial<GameRow>): boolean {
  return row.resultFinal && row.resultStatus === result.resultStatus && row.teamScore === result.teamScore && row.opponentScore === result.opponentScore && row.gameState === GameState.GameComplete;
}
