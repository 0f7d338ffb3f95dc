import type { Random } from '../random';

/** A float in [min, max). */
export const uniform = (random: Random, min: number, max: number): number => min + random() * (max - min);

/** A whole number in [min, max]. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

export const chance = (random: Random, probability: number): boolean => random() < probability;

export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** An index drawn with probability proportional to its weight; -1 when every weight is 0. */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < weights.length; i += 1) if (weights[i]! > 0) total += weights[i]!;
  return total > 0 ? drawIndex(random, weights, total) : -1;
}

// Plain loops: the seed draws a few million units, so this stays allocation-free.
function drawIndex(random: Random, weights: ArrayLike<number>, total: number): number {
  let target = random() * total;
  let last = -1;
  for (let i = 0; i < weights.length; i += 1) {
    const weight = weights[i]!;
    if (weight <= 0) continue;
    last = i;
    target -= weight;
    if (target < 0) return i;
  }
  return last;
}

/**
 * Splits a whole `total` into parts drawn one unit at a time in proportion to `weights`, never giving
 * a part more than its cap. Units no part can take any more are returned in `left` (0 when all fit).
 */
export function splitCapped(random: Random, total: number, weights: readonly number[], caps?: readonly number[]): { parts: number[]; left: number } {
  const count = weights.length;
  const parts = new Array<number>(count).fill(0);
  const live = new Float64Array(count);
  let liveTotal = 0;
  for (let i = 0; i < count; i += 1) {
    const weight = caps && (caps[i] ?? 0) <= 0 ? 0 : Math.max(0, weights[i]!);
    live[i] = weight;
    liveTotal += weight;
  }
  let left = Math.max(0, Math.round(total));
  // Big totals (yards) go in chunks so a split stays cheap; the last units go one by one.
  while (left > 0 && liveTotal > 0) {
    const index = drawIndex(random, live, liveTotal);
    if (index < 0) break;
    const room = caps ? (caps[index] ?? 0) - parts[index]! : Infinity;
    const step = Math.min(left > 60 ? Math.max(1, Math.floor(left / 30)) : 1, room);
    parts[index]! += step;
    left -= step;
    if (caps && parts[index]! >= (caps[index] ?? 0)) {
      live[index] = 0;
      liveTotal = 0;
      for (let i = 0; i < count; i += 1) liveTotal += live[i]!;
    }
  }
  return { parts, left };
}

/** Splits `total` in proportion to `weights` (no caps); every unit is placed when any weight is positive. */
export function split(random: Random, total: number, weights: readonly number[]): number[] {
  const result = splitCapped(random, total, weights);
  if (result.left > 0 && result.parts.length > 0) result.parts[0]! += result.left;
  return result.parts;
}

export const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** A game clock counting down from `periodSeconds`, for events sorted in time: '12:34'. */
export function clockTimes(random: Random, count: number, periodSeconds: number): string[] {
  const seconds = Array.from({ length: count }, () => between(random, 1, periodSeconds - 1)).sort((a, b) => b - a);
  return seconds.map((value) => `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`);
}

/**
 * Splits `total` in proportion to `weights` as evenly as whole numbers allow (largest remainder),
 * never above a part's cap; what the caps turn away goes to the others.
 */
export function apportion(total: number, weights: readonly number[], caps: readonly number[]): number[] {
  const parts = weights.map(() => 0);
  let left = Math.round(total);
  const open = new Set(weights.map((_, index) => index).filter((index) => weights[index]! > 0 && caps[index]! > 0));
  while (left > 0 && open.size > 0) {
    const weightSum = [...open].reduce((acc, index) => acc + weights[index]!, 0);
    const shares = [...open].map((index) => ({ index, exact: (left * weights[index]!) / weightSum }));
    let given = 0;
    for (const share of shares) {
      const whole = Math.min(Math.floor(share.exact), caps[share.index]! - parts[share.index]!);
      parts[share.index]! += whole;
      given += whole;
    }
    if (given === 0) {
      // Hand out the remainder one by one to the largest fractions.
      shares.sort((a, b) => (b.exact % 1) - (a.exact % 1));
      for (const share of shares) {
        if (left - given <= 0) break;
        if (parts[share.index]! < caps[share.index]!) {
          parts[share.index]! += 1;
          given += 1;
        }
      }
    }
    left -= given;
    for (const index of [...open]) if (parts[index]! >= caps[index]!) open.delete(index);
    if (given === 0) break;
  }
  return parts;
}
