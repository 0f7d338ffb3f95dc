import type { Random } from '../random';
import type { GivenLineScore } from './box-score-facts';
import { split, sum } from './distribute';

/** Period labels: '1'..'n' for regulation, then 'OT', '2OT', ... */
export function periodLabels(regulation: number, total: number): string[] {
  return Array.from({ length: Math.max(regulation, total) }, (_, index) => {
    if (index < regulation) return String(index + 1);
    const overtime = index - regulation + 1;
    return overtime === 1 ? 'OT' : `${overtime}OT`;
  });
}

/** True when a given line score has one value per period on both sides and adds up to the final score. */
export function addsUp(given: GivenLineScore | null, teamScore: number, opponentScore: number): given is GivenLineScore {
  if (!given || given.periods.length === 0) return false;
  if (given.team.length !== given.periods.length || given.opponent.length !== given.periods.length) return false;
  const total = (values: Array<number | null>) => values.reduce<number>((acc, value) => acc + (value ?? 0), 0);
  const whole = (values: Array<number | null>) => values.every((value) => value === null || (Number.isInteger(value) && value >= 0));
  return whole(given.team) && whole(given.opponent) && total(given.team) === teamScore && total(given.opponent) === opponentScore;
}

/** Spreads a score over periods at random (goals, points per half). */
export function spreadScore(random: Random, score: number, periods: number, weights?: readonly number[]): number[] {
  return split(random, score, weights ?? Array.from({ length: periods }, () => 1));
}

export const numbers = (values: Array<number | null>): number[] => values.map((value) => value ?? 0);

export { sum };
