import type { EffectiveLiveRules } from './game-clock';
import { ordinal } from './live-clock';

/** 'OT' for the first extra period, '2OT', '3OT'... after it. */
export function overtimeLabel(extra: number): string {
  return extra <= 1 ? 'OT' : `${extra}OT`;
}

function showsOvertime(rules: Pick<EffectiveLiveRules, 'ShowExtraPeriodsAsOT'>): boolean {
  return rules.ShowExtraPeriodsAsOT ?? true;
}

/** A line score's column heading for period `period`: '1', '2'..., then 'OT', '2OT' where extra periods show as OT. */
export function periodHeading(period: number, rules: Pick<EffectiveLiveRules, 'PeriodsRegulation' | 'ShowExtraPeriodsAsOT'>): string {
  if (period > rules.PeriodsRegulation && showsOvertime(rules)) return overtimeLabel(period - rules.PeriodsRegulation);
  return String(period);
}

/**
 * The name of a period in the play-by-play: '2nd Half', '3rd Quarter', '5th Inning', 'Set 3', 'OT', '2OT'
 * (the game's status line, with the half inning, is live-clock.ts livePeriodLabel).
 */
export function periodName(period: number, rules: Pick<EffectiveLiveRules, 'PeriodsRegulation' | 'ShowExtraPeriodsAsOT' | 'PeriodName' | 'kind'>): string {
  const n = Math.max(1, Math.trunc(period));
  if (n > rules.PeriodsRegulation && showsOvertime(rules)) return overtimeLabel(n - rules.PeriodsRegulation);
  const name = rules.PeriodName?.trim() || (rules.kind === 'baseball' || rules.kind === 'softball' ? 'Inning' : 'Period');
  if (/^(set|game)$/i.test(name)) return `${name} ${n}`;
  return `${ordinal(n)} ${name}`;
}
