import type { LiveGame, LiveRules } from './live-game';
import { defaultLiveRules, liveSportKind, type LiveSportKind } from './live-sport';

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(value: number): string {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[value % 10] ?? 'th';
  return `${value}${suffix}`;
}

/** The rules a document plays by: its own, with the sport's defaults for what it leaves out. */
export function effectiveRules(game: LiveGame): LiveRules & { PeriodsRegulation: number; kind: LiveSportKind } {
  const kind = liveSportKind(game.Game.GlobalSportShortname, game.Game.Type);
  const defaults = defaultLiveRules(kind, game.Game.GlobalSportShortname);
  const own = game.Game.Rules;
  return {
    kind,
    PeriodsRegulation: game.Game.PeriodsRegulation ?? defaults.PeriodsRegulation,
    PeriodMinutes: own?.PeriodMinutes ?? defaults.PeriodMinutes,
    PeriodName: own?.PeriodName ?? defaults.PeriodName,
    OTMinutes: own?.OTMinutes ?? defaults.OTMinutes,
    ShowExtraPeriodsAsOT: own?.ShowExtraPeriodsAsOT ?? defaults.ShowExtraPeriodsAsOT,
    ClockDirection: own?.ClockDirection ?? defaults.ClockDirection,
    ClockSegmentation: own?.ClockSegmentation ?? defaults.ClockSegmentation,
  };
}

/** Baseball and softball: true in the bottom half (Inning x.5, or the home team batting). */
function isBottomHalf(game: LiveGame): boolean {
  const situation = game.Game.Situation;
  if (!situation) return false;
  if (situation.BattingTeam) return situation.BattingTeam === 'HomeTeam';
  return situation.Inning !== null && situation.Inning % 1 !== 0;
}

/**
 * The period as a scoreboard shows it: '2nd Half', '3rd Quarter', 'Top 5th', 'Set 3', 'OT', '2OT', and
 * 'Final' ('Final/OT', 'Final/10' for extra innings) once complete; '' before the start.
 */
export function livePeriodLabel(game: LiveGame): string {
  const { Period, HasStarted, IsComplete } = game.Game;
  const rules = effectiveRules(game);
  const regulation = rules.PeriodsRegulation;
  const period = Period ?? 0;
  const extra = period - regulation;
  const diamond = rules.kind === 'baseball' || rules.kind === 'softball';
  if (IsComplete) {
    if (extra <= 0) return 'Final';
    if (diamond) return `Final/${period}`;
    if (rules.ShowExtraPeriodsAsOT) return extra === 1 ? 'Final/OT' : `Final/${extra}OT`;
    return 'Final';
  }
  if (!HasStarted || period <= 0) return '';
  if (diamond) return `${isBottomHalf(game) ? 'Bot' : 'Top'} ${ordinal(period)}`;
  if (rules.kind === 'volleyball') return `Set ${period}`;
  if (extra > 0 && rules.ShowExtraPeriodsAsOT) return extra === 1 ? 'OT' : `${extra}OT`;
  return `${ordinal(period)} ${rules.PeriodName ?? 'Period'}`;
}
