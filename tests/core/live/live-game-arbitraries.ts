import fc from 'fast-check';
import type { LiveGame, LiveLeader, LivePlay, LivePlayer, LivePlayerGroup, LiveTeam, LiveTeamStats } from '../../../core/live/live-game';

// Small value pools, so random documents often share parts (the "unchanged" paths of a diff get exercised too).
const small = fc.constantFrom('a', 'b', 'c');
const text = fc.option(small, { nil: null });
const num = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });

export const playerArb: fc.Arbitrary<LivePlayer> = fc.record({
  Team: fc.constantFrom('HomeTeam', 'VisitingTeam'),
  FirstName: text,
  LastName: text,
  UniformNumber: text,
  Photo: fc.constant(null),
  PersonId: text,
});

export const playArb: fc.Arbitrary<LivePlay> = fc.record({
  Id: fc.constantFrom('1', '2', '3'),
  Type: fc.constantFrom('GOOD', 'MISS', 'Goal'),
  Team: fc.constantFrom('HomeTeam', 'VisitingTeam'),
  Narrative: text,
  Context: text,
  Action: text,
  Period: num,
  ClockSeconds: num,
  Player: fc.option(playerArb, { nil: null }),
  InvolvedPlayers: fc.array(playerArb, { maxLength: 2 }),
  Coordinate: fc.option(fc.record({ X: num, Y: num, Side: text }), { nil: null }),
  Score: fc.option(fc.record({ HomeTeam: num, VisitingTeam: num }), { nil: null }),
  Qualifiers: fc.option(fc.array(small, { maxLength: 2 }), { nil: null }),
});

const teamArb: fc.Arbitrary<LiveTeam> = fc.record({
  Id: text,
  Name: text,
  Score: num,
  CurrentRecord: text,
  PostgameRecord: text,
  NcaaSchoolCode: text,
  Color: text,
  TextColor: text,
  Logo: text,
  Url: text,
  PeriodScores: fc.array(num, { maxLength: 4 }),
  PeriodTimeouts: fc.array(num, { maxLength: 4 }),
  Starters: fc.option(fc.array(fc.record({ Player: fc.option(playerArb, { nil: null }), Position: text }), { maxLength: 2 }), { nil: null }),
  BatOrder: fc.constant(null),
});

const statMap = fc.dictionary(small, small, { maxKeys: 3 });
const groupArb: fc.Arbitrary<LivePlayerGroup> = fc.record({ Title: text, Key: statMap, Descriptors: statMap, Values: fc.array(statMap, { maxLength: 2 }) });
const teamStatsArb: fc.Arbitrary<LiveTeamStats> = fc.record({
  TopPerformer: fc.option(playerArb, { nil: null }),
  Players: fc.array(playerArb, { maxLength: 2 }),
  // Includes keys that are Object.prototype names, which a careless merge would turn into prototype writes.
  PlayerGroups: fc.dictionary(fc.constantFrom('Batting', 'Pitching', '__proto__', 'constructor'), groupArb, { maxKeys: 3 }),
  Totals: fc.option(fc.record({ Key: statMap, FullKey: statMap, Values: statMap }), { nil: null }),
  PeriodStats: fc.array(fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 2 }), statMap), { maxLength: 2 }),
});
const leaderArb: fc.Arbitrary<LiveLeader> = fc.record({ Player: fc.option(playerArb, { nil: null }), Value: small });

export const liveGameArb: fc.Arbitrary<LiveGame> = fc.record({
  Game: fc.record({
    Type: fc.constantFrom('BasketballGame', 'BaseballSoftballGame', null),
    HasStarted: fc.boolean(),
    IsComplete: fc.boolean(),
    Source: text,
    NcaaGameId: text,
    ClientId: text,
    ClientAbbrev: text,
    ClientHostname: text,
    Location: text,
    GlobalSportShortname: fc.constantFrom('mbball', 'baseball', 'wvball', null),
    BannerMessage: text,
    Officials: text,
    Context: text,
    ClientLiveStatsUrl: text,
    Date: text,
    DateUTC: text,
    StartTime: text,
    EndTime: text,
    Notes: fc.array(small, { maxLength: 2 }),
    StadiumImage: text,
    SiteImage: text,
    Attendance: num,
    PeriodsRegulation: num,
    Period: num,
    ClockSeconds: num,
    Rules: fc.option(
      fc.record({ PeriodMinutes: num, PeriodName: text, OTMinutes: num, ShowExtraPeriodsAsOT: fc.option(fc.boolean(), { nil: null }), ClockDirection: fc.constantFrom('Up', 'Down', null), ClockSegmentation: text }),
      { nil: null },
    ),
    HomeTeam: teamArb,
    VisitingTeam: teamArb,
    LastPlays: fc.array(playArb, { maxLength: 2 }),
    Situation: fc.option(
      fc.record({
        PitchingTeam: text,
        BattingTeam: fc.constantFrom('HomeTeam', 'VisitingTeam', null),
        Pitcher: fc.option(playerArb, { nil: null }),
        Batter: fc.option(playerArb, { nil: null }),
        OnDeck: fc.constant(null),
        OnFirst: fc.option(playerArb, { nil: null }),
        OnSecond: fc.constant(null),
        OnThird: fc.constant(null),
        WinPitcher: fc.constant(null),
        LossPitcher: fc.constant(null),
        SavePitcher: fc.constant(null),
        PitcherHandedness: text,
        BatterHandedness: text,
        OnDeckHandedness: text,
        PitcherPitchCount: num,
        Balls: num,
        Strikes: num,
        Outs: num,
        Inning: fc.option(fc.constantFrom(1, 1.5, 2), { nil: null }),
      }),
      { nil: null },
    ),
  }),
  Plays: fc.array(playArb, { maxLength: 4 }),
  Stats: fc.option(fc.record({ HomeTeam: fc.option(teamStatsArb, { nil: null }), VisitingTeam: fc.option(teamStatsArb, { nil: null }) }), { nil: null }),
  Leaders: fc.option(fc.dictionary(fc.constantFrom('Points', 'Rebounds', 'toString'), fc.array(leaderArb, { maxLength: 2 }), { maxKeys: 2 }), { nil: null }),
  SeasonStats: fc.option(fc.record({ HomeTeam: fc.oneof(fc.constant(null), statMap), VisitingTeam: fc.constant(null) }), { nil: null }),
});

/** How a stat crew's document usually moves on: a play appended, a score or clock changed, a stat group replaced. */
export const evolutionArb: fc.Arbitrary<(game: LiveGame) => LiveGame> = fc.oneof(
  playArb.map((play) => (game: LiveGame) => ({ ...game, Plays: [...game.Plays, play], Game: { ...game.Game, LastPlays: [...game.Game.LastPlays.slice(-1), play] } })),
  fc.integer({ min: 0, max: 9 }).map((points) => (game: LiveGame) => ({ ...game, Game: { ...game.Game, HomeTeam: { ...game.Game.HomeTeam, Score: (game.Game.HomeTeam.Score ?? 0) + points } } })),
  fc.integer({ min: 0, max: 600 }).map((clock) => (game: LiveGame) => ({ ...game, Game: { ...game.Game, ClockSeconds: clock } })),
  fc.tuple(fc.constantFrom('Batting', 'Box', '__proto__'), groupArb).map(([name, group]) => (game: LiveGame) => ({
    ...game,
    Stats: { HomeTeam: { ...(game.Stats?.HomeTeam ?? { TopPerformer: null, Players: [], PlayerGroups: {}, Totals: null, PeriodStats: [] }), PlayerGroups: Object.fromEntries([...Object.entries(game.Stats?.HomeTeam?.PlayerGroups ?? {}), [name, group]]) }, VisitingTeam: game.Stats?.VisitingTeam ?? null },
  })),
  fc.integer({ min: 0, max: 3 }).map((keep) => (game: LiveGame) => ({ ...game, Plays: game.Plays.slice(0, keep) })),
  liveGameArb.map((next) => () => next),
);
