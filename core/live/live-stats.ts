import { GameState } from '../games/game-state';
import { schoolIsHome } from '../games/live-event-item';
import { effectiveRules, livePeriodLabel } from './live-clock';
import type { LiveGame, LiveTeam } from './live-game';

/** spec 3: Live stats, one team. */
export interface LiveStatsTeam {
  score: number | null;
  name: string | null;
  period_scores: Array<number | null>;
  timeouts: Array<number | null>;
}

/** spec 3: Live stats (has_started, is_complete, clock seconds, period, home, away, school and opponent team). */
export interface LiveStats {
  has_started: boolean;
  is_complete: boolean;
  clock_seconds: number | null;
  period: { number: number | null; regulation: number; name: string };
  home: LiveStatsTeam;
  away: LiveStatsTeam;
  school: LiveStatsTeam;
  opponent: LiveStatsTeam;
}

function statsTeam(team: LiveTeam): LiveStatsTeam {
  return { score: team.Score, name: team.Name, period_scores: team.PeriodScores, timeouts: team.PeriodTimeouts };
}

/** The spec's Live stats of a document; the school is the away team when the location indicator is A (spec 3). */
export function toLiveStats(game: LiveGame, locationIndicator: string): LiveStats {
  const home = statsTeam(game.Game.HomeTeam);
  const away = statsTeam(game.Game.VisitingTeam);
  const schoolHome = schoolIsHome(locationIndicator);
  return {
    has_started: game.Game.HasStarted,
    is_complete: game.Game.IsComplete,
    clock_seconds: game.Game.ClockSeconds,
    period: { number: game.Game.Period, regulation: effectiveRules(game).PeriodsRegulation, name: livePeriodLabel(game) },
    home,
    away,
    school: schoolHome ? home : away,
    opponent: schoolHome ? away : home,
  };
}

/**
 * spec 4: the game state a document implies: complete → GameComplete, started → Live; a document that has
 * not started says nothing (null: keep the schedule's state).
 */
export function liveGameState(game: LiveGame): GameState | null {
  if (game.Game.IsComplete) return GameState.GameComplete;
  if (game.Game.HasStarted) return GameState.Live;
  return null;
}

/** The school's result once complete: 'W', 'L' or 'T'; null before. */
export function liveResultStatus(game: LiveGame, locationIndicator: string): 'W' | 'L' | 'T' | null {
  if (!game.Game.IsComplete) return null;
  const stats = toLiveStats(game, locationIndicator);
  const school = stats.school.score ?? 0;
  const opponent = stats.opponent.score ?? 0;
  return school > opponent ? 'W' : school < opponent ? 'L' : 'T';
}
