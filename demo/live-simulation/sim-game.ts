import type { LiveGame, LivePlay, LiveSide, LiveSituation, LiveTeam } from '../../core/live/live-game';
import type { LiveSportRules } from '../../core/live/live-sport';
import type { SimPlayer, SimSetup, SimTeamSetup } from './sim-types';
import { leaders, StatBook, teamStats, toLivePlayer, type StatSheet } from './stat-sheet';

/** How many of the latest plays Game.LastPlays carries. */
const LAST_PLAYS = 5;

export interface PlayInput {
  type: string;
  side: LiveSide | null;
  narrative: string;
  player?: SimPlayer;
  involved?: SimPlayer[];
  action?: string;
  context?: string;
  qualifiers?: string[];
}

export const other = (side: LiveSide): LiveSide => (side === 'HomeTeam' ? 'VisitingTeam' : 'HomeTeam');

/** '#23 Jordan Cole' → 'COLE,JORDAN', the stat-crew narrative style. */
export function crewName(player: SimPlayer): string {
  return `${player.lastName.toUpperCase()},${player.firstName.toUpperCase()}`;
}

/** The state every sport's simulation shares, and the stat crew's document built from it. */
export class SimGame {
  period = 0;
  clock: number | null = null;
  started = false;
  complete = false;
  readonly score: Record<LiveSide, number> = { HomeTeam: 0, VisitingTeam: 0 };
  readonly periodScores: Record<LiveSide, Array<number | null>> = { HomeTeam: [], VisitingTeam: [] };
  readonly timeouts: Record<LiveSide, number[]> = { HomeTeam: [], VisitingTeam: [] };
  readonly plays: LivePlay[] = [];
  situation: LiveSituation | null = null;
  context: string | null = null;
  banner: string | null = null;
  attendance: number;
  lineups: Partial<Record<LiveSide, { starters: Array<{ player: SimPlayer; position: string }>; order: Array<{ player: SimPlayer; position: string }> }>> = {};
  readonly book = new StatBook();

  constructor(
    readonly setup: SimSetup,
    readonly rules: LiveSportRules,
    readonly sheet: StatSheet,
  ) {
    this.attendance = 800 + Math.floor(setup.random() * 6000);
  }

  team(side: LiveSide): SimTeamSetup {
    return side === 'HomeTeam' ? this.setup.home : this.setup.visiting;
  }

  get random(): () => number {
    return this.setup.random;
  }

  /** Starts the next period with its clock (down from the period's length, up from zero, or none). */
  startPeriod(minutes: number | null = this.period + 1 > this.rules.PeriodsRegulation ? this.rules.OTMinutes : this.rules.PeriodMinutes): void {
    this.period += 1;
    this.started = true;
    for (const side of ['HomeTeam', 'VisitingTeam'] as const) this.periodScores[side].push(0);
    const direction = this.rules.ClockDirection;
    this.clock = direction === 'None' || minutes === null ? null : direction === 'Up' ? 0 : minutes * 60;
  }

  addScore(side: LiveSide, points: number): void {
    this.score[side] += points;
    const index = this.period - 1;
    this.periodScores[side][index] = (this.periodScores[side][index] ?? 0) + points;
  }

  /** Points within the period only (volleyball: the team score counts sets). */
  addPeriodPoints(side: LiveSide, points: number): void {
    const index = this.period - 1;
    this.periodScores[side][index] = (this.periodScores[side][index] ?? 0) + points;
  }

  addPlay(input: PlayInput): void {
    this.plays.push({
      Id: String(this.plays.length + 1),
      Type: input.type,
      Team: input.side,
      Narrative: input.narrative,
      Context: input.context ?? this.context,
      Action: input.action ?? null,
      Period: this.period,
      ClockSeconds: this.clock,
      Player: input.player && input.side ? toLivePlayer(input.side, input.player) : null,
      InvolvedPlayers: (input.involved ?? []).map((player) => toLivePlayer(input.side ?? 'HomeTeam', player)),
      Coordinate: null,
      Score: { HomeTeam: this.score.HomeTeam, VisitingTeam: this.score.VisitingTeam },
      Qualifiers: input.qualifiers ?? null,
    });
  }

  finish(): void {
    this.complete = true;
    this.clock = this.rules.ClockDirection === 'None' ? null : this.rules.ClockDirection === 'Up' ? (this.rules.PeriodMinutes ?? 0) * 60 : 0;
    this.banner = null;
  }

  private liveTeam(side: LiveSide): LiveTeam {
    const team = this.team(side);
    const lineup = this.lineups[side];
    const entries = (list: Array<{ player: SimPlayer; position: string }>) => list.map((entry) => ({ Player: toLivePlayer(side, entry.player), Position: entry.position }));
    return {
      Id: team.id,
      Name: team.name,
      Score: this.score[side],
      CurrentRecord: team.record,
      PostgameRecord: null,
      NcaaSchoolCode: null,
      Color: team.color,
      TextColor: team.textColor,
      Logo: team.logo,
      Url: null,
      PeriodScores: [...this.periodScores[side]],
      PeriodTimeouts: [...this.timeouts[side]],
      Starters: lineup ? entries(lineup.starters) : null,
      BatOrder: lineup ? entries(lineup.order) : null,
    };
  }

  document(): LiveGame {
    const { setup, rules } = this;
    const { DocumentType, PeriodsRegulation, ...gameRules } = rules;
    const start = setup.start;
    const periodStats = (side: LiveSide) => this.periodScores[side].map((points, index) => ({ Period: String(index + 1), Score: String(points ?? 0) }));
    const sides = [
      { side: 'HomeTeam' as const, players: setup.home.players },
      { side: 'VisitingTeam' as const, players: setup.visiting.players },
    ];
    return {
      Game: {
        Type: DocumentType,
        HasStarted: this.started,
        IsComplete: this.complete,
        Source: 'Athletics live stats simulator',
        NcaaGameId: null,
        ClientId: null,
        ClientAbbrev: setup.clientAbbrev,
        ClientHostname: null,
        Location: setup.location,
        GlobalSportShortname: setup.sportCode,
        BannerMessage: this.banner,
        Officials: null,
        Context: this.context,
        ClientLiveStatsUrl: null,
        Date: `${start.getUTCMonth() + 1}/${start.getUTCDate()}/${start.getUTCFullYear()}`,
        DateUTC: start.toISOString(),
        StartTime: setup.startTime,
        EndTime: null,
        Notes: [],
        StadiumImage: null,
        SiteImage: null,
        Attendance: this.started ? this.attendance : null,
        PeriodsRegulation,
        Period: this.period,
        ClockSeconds: this.clock,
        Rules: gameRules,
        HomeTeam: this.liveTeam('HomeTeam'),
        VisitingTeam: this.liveTeam('VisitingTeam'),
        LastPlays: this.plays.slice(-LAST_PLAYS),
        Situation: this.situation,
      },
      Plays: [...this.plays],
      Stats: {
        HomeTeam: teamStats(this.sheet, this.book, 'HomeTeam', setup.home.players, periodStats('HomeTeam')),
        VisitingTeam: teamStats(this.sheet, this.book, 'VisitingTeam', setup.visiting.players, periodStats('VisitingTeam')),
      },
      Leaders: leaders(this.sheet, this.book, sides),
      SeasonStats: null,
    };
  }
}
