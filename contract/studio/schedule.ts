import { z } from 'zod';
import { isSafeLink, LINK_MESSAGE } from './notices';
import { studioPageWire, studioPagingQuery, studioPersonWire } from './studio-common';

/**
 * Issue 26: the studio's schedule and results (/api/studio/games, /games/{id}/result, /games/import,
 * /opponents). Dates and times are the school's wall clock: the server turns them into instants with the
 * school's time zone. Every item carries a version (If-Match on PUT and DELETE, 412 with who changed it).
 */

const id = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message }).max(999_999_999, { error: message });
const optionalText = (max: number, what = 'it') =>
  z
    .string({ error: `Enter ${what} as text.` })
    .trim()
    .max(max, { error: `Keep ${what} under ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));
const link = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(2_000, { error: 'Keep the address under 2,000 characters.' })
  .refine((value) => value === '' || isSafeLink(value), { error: LINK_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

export const DATE_MESSAGE = 'Enter the date as YYYY-MM-DD, like 2026-09-05.';
export const TIME_MESSAGE = 'Enter the time as HH:MM on a 24-hour clock, like 18:30, or leave it empty for TBA.';

/** A calendar day that exists ('2026-02-30' does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const calendarDate = z.string({ error: DATE_MESSAGE }).trim().refine(isCalendarDate, { error: DATE_MESSAGE });
/** 'HH:MM' (24-hour) in the school's time zone; null (or empty) is TBA. */
export const wallTime = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { error: TIME_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

/** home (H), away (A) or a neutral site (N). */
export const GAME_LOCATIONS = ['home', 'away', 'neutral'] as const;
export const gameLocation = z.enum(GAME_LOCATIONS, { error: 'Choose home, away or neutral.' });
/** The kinds of game the schedule knows: regular season (conference or not by `conference`), exhibition, scrimmage, tournament. */
export const GAME_KINDS = ['regular', 'exhibition', 'scrimmage', 'tournament'] as const;
export const gameKind = z.enum(GAME_KINDS, { error: 'Choose regular, exhibition, scrimmage or tournament.' });

/**
 * A game's status: scheduled (it goes ahead), postponed, canceled or suspended; the public labels are the
 * spec's ('Postponed', 'Canceled') and 'Suspended'. A result (final score) is posted with PUT /games/{id}/result.
 */
export const GAME_STATUSES = ['scheduled', 'postponed', 'canceled', 'suspended'] as const;
export const gameStatus = z.enum(GAME_STATUSES, { error: 'Choose scheduled, postponed, canceled or suspended.' });

/** POST /games and PUT /games/{id}: the whole game (PUT replaces every field). */
export const gameBody = z
  .object({
    sportId: id('Choose a sport.'),
    /** The sport's season; none puts it in the sport's current season. */
    seasonId: id('Choose a season.').nullish(),
    date: calendarDate,
    time: wallTime,
    /** An opponent of the school (GET /opponents); or none with an event title (a meet, a tournament). */
    opponentId: id('Choose an opponent from the list, or add one.').nullish(),
    eventTitle: optionalText(200, 'the event name'),
    location: gameLocation,
    /** The town ('Boulder, Colo.'). */
    city: optionalText(200, 'the town'),
    facility: optionalText(200, 'the facility'),
    conference: z.boolean({ error: 'Say whether it is a conference game.' }).default(false),
    kind: gameKind.default('regular'),
    status: gameStatus.default('scheduled'),
    tv: optionalText(120, 'the TV channel'),
    radio: optionalText(120, 'the radio station'),
    streamUrl: link,
    ticketsUrl: link,
    notes: optionalText(1_000, 'the notes'),
  })
  .refine((game) => game.opponentId != null || (game.eventTitle ?? '') !== '', { error: 'Choose an opponent, or name the event.', path: ['opponentId'] });
export type GameBody = z.infer<typeof gameBody>;

/** W/L/T from the school's side. */
export const GAME_DECISIONS = ['W', 'L', 'T'] as const;
const score = z
  .string({ error: 'Enter the score as a number.' })
  .trim()
  .regex(/^\d{1,4}$/, { error: 'Enter the score as a number.' });

/** PUT /games/{id}/result: the final score, or null to clear a result posted by mistake. */
export const gameResultBody = z
  .object({
    decision: z.enum(GAME_DECISIONS, { error: 'Choose W, L or T.' }),
    teamScore: score,
    opponentScore: score,
    /** 'OT', '2OT', 'F/10': shown after the score. */
    postscore: optionalText(20, 'the note after the score'),
  })
  .refine((result) => {
    const team = Number(result.teamScore);
    const opponent = Number(result.opponentScore);
    return result.decision === 'W' ? team > opponent : result.decision === 'L' ? team < opponent : team === opponent;
  }, { error: 'The score does not match W, L or T.', path: ['decision'] })
  .nullable();
export type GameResultBody = z.infer<typeof gameResultBody>;

export const gameResultWire = z.object({ decision: z.enum(GAME_DECISIONS), teamScore: z.string(), opponentScore: z.string(), postscore: z.string().nullable() });

/** One game as the studio edits it. */
export const studioGameWire = z.object({
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: studioPersonWire.nullable(),
  sportId: z.number().int(),
  seasonId: z.number().int(),
  season: z.string(),
  /** The start as an instant (ISO), and as the school's wall clock. */
  startsAt: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  opponentId: z.number().int().nullable(),
  /** The opponent's name, or the event's title. */
  opponent: z.string(),
  eventTitle: z.string().nullable(),
  location: gameLocation,
  city: z.string().nullable(),
  facility: z.string().nullable(),
  conference: z.boolean(),
  kind: gameKind,
  status: gameStatus,
  tv: z.string().nullable(),
  radio: z.string().nullable(),
  streamUrl: z.string().nullable(),
  ticketsUrl: z.string().nullable(),
  notes: z.string().nullable(),
  result: gameResultWire.nullable(),
  /** A stat crew's feed is running this game: its score is the feed's until it ends. */
  live: z.boolean(),
  /** The studio posted or corrected the final: the feed can no longer move it. */
  resultFinal: z.boolean(),
});
export type StudioGameWire = z.infer<typeof studioGameWire>;

const positiveId = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: message })
    .transform(Number);

/** GET /games?sportId=&seasonId=: a sport's games, newest season first, in date order within it. */
export const studioGameListQuery = z.object({
  sportId: positiveId('must be a sport id'),
  seasonId: positiveId('must be a season id').optional(),
  ...studioPagingQuery,
});
export const studioGamePageWire = studioPageWire(studioGameWire).extend({
  /** The sport's seasons, newest first, for the season picker. */
  seasons: z.array(z.object({ id: z.number().int(), title: z.string(), current: z.boolean() })),
});
export type StudioGamePageWire = z.infer<typeof studioGamePageWire>;

/**
 * POST /games/import: a season's schedule pasted from a spreadsheet, one game per line, cells split by tabs
 * (or commas): date, opponent, location, time. The opponent is matched by name to the school's opponents (or
 * named as an event); location is home, away, neutral (H, A, N, vs, at); an empty time is TBA. Nothing is
 * written unless every row is right: a 400 names each row in error (`fields` 'rows.3': 'Row 3: ...').
 */
export const gameImportBody = z.object({
  sportId: id('Choose a sport.'),
  seasonId: id('Choose a season.').nullish(),
  table: z
    .string({ error: 'Paste the schedule: date, opponent, location, time on each line.' })
    .max(100_000, { error: 'Paste at most 100,000 characters at a time.' })
    .refine((value) => value.trim() !== '', { error: 'Paste the schedule: date, opponent, location, time on each line.' }),
  /** true checks and answers what would be added without writing. */
  dryRun: z.boolean().default(false),
});
export type GameImportBody = z.infer<typeof gameImportBody>;

/** At most this many games per paste. */
export const GAME_IMPORT_MAX_ROWS = 200;

export const gameImportWire = z.object({
  /** The games added (none on a dry run). */
  created: z.array(studioGameWire),
  /** Each row read: its line number, what was understood. */
  rows: z.array(z.object({ row: z.number().int(), date: z.string(), time: z.string().nullable(), opponent: z.string(), opponentId: z.number().int().nullable(), location: gameLocation })),
});
export type GameImportWire = z.infer<typeof gameImportWire>;

// ---- Opponents ----

const opponentName = z.string({ error: "Enter the opponent's name." }).trim().min(1, { error: "Enter the opponent's name." }).max(120, { error: 'Keep the name under 120 characters.' });
const color = z
  .string({ error: 'Enter a colour like #1f3a93.' })
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, { error: 'Enter a colour like #1f3a93.' })
  .nullish()
  .transform((value) => value ?? null);

/** POST /opponents and PUT /opponents/{id}. The logo is a photo of the media library (its id). */
export const opponentBody = z.object({
  name: opponentName,
  shortName: optionalText(60, 'the short name'),
  mascot: optionalText(60, 'the mascot'),
  city: optionalText(120, 'the town'),
  website: link,
  logoId: id('Choose a logo from the media library.').nullish(),
  primaryColor: color,
  conference: z.boolean({ error: 'Say whether it is in the conference.' }).default(false),
});
export type OpponentBody = z.infer<typeof opponentBody>;

export const studioOpponentWire = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  slug: z.string(),
  mascot: z.string(),
  city: z.string(),
  website: z.string().nullable(),
  /** The logo's public address. */
  logo: z.string().nullable(),
  /** The media-library image the logo is (for the editor's picker); null when it is not one of the library's. */
  logoId: z.number().int().nullable(),
  primaryColor: z.string(),
  conference: z.boolean(),
});
export type StudioOpponentWire = z.infer<typeof studioOpponentWire>;

export const studioOpponentListQuery = z.object({ q: z.string().trim().max(120).optional(), ...studioPagingQuery });
export const studioOpponentPageWire = studioPageWire(studioOpponentWire);

// ---- Results due (issue 48) ----

/** How far back GET /games/results-due looks for started games without a result. */
export const RESULTS_DUE_DAYS = 14;

/** One game that has started and has no final score yet: the game, its sport's name and whether it is the school's today. */
export const resultDueWire = studioGameWire.extend({ sport: z.string(), today: z.boolean() });

/**
 * GET /games/results-due: the school's games (going ahead, not postponed or canceled) that started before the
 * server's now, in the last RESULTS_DUE_DAYS days, with no result: today's first in start order, then the
 * earlier ones newest first. `today` is the school's date (YYYY-MM-DD) at the server's now.
 */
export const resultsDueWire = z.object({ items: z.array(resultDueWire), today: z.string(), days: z.number().int() });
export type ResultsDueWire = z.infer<typeof resultsDueWire>;
