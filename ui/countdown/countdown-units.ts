import type { CountdownParts } from '../../core/countdown/countdown.machine';

/** spec 3 Countdown: the units shown, largest first, with their labels. */
export const COUNTDOWN_UNITS: ReadonlyArray<readonly [keyof CountdownParts, string]> = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

/** Two digits at least, so the timer does not jump in width as it ticks. */
export const padUnit = (value: number): string => String(value).padStart(2, '0');
