import type { LiveGame, LivePlayer, LiveSituation } from './live-game';
import { ordinal } from './live-clock';
import type { LiveSportKind } from './live-sport';
import { livePlayerName } from './player-names';

export type InningHalf = 'top' | 'bottom';

/** The half inning under way: the batting team says, else a fractional Inning (3.5 is the bottom of the 3rd). */
export function inningHalf(situation: Pick<LiveSituation, 'Inning' | 'BattingTeam'> | null): InningHalf | null {
  if (!situation) return null;
  if (situation.BattingTeam === 'HomeTeam') return 'bottom';
  if (situation.BattingTeam === 'VisitingTeam') return 'top';
  const { Inning } = situation;
  if (Inning !== null && Number.isFinite(Inning) && Inning % 1 !== 0) return 'bottom';
  return null;
}

export interface BaseRunners {
  first: string | null;
  second: string | null;
  third: string | null;
}

/** Baseball and softball: the count, the outs, the runners and who is pitching to whom. */
export interface SituationView {
  inning: number | null;
  half: InningHalf | null;
  /** 'Top 5th', 'Bottom 5th'. */
  inningLabel: string | null;
  balls: number;
  strikes: number;
  outs: number;
  /** 'Balls-Strikes', e.g. '2-1'. */
  count: string;
  /** '1 out', '2 outs'. */
  outsText: string;
  /** Names on base; '' for a runner the feed does not name. Null where the base is empty. */
  runners: BaseRunners;
  /** Words for the diamond: 'Bases empty', 'Runner on first', 'Runners on first and third', 'Bases loaded'. */
  basesText: string;
  batter: string | null;
  pitcher: string | null;
  pitchCount: number | null;
}

function clampCount(value: number | null, max: number): number {
  return Math.min(max, Math.max(0, Math.trunc(value ?? 0)));
}

function runner(player: LivePlayer | null): string | null {
  return player ? livePlayerName(player) : null;
}

/** Words for the occupied bases, for people who cannot see the diamond. */
export function basesText(runners: BaseRunners): string {
  const on = (['first', 'second', 'third'] as const).filter((base) => runners[base] !== null);
  if (on.length === 0) return 'Bases empty';
  if (on.length === 3) return 'Bases loaded';
  if (on.length === 1) return `Runner on ${on[0]}`;
  return `Runners on ${on[0]} and ${on[1]}`;
}

/** The situation of a baseball or softball game under way; null for other sports or outside play. */
export function situationView(game: LiveGame, kind: LiveSportKind): SituationView | null {
  const situation = game.Game.Situation;
  if ((kind !== 'baseball' && kind !== 'softball') || !situation || !game.Game.HasStarted || game.Game.IsComplete) return null;
  const inning = situation.Inning !== null && situation.Inning > 0 ? Math.trunc(situation.Inning) : game.Game.Period;
  const half = inningHalf(situation);
  const outs = clampCount(situation.Outs, 3);
  const runners = { first: runner(situation.OnFirst), second: runner(situation.OnSecond), third: runner(situation.OnThird) };
  const balls = clampCount(situation.Balls, 4);
  const strikes = clampCount(situation.Strikes, 3);
  return {
    inning,
    half,
    inningLabel: inning !== null && half !== null ? `${half === 'top' ? 'Top' : 'Bottom'} ${ordinal(inning)}` : inning !== null ? `${ordinal(inning)} inning` : null,
    balls,
    strikes,
    outs,
    count: `${balls}-${strikes}`,
    outsText: `${outs} ${outs === 1 ? 'out' : 'outs'}`,
    runners,
    basesText: basesText(runners),
    batter: runner(situation.Batter) || null,
    pitcher: runner(situation.Pitcher) || null,
    pitchCount: situation.PitcherPitchCount,
  };
}
