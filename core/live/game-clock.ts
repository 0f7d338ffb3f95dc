import { effectiveRules } from './live-clock';
import type { LiveGame } from './live-game';

/** The rules a document plays by (its own, the sport's defaults for what it leaves out). */
export type EffectiveLiveRules = ReturnType<typeof effectiveRules>;

export type ClockDirection = 'up' | 'down' | 'none';

/** live-stats-feed: hockey's clock counts up within a period, most others count down; baseball and volleyball keep none. */
export function clockDirection(rules: Pick<EffectiveLiveRules, 'ClockDirection'>): ClockDirection {
  const value = (rules.ClockDirection ?? '').trim().toLowerCase();
  return value === 'up' ? 'up' : value === 'none' ? 'none' : 'down';
}

/**
 * A game clock as fans read it on every scoreboard: whole seconds as M:SS ('7:42', '0:05', '12:00'),
 * minutes unpadded as the live-stats-feed's ClockSeconds counts them; never negative.
 */
export function formatClock(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** The length in seconds of period `period` (regulation or extra), when the rules give one. */
export function periodSeconds(period: number, rules: Pick<EffectiveLiveRules, 'PeriodsRegulation' | 'PeriodMinutes' | 'OTMinutes'>): number | null {
  const regular = positive(rules.PeriodMinutes);
  const minutes = period > rules.PeriodsRegulation ? (positive(rules.OTMinutes) ?? regular) : regular;
  return minutes === null ? null : minutes * 60;
}

/**
 * The game clock as the game centre and the live scoreboard show it, or null for sports without a
 * clock and outside play.
 * ClockSeconds is the clock itself (counting up or down by sport); a missing value reads as the period's
 * start (full length counting down, 0 counting up), and the value is kept within the period's length.
 */
export function gameClockDisplay(game: LiveGame): string | null {
  const { HasStarted, IsComplete, Period, ClockSeconds } = game.Game;
  const rules = effectiveRules(game);
  const direction = clockDirection(rules);
  if (direction === 'none' || !HasStarted || IsComplete) return null;
  const length = periodSeconds(Math.max(1, Period ?? 1), rules);
  const raw = ClockSeconds ?? (direction === 'down' ? (length ?? 0) : 0);
  return formatClock(length === null ? raw : Math.min(length, raw));
}
