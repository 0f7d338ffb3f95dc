import fc from 'fast-check';
import type { LiveGame, LivePlay, LivePlayer, LiveTeam } from '../../../core/live/live-game';

export function player(team: 'HomeTeam' | 'VisitingTeam', first: string, last: string, number = '1'): LivePlayer {
  return { Team: team, FirstName: first, LastName: last, UniformNumber: number, Photo: null, PersonId: null };
}

export function team(overrides: Partial<LiveTeam> = {}): LiveTeam {
  return {
    Id: '1',
    Name: 'Team',
    Score: 0,
    CurrentRecord: null,
    PostgameRecord: null,
    NcaaSchoolCode: null,
    Color: null,
    TextColor: null,
    Logo: null,
    Url: null,
    PeriodScores: [],
    PeriodTimeouts: [],
    Starters: null,
    BatOrder: null,
    ...overrides,
  };
}

export function play(overrides: Partial<LivePlay> = {}): LivePlay {
  return {
    Id: null,
    Type: null,
    Team: null,
    Narrative: null,
    Context: null,
    Action: null,
    Period: 1,
    ClockSeconds: null,
    Player: null,
    InvolvedPlayers: [],
    Coordinate: null,
    Score: null,
    Qualifiers: null,
    ...overrides,
  };
}

/** A live document with sensible empty parts; `game` overrides fields of Game. */
export function liveGame(game: Partial<LiveGame['Game']> = {}, rest: Partial<Omit<LiveGame, 'Game'>> = {}): LiveGame {
  return {
    Game: {
      Type: 'BasketballGame',
      HasStarted: true,
      IsComplete: false,
      Source: null,
      NcaaGameId: null,
      ClientId: null,
      ClientAbbrev: null,
      ClientHostname: null,
      Location: null,
      GlobalSportShortname: 'wbball',
      BannerMessage: null,
      Officials: null,
      Context: null,
      ClientLiveStatsUrl: null,
      Date: null,
      DateUTC: null,
      StartTime: null,
      EndTime: null,
      Notes: [],
      StadiumImage: null,
      SiteImage: null,
      Attendance: null,
      PeriodsRegulation: 4,
      Period: 1,
      ClockSeconds: 600,
      Rules: null,
      HomeTeam: team({ Id: 'H', Name: 'Ridgemont' }),
      VisitingTeam: team({ Id: 'V', Name: 'Lakeview' }),
      LastPlays: [],
      Situation: null,
      ...game,
    },
    Plays: [],
    Stats: null,
    Leaders: null,
    SeasonStats: null,
    ...rest,
  };
}

/** Scores, clock and period of a game under way (the parts that change between updates). */
export const liveChange = fc.record({
  home: fc.integer({ min: 0, max: 150 }),
  visiting: fc.integer({ min: 0, max: 150 }),
  clock: fc.option(fc.integer({ min: -100, max: 4000 }), { nil: null }),
  period: fc.integer({ min: 1, max: 7 }),
});

export function withChange(base: LiveGame, change: { home: number; visiting: number; clock: number | null; period: number }): LiveGame {
  return {
    ...base,
    Game: {
      ...base.Game,
      ClockSeconds: change.clock,
      Period: change.period,
      HomeTeam: { ...base.Game.HomeTeam, Score: change.home },
      VisitingTeam: { ...base.Game.VisitingTeam, Score: change.visiting },
    },
  };
}
