import type { LiveRules } from '../../../core/live/live-game';
import { defaultLiveRules, type LiveSportKind } from '../../../core/live/live-sport';
import type { StatFamily } from '../stat-sheet';
import type { StatCrewGame } from './statcrew-game';
import { clockSeconds } from './text-values';

// Families and live sport kinds share their names; tennis and wrestling have no live game centre of their own.
const KINDS: Partial<Record<StatFamily, LiveSportKind>> = {
  basketball: 'basketball',
  volleyball: 'volleyball',
  soccer: 'soccer',
  fieldhockey: 'fieldhockey',
  lacrosse: 'lacrosse',
  hockey: 'hockey',
  baseball: 'baseball',
  softball: 'softball',
  football: 'football',
};

export const liveKindOf = (family: StatFamily): LiveSportKind => KINDS[family] ?? 'other';

// One Type covers baseball and softball (and one family men's and women's sports): the code says which where only one fits.
const SPORT_CODES: Partial<Record<StatFamily, string>> = { baseball: 'baseball', softball: 'softball', football: 'football' };

export const sportCodeOf = (family: StatFamily): string | null => SPORT_CODES[family] ?? null;

/** The goal sports, whose scoring plays the feed calls 'Goal'. */
export const isGoalFamily = (family: StatFamily): boolean => family === 'soccer' || family === 'fieldhockey' || family === 'lacrosse' || family === 'hockey';

/** Innings and sets are numbered, never 'OT'. */
export const numbersOnly = (family: StatFamily): boolean => family === 'baseball' || family === 'softball' || family === 'volleyball';

export interface DocumentRules {
  type: string;
  regulation: number;
  rules: LiveRules;
}

const TIMED_PERIOD_NAMES: Record<number, string> = { 2: 'Half', 3: 'Period', 4: 'Quarter' };

/** The sport's rules with what the file's venue says (periods, minutes, overtime minutes). */
export function documentRules(game: StatCrewGame, family: StatFamily): DocumentRules {
  const { DocumentType, PeriodsRegulation, ...defaults } = defaultLiveRules(liveKindOf(family));
  const { venue } = game;
  const regulation = venue.periods !== null && venue.periods > 0 ? venue.periods : PeriodsRegulation;
  const timed = defaults.ClockDirection !== 'None';
  const rules: LiveRules = {
    ...defaults,
    PeriodMinutes: timed ? (venue.periodMinutes ?? defaults.PeriodMinutes) : defaults.PeriodMinutes,
    OTMinutes: timed ? (venue.overtimeMinutes ?? defaults.OTMinutes) : defaults.OTMinutes,
    // Women's basketball plays quarters, men's halves: the file's period count says which.
    PeriodName: timed ? (TIMED_PERIOD_NAMES[regulation] ?? defaults.PeriodName) : defaults.PeriodName,
    // Soccer files keep the match's minutes counting up from kick-off, as the scoreboard shows them.
    ClockDirection: family === 'soccer' ? 'Up' : defaults.ClockDirection,
  };
  return { type: DocumentType, regulation, rules };
}

function periodLength(period: number, regulation: number, rules: LiveRules): number | null {
  const minutes = period > regulation ? (rules.OTMinutes ?? rules.PeriodMinutes) : rules.PeriodMinutes;
  return minutes === null ? null : minutes * 60;
}

/**
 * The document's ClockSeconds from the file's clock. Files keep the scoreboard's clock: time left in the
 * period for most sports (hockey's too, where the feed counts up instead), and the match's running minutes
 * for soccer (the feed counts within the period).
 */
export function documentClock(game: StatCrewGame, family: StatFamily, setup: DocumentRules): number | null {
  const seconds = clockSeconds(game.status.clock ?? undefined);
  if (seconds === null || setup.rules.ClockDirection === 'None') return null;
  const period = Math.max(1, game.status.period ?? 1);
  const length = periodLength(period, setup.regulation, setup.rules);
  if (family === 'hockey') return length === null ? seconds : Math.max(0, length - seconds);
  if (family === 'soccer') {
    let before = 0;
    for (let earlier = 1; earlier < period; earlier += 1) before += periodLength(earlier, setup.regulation, setup.rules) ?? 0;
    return Math.max(0, seconds - before);
  }
  return seconds;
}

/** A clock that moved from where a period starts: below the full length counting down, above 0 counting up. */
export function clockMoved(clock: number | null, game: StatCrewGame, setup: DocumentRules): boolean {
  if (clock === null) return false;
  if (setup.rules.ClockDirection === 'Up') return clock > 0;
  const length = periodLength(Math.max(1, game.status.period ?? 1), setup.regulation, setup.rules);
  return length !== null && clock < length;
}

/** 'YYYY-MM-DD' → the feed's 'M/D/YYYY'. */
export function feedDate(day: string | null): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : null;
}

/** The period of a scoring play from its line-score label ('2', 'OT', '2OT'). */
export function periodNumber(label: string, periods: readonly string[], regulation: number): number | null {
  const index = periods.indexOf(label);
  if (index >= 0) return index + 1;
  const trimmed = label.trim().toUpperCase();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const overtime = /^(\d*)OT$/.exec(trimmed);
  return overtime ? regulation + (overtime[1] ? Number(overtime[1]) : 1) : null;
}

/** A scoring play's clock: '12:34' as seconds, a minute mark (67') as its minute's start. */
export function playClockSeconds(clock: string | null): number | null {
  if (!clock) return null;
  const seconds = clockSeconds(clock);
  if (seconds !== null) return seconds;
  const minute = /^(\d{1,3})(\+\d+)?'$/.exec(clock.trim());
  return minute ? Number(minute[1]) * 60 : null;
}
