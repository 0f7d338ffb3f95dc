import { liveEventSides, type LiveEventTeam } from '../games/live-event-item';
import { gameClockDisplay, type EffectiveLiveRules } from './game-clock';
import { effectiveRules, livePeriodLabel } from './live-clock';
import type { LiveGame, LiveSide, LiveTeam } from './live-game';
import type { LiveSportKind } from './live-sport';
import { periodHeading } from './period-names';
import { splitRank } from './player-names';

export interface LiveTeamView {
  side: LiveSide;
  name: string;
  /** The poll rank carried in the feed's Name ('#7 Lakeview' → 7). */
  rank: number | null;
  score: number;
  /** The record before the game, or after it once the feed has one. */
  record: string | null;
  logo: string | null;
  color: string | null;
  textColor: string | null;
  isSchool: boolean;
}

export interface LineScoreRow {
  side: LiveSide;
  name: string;
  /** One cell per period heading; null for a period not (yet) played. */
  periods: Array<number | null>;
  total: number;
  /** Timeouts per period, as the feed counts them; null where it gives none. */
  timeouts: Array<number | null>;
}

export interface LineScoreView {
  headings: string[];
  /** Visiting team first, as a line score reads. */
  rows: [LineScoreRow, LineScoreRow];
  hasTimeouts: boolean;
}

/** The head of the game centre: both teams, the status line and the clock. */
export interface GameCentreView {
  kind: LiveSportKind;
  rules: EffectiveLiveRules;
  hasStarted: boolean;
  isComplete: boolean;
  /** 'Pregame', '2nd Half', 'Top 5th', 'OT', 'Final', 'Final/2OT'. */
  status: string;
  /** MM:SS, or null for sports without a clock and outside play. */
  clock: string | null;
  /** Visiting team first. */
  teams: [LiveTeamView, LiveTeamView];
  lineScore: LineScoreView;
}

function asEventTeam(team: LiveTeam): LiveEventTeam {
  return { icon: team.Logo, name: team.Name ?? '', abbreviation: team.NcaaSchoolCode, Score: team.Score, color: team.Color };
}

/** A team colour from the feed as CSS ('0b2545' or '#0B2545' → '#0b2545'); anything else is none. */
export function teamColor(value: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  return match ? `#${match[1]!.toLowerCase()}` : null;
}

function teamView(team: LiveTeam, side: LiveSide, isSchool: boolean, isComplete: boolean): LiveTeamView {
  const { name, rank } = splitRank(team.Name);
  return {
    side,
    name: name || (side === 'HomeTeam' ? 'Home' : 'Visitors'),
    rank,
    score: Math.max(0, team.Score ?? 0),
    record: (isComplete ? team.PostgameRecord || team.CurrentRecord : team.CurrentRecord) || null,
    logo: team.Logo || null,
    color: teamColor(team.Color),
    textColor: teamColor(team.TextColor),
    isSchool,
  };
}

function periodsPlayed(game: LiveGame, rules: EffectiveLiveRules): number {
  const { HomeTeam, VisitingTeam, Period, HasStarted } = game.Game;
  const reached = HasStarted ? Math.trunc(Period ?? 1) : 0;
  return Math.max(rules.PeriodsRegulation, HomeTeam.PeriodScores.length, VisitingTeam.PeriodScores.length, reached);
}

function lineRow(team: LiveTeamView, source: LiveTeam, count: number): LineScoreRow {
  const cell = (values: Array<number | null>, index: number) => values[index] ?? null;
  return {
    side: team.side,
    name: team.name,
    periods: Array.from({ length: count }, (_, index) => cell(source.PeriodScores, index)),
    total: team.score,
    timeouts: Array.from({ length: count }, (_, index) => cell(source.PeriodTimeouts, index)),
  };
}

/**
 * The game centre's head from a live document. spec 3 live event item: the school is the away team
 * when the location indicator is A, otherwise home (core/games liveEventSides).
 */
export function gameCentreView(game: LiveGame, options: { locationIndicator: string }): GameCentreView {
  const info = game.Game;
  const rules = effectiveRules(game);
  const sides = liveEventSides({ home: asEventTeam(info.HomeTeam), away: asEventTeam(info.VisitingTeam) }, options.locationIndicator);
  const visiting = teamView(info.VisitingTeam, 'VisitingTeam', !sides.schoolIsHome, info.IsComplete);
  const home = teamView(info.HomeTeam, 'HomeTeam', sides.schoolIsHome, info.IsComplete);
  const count = periodsPlayed(game, rules);
  const rows: [LineScoreRow, LineScoreRow] = [lineRow(visiting, info.VisitingTeam, count), lineRow(home, info.HomeTeam, count)];
  return {
    kind: rules.kind,
    rules,
    hasStarted: info.HasStarted,
    isComplete: info.IsComplete,
    status: livePeriodLabel(game) || 'Pregame',
    clock: gameClockDisplay(game),
    teams: [visiting, home],
    lineScore: {
      headings: Array.from({ length: count }, (_, index) => periodHeading(index + 1, rules)),
      rows,
      hasTimeouts: rows.some((row) => row.timeouts.some((value) => value !== null)),
    },
  };
}
