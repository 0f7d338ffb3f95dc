/**
 * The live game document of a stat crew (shared/api/live-stats-feed.md), normalised: PascalCase as on the
 * wire, numbers as numbers, one spelling per field (ClientLiveStatsUrl, ShowExtraPeriodsAsOT, Descriptors),
 * and every field present (null or empty when the feed left it out). This is what the server stores and
 * what fans receive as the full state; deltas (live-delta.ts) change it.
 */

/** A JSON value (parts of the feed whose shape the format leaves open). */
export type LiveJson = string | number | boolean | null | LiveJson[] | { [key: string]: LiveJson };

export type LiveSide = 'HomeTeam' | 'VisitingTeam';

export interface LivePlayer {
  /** 'HomeTeam' or 'VisitingTeam' on conforming feeds. */
  Team: string | null;
  FirstName: string | null;
  LastName: string | null;
  UniformNumber: string | null;
  Photo: string | null;
  PersonId: string | null;
}

export interface LiveCoordinate {
  X: number | null;
  Y: number | null;
  Side: string | null;
}

export interface LivePlay {
  Id: string | null;
  Type: string | null;
  Team: string | null;
  Narrative: string | null;
  Context: string | null;
  Action: string | null;
  Period: number | null;
  ClockSeconds: number | null;
  Player: LivePlayer | null;
  InvolvedPlayers: LivePlayer[];
  Coordinate: LiveCoordinate | null;
  Score: { HomeTeam: number | null; VisitingTeam: number | null } | null;
  /** Soccer plays only. */
  Qualifiers: string[] | null;
}

/** Baseball and softball line-ups. */
export interface LiveLineupEntry {
  Player: LivePlayer | null;
  Position: string | null;
}

export interface LiveTeam {
  Id: string | null;
  /** May carry a rank prefix such as '#7'. */
  Name: string | null;
  Score: number | null;
  CurrentRecord: string | null;
  PostgameRecord: string | null;
  NcaaSchoolCode: string | null;
  Color: string | null;
  TextColor: string | null;
  Logo: string | null;
  Url: string | null;
  /** A period not (yet) played may be null. */
  PeriodScores: Array<number | null>;
  PeriodTimeouts: Array<number | null>;
  Starters: LiveLineupEntry[] | null;
  BatOrder: LiveLineupEntry[] | null;
}

export interface LiveRules {
  PeriodMinutes: number | null;
  PeriodName: string | null;
  OTMinutes: number | null;
  ShowExtraPeriodsAsOT: boolean | null;
  /** 'Down' (basketball, football, soccer...), 'Up' (hockey) or 'None' (baseball, volleyball). */
  ClockDirection: string | null;
  ClockSegmentation: string | null;
}

/** Baseball and softball only. */
export interface LiveSituation {
  PitchingTeam: string | null;
  BattingTeam: string | null;
  Pitcher: LivePlayer | null;
  Batter: LivePlayer | null;
  OnDeck: LivePlayer | null;
  OnFirst: LivePlayer | null;
  OnSecond: LivePlayer | null;
  OnThird: LivePlayer | null;
  WinPitcher: LivePlayer | null;
  LossPitcher: LivePlayer | null;
  SavePitcher: LivePlayer | null;
  PitcherHandedness: string | null;
  BatterHandedness: string | null;
  OnDeckHandedness: string | null;
  PitcherPitchCount: number | null;
  Balls: number | null;
  Strikes: number | null;
  Outs: number | null;
  /** May be fractional for the half inning (3.5 = bottom of the 3rd). */
  Inning: number | null;
}

export interface LiveGameInfo {
  /** The sport's document kind, e.g. 'BaseballSoftballGame', 'FootballGame'. */
  Type: string | null;
  HasStarted: boolean;
  IsComplete: boolean;
  Source: string | null;
  NcaaGameId: string | null;
  ClientId: string | null;
  ClientAbbrev: string | null;
  ClientHostname: string | null;
  Location: string | null;
  GlobalSportShortname: string | null;
  BannerMessage: string | null;
  Officials: string | null;
  Context: string | null;
  ClientLiveStatsUrl: string | null;
  /** 'M/D/YYYY'. */
  Date: string | null;
  DateUTC: string | null;
  StartTime: string | null;
  EndTime: string | null;
  Notes: string[];
  StadiumImage: string | null;
  SiteImage: string | null;
  Attendance: number | null;
  PeriodsRegulation: number | null;
  Period: number | null;
  ClockSeconds: number | null;
  Rules: LiveRules | null;
  HomeTeam: LiveTeam;
  VisitingTeam: LiveTeam;
  /** The most recent plays only. */
  LastPlays: LivePlay[];
  Situation: LiveSituation | null;
}

export interface LivePlayerGroup {
  Title: string | null;
  /** Short key → label. */
  Key: Record<string, string>;
  Descriptors: Record<string, string>;
  /** One map of values per player. */
  Values: Array<Record<string, string>>;
}

export interface LiveTotals {
  Key: Record<string, string>;
  FullKey: Record<string, string>;
  Values: Record<string, string>;
}

export interface LiveTeamStats {
  TopPerformer: LivePlayer | null;
  Players: LivePlayer[];
  /** Group name ('Batting', 'Passing', ...) → group. */
  PlayerGroups: Record<string, LivePlayerGroup>;
  Totals: LiveTotals | null;
  /** Per period; the format leaves its shape open. */
  PeriodStats: LiveJson[];
}

export interface LiveLeader {
  Player: LivePlayer | null;
  Value: string;
}

/** The whole document. */
export interface LiveGame {
  Game: LiveGameInfo;
  /** Every play, oldest first (empty when the feed sends only LastPlays). */
  Plays: LivePlay[];
  Stats: { HomeTeam: LiveTeamStats | null; VisitingTeam: LiveTeamStats | null } | null;
  /** Category name ('Points', 'Goals', ...) → leaders. */
  Leaders: Record<string, LiveLeader[]> | null;
  SeasonStats: { HomeTeam: LiveJson; VisitingTeam: LiveJson } | null;
}

/** A game's live state at one event: what `event: state` and GET /live/games/{gameId} carry. */
export interface LiveGameSnapshot {
  gameId: number;
  /** The latest event folded into `game`. */
  eventId: number;
  /** When the server stored it (ISO). */
  updatedAt: string;
  game: LiveGame;
}
