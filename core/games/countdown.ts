import { countdownParts as partsOfRemaining, type CountdownParts } from '../countdown/countdown.machine';

export type { CountdownParts };

/**
 * spec 3/4: days, hours, minutes and seconds from now until target, never negative.
 * The arithmetic is the countdown machine's; this is the (target, now) form the views use.
 */
export function countdownParts(target: number, now: number): CountdownParts {
  const remaining = target - now;
  return partsOfRemaining(Number.isFinite(remaining) ? remaining : 0);
}

export function isCountdownOver(target: number, now: number): boolean {
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  return days === 0 && hours === 0 && minutes === 0 && seconds === 0;
}
