import { effectiveRules } from '../../core/live/live-clock';
import type { LiveGame } from '../../core/live/live-game';
import { liveGameState, liveResultStatus, toLiveStats } from '../../core/live/live-stats';
import type { LineScoreRecord } from '../store/tables/schedule';

/** What a live document changes on the games row, so schedules, results and scoreboards follow it. */
export interface LiveGameRowChanges {
  gameState?: number;
  teamScore?: string | null;
  opponentScore?: string | null;
  resultStatus?: string | null;
  lineScores?: LineScoreRecord;
  postscore?: string | null;
}

// The line-score labels the schedule uses (demo/schedule/scores.ts).
const LINE_LABELS: Record<string, string> = { Quarter: 'Qtr', Half: 'Half', Inning: 'Inning', Set: 'Set', Period: 'Period' };

function periodLabels(game: LiveGame, count: number): string[] {
  const rules = effectiveRules(game);
  const diamond = rules.kind === 'baseball' || rules.kind === 'softball' || rules.kind === 'volleyball';
  return Array.from({ length: count }, (_, index) => {
    const extra = index + 1 - rules.PeriodsRegulation;
    if (diamond || extra <= 0) return String(index + 1);
    return extra === 1 ? 'OT' : `${extra}OT`;
  });
}

function lineScores(game: LiveGame, locationIndicator: string): LineScoreRecord {
  const stats = toLiveStats(game, locationIndicator);
  const count = Math.max(stats.school.period_scores.length, stats.opponent.period_scores.length);
  const text = (values: Array<number | null>) => Array.from({ length: count }, (_, index) => (typeof values[index] === 'number' ? String(values[index]) : 'X'));
  const label = LINE_LABELS[effectiveRules(game).PeriodName ?? ''] ?? effectiveRules(game).PeriodName ?? 'Period';
  return { label, periods: periodLabels(game, count), team: text(stats.school.period_scores), opponent: text(stats.opponent.period_scores) };
}

/** spec 4: started → Live with the running score; complete → GameComplete with the result and line score. */
export function liveGameRowChanges(game: LiveGame, locationIndicator: string): LiveGameRowChanges {
  const state = liveGameState(game);
  if (state === null) return {};
  const stats = toLiveStats(game, locationIndicator);
  const score = (value: number | null) => (value === null ? null : String(value));
  const changes: LiveGameRowChanges = { gameState: state, teamScore: score(stats.school.score), opponentScore: score(stats.opponent.score) };
  if (game.Game.IsComplete) {
    changes.resultStatus = liveResultStatus(game, locationIndicator);
    changes.lineScores = lineScores(game, locationIndicator);
    const last = changes.lineScores.periods[changes.lineScores.periods.length - 1];
    if (last && !/^\d+$/.test(last)) changes.postscore = last;
  }
  return changes;
}
