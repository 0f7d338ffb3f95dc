import { z } from 'zod';

/**
 * The live game document a stat crew PUTs (shared/api/live-stats-feed.md), parsed into its normalised form:
 * PascalCase as on the wire; numbers and numeric strings interchangeable; missing or null fields become null
 * (arrays become empty); both spellings accepted where two are seen (ClientLiveStatsUrl/URL,
 * ShowExtraPeriodAsOT/ShowExtraPeriodsAsOT, Descriptors/Descriptions), the first kept. Unknown fields are
 * dropped. The parsed output is core/live/live-game.ts's LiveGame, which is also the `state` fans receive.
 */

const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => (value ?? null) as z.output<T> | null);
const orEmpty = <T extends z.ZodType>(schema: z.ZodArray<T>) => schema.nullish().transform((value) => value ?? ([] as z.output<T>[]));

const NUMBER_MESSAGE = 'expected a number or a numeric string';
const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const INVALID = Symbol('invalid');

/**
 * A leaf value read in one step (documents carry thousands of them, so one transform per value instead of a
 * union, an optional and a transform keeps a full game document quick to validate).
 */
function leaf<T>(describe: (value: unknown) => string, convert: (value: unknown) => T | typeof INVALID) {
  // optional(): a key the document leaves out is read as undefined (then null), not refused.
  return z.unknown().optional().transform((value, ctx): T => {
    const result = convert(value);
    if (result !== INVALID) return result;
    ctx.issues.push({ code: 'custom', message: describe(value), input: value });
    return z.NEVER;
  });
}

const shown = (value: unknown) => (typeof value === 'string' ? `'${value.slice(0, 40)}'` : Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value);

/** A number, or a string holding one; '' and a missing value are null. */
function toNumber(value: unknown): number | null | typeof INVALID {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : INVALID;
  if (typeof value !== 'string') return INVALID;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return NUMERIC.test(trimmed) ? Number(trimmed) : INVALID;
}
const num = leaf((value) => `${NUMBER_MESSAGE}, got ${shown(value)}`, toNumber);

/** A period score: a number, or a mark for a period not played ('X', '-', ''). */
const periodNumber = leaf(
  (value) => `${NUMBER_MESSAGE}, got ${shown(value)}`,
  (value) => {
    if (typeof value === 'string') return NUMERIC.test(value.trim()) ? Number(value.trim()) : null;
    return toNumber(value);
  },
);

/** A string; a number is taken as its decimal text (ids, codes). */
const text = leaf(
  (value) => `expected a string, got ${shown(value)}`,
  (value) => (value === null || value === undefined ? null : typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : INVALID),
);

const FLAGS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
function toFlag(value: unknown): boolean | null | typeof INVALID {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  return typeof value === 'string' && value.toLowerCase() in FLAGS ? FLAGS[value.toLowerCase()]! : INVALID;
}
const nullableFlag = leaf((value) => `expected a boolean, got ${shown(value)}`, toFlag);
const requiredFlag = leaf(
  (value) => `expected a boolean, got ${shown(value)}`,
  (value) => {
    const flag = toFlag(value);
    return flag === null ? false : flag;
  },
);

/** Stat values: strings on the wire, numbers accepted; no value is ''. */
function toStatText(value: unknown): string | typeof INVALID {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : INVALID;
}
const statText = leaf((value) => `expected a string or a number, got ${shown(value)}`, toStatText);

/** A map of stat values (a player's line, a key of labels); a missing map is empty. */
const statMap = z.unknown().optional().transform((value, ctx): Record<string, string> => {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    ctx.issues.push({ code: 'custom', message: `expected an object of stat values, got ${shown(value)}`, input: value });
    return z.NEVER;
  }
  const entries: Array<[string, string]> = [];
  for (const [key, raw] of Object.entries(value)) {
    const converted = toStatText(raw);
    if (converted === INVALID) {
      ctx.issues.push({ code: 'custom', message: `'${key}': expected a string or a number, got ${shown(raw)}`, input: raw });
      return z.NEVER;
    }
    entries.push([key, converted]);
  }
  return Object.fromEntries(entries);
});

/** Renames `alias` to `name` when only the alias is present. */
function spelledEither(aliases: Record<string, string>) {
  return (raw: unknown) => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    const record = { ...(raw as Record<string, unknown>) };
    for (const [alias, name] of Object.entries(aliases)) {
      if ((record[name] === undefined || record[name] === null) && record[alias] !== undefined) record[name] = record[alias];
      delete record[alias];
    }
    return record;
  };
}

export const livePlayerWire = z.object({
  Team: text,
  FirstName: text,
  LastName: text,
  UniformNumber: text,
  Photo: text,
  PersonId: text,
});
const player = orNull(livePlayerWire);

export const livePlayWire = z.object({
  Id: text,
  Type: text,
  Team: text,
  Narrative: text,
  Context: text,
  Action: text,
  Period: num,
  ClockSeconds: num,
  Player: player,
  InvolvedPlayers: orEmpty(z.array(livePlayerWire)),
  Coordinate: orNull(z.object({ X: num, Y: num, Side: text })),
  Score: orNull(z.object({ HomeTeam: num, VisitingTeam: num })),
  Qualifiers: orNull(z.array(z.string())),
});

const lineupEntry = z.object({ Player: player, Position: text });

export const liveTeamWire = z.object({
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
  PeriodScores: orEmpty(z.array(periodNumber)),
  PeriodTimeouts: orEmpty(z.array(periodNumber)),
  Starters: orNull(z.array(lineupEntry)),
  BatOrder: orNull(z.array(lineupEntry)),
});

export const liveRulesWire = z.preprocess(
  spelledEither({ ShowExtraPeriodAsOT: 'ShowExtraPeriodsAsOT' }),
  z.object({
    PeriodMinutes: num,
    PeriodName: text,
    OTMinutes: num,
    ShowExtraPeriodsAsOT: nullableFlag,
    ClockDirection: text,
    ClockSegmentation: text,
  }),
);

export const liveSituationWire = z.object({
  PitchingTeam: text,
  BattingTeam: text,
  Pitcher: player,
  Batter: player,
  OnDeck: player,
  OnFirst: player,
  OnSecond: player,
  OnThird: player,
  WinPitcher: player,
  LossPitcher: player,
  SavePitcher: player,
  PitcherHandedness: text,
  BatterHandedness: text,
  OnDeckHandedness: text,
  PitcherPitchCount: num,
  Balls: num,
  Strikes: num,
  Outs: num,
  Inning: num,
});

/** Game's fields, already in one spelling (deltas carry these). */
export const liveGameInfoFieldsWire = z.object({
  Type: text,
  HasStarted: requiredFlag,
  IsComplete: requiredFlag,
  Source: text,
  NcaaGameId: text,
  ClientId: text,
  ClientAbbrev: text,
  ClientHostname: text,
  Location: text,
  GlobalSportShortname: text,
  BannerMessage: text,
  Officials: text,
  Context: text,
  ClientLiveStatsUrl: text,
  Date: text,
  DateUTC: text,
  StartTime: text,
  EndTime: text,
  Notes: orEmpty(z.array(z.string())),
  StadiumImage: text,
  SiteImage: text,
  Attendance: num,
  PeriodsRegulation: num,
  Period: num,
  ClockSeconds: num,
  Rules: orNull(liveRulesWire),
  HomeTeam: liveTeamWire,
  VisitingTeam: liveTeamWire,
  LastPlays: orEmpty(z.array(livePlayWire)),
  Situation: orNull(liveSituationWire),
});

export const liveGameInfoWire = z.preprocess(spelledEither({ ClientLiveStatsURL: 'ClientLiveStatsUrl' }), liveGameInfoFieldsWire);

export const livePlayerGroupWire = z.preprocess(
  spelledEither({ Descriptions: 'Descriptors' }),
  z.object({
    Title: text,
    Key: statMap,
    Descriptors: statMap,
    Values: orEmpty(z.array(statMap)),
  }),
);

export const liveTeamStatsWire = z.object({
  TopPerformer: player,
  Players: orEmpty(z.array(livePlayerWire)),
  PlayerGroups: z.record(z.string(), livePlayerGroupWire).nullish().transform((value) => value ?? {}),
  Totals: orNull(z.object({ Key: statMap, FullKey: statMap, Values: statMap })),
  PeriodStats: orEmpty(z.array(z.json())),
});

export const liveLeaderWire = z.object({ Player: player, Value: statText });

/** The whole document of PUT /api/v2/live/games/{gameId}. */
export const liveGameDocumentWire = z.object({
  Game: liveGameInfoWire,
  Plays: orEmpty(z.array(livePlayWire)),
  Stats: orNull(z.object({ HomeTeam: orNull(liveTeamStatsWire), VisitingTeam: orNull(liveTeamStatsWire) })),
  Leaders: orNull(z.record(z.string(), z.array(liveLeaderWire))),
  SeasonStats: orNull(z.object({ HomeTeam: z.json().nullish().transform((value) => value ?? null), VisitingTeam: z.json().nullish().transform((value) => value ?? null) })),
});
export type LiveGameDocumentWire = z.output<typeof liveGameDocumentWire>;

/** The answer to an accepted PUT: the document's version and the game's latest event id (unchanged when the document was). */
export const liveIngestResultWire = z.object({
  gameId: z.number().int(),
  version: z.number().int(),
  eventId: z.number().int(),
  changed: z.boolean(),
});
export type LiveIngestResultWire = z.infer<typeof liveIngestResultWire>;
