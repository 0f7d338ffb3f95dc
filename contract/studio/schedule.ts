import { z } from 'zod';
import { isSafeLink, LINK_MESSAGE } from './notices';
import { studioPageWire, studioPagingQuery, studioVersionFields } from './studio-common';

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

/**
 * A field the studio's form does not send yet (the site shows it; the demo and imports set it): optional, and a
 * PUT that leaves it out keeps the stored value (undefined here), where null clears it.
 */
const keptText = (max: number, what: string) =>
  z
    .string({ error: `Enter ${what} as text.` })
    .trim()
    .max(max, { error: `Keep ${what} under ${max} characters.` })
    .nullable()
    .transform((value) => value || null)
    .optional();
const keptLink = z
  .string({ error: LINK_MESSAGE })
  .trim()
  .max(2_000, { error: 'Keep the address under 2,000 characters.' })
  .refine((value) => value === '' || isSafeLink(value), { error: LINK_MESSAGE })
  .nullable()
  .transform((value) => value || null)
  .optional();
const keptFlag = (message: string) => z.boolean({ error: message }).optional();
export const RANK_MESSAGE = 'Enter the ranking as a whole number from 1 to 99, or leave it empty.';
const rank = z.number({ error: RANK_MESSAGE }).int({ error: RANK_MESSAGE }).min(1, { error: RANK_MESSAGE }).max(99, { error: RANK_MESSAGE }).nullable().optional();
export const GAME_LINK_MESSAGE = 'Give each file or link a title (under 120 characters) and a web address.';
/** A titled file or link of a game ('Game Notes', 'Postgame Press Conference'). */
export const gameLinkBody = z.object({
  title: z.string({ error: GAME_LINK_MESSAGE }).trim().min(1, { error: GAME_LINK_MESSAGE }).max(120, { error: GAME_LINK_MESSAGE }),
  url: z.string({ error: LINK_MESSAGE }).trim().max(2_000, { error: 'Keep the address under 2,000 characters.' }).refine(isSafeLink, { error: LINK_MESSAGE }),
});
const gameLinks = z.array(gameLinkBody, { error: GAME_LINK_MESSAGE }).max(20, { error: 'Add at most 20 files or links.' }).optional();
export const END_MESSAGE = 'Enter the end as a date and a time after the start, or leave both empty.';

/**
 * What the site shows of a game beyond the studio's form (issue 47): how its time reads, its end, a doubleheader, a
 * tournament, the spotlight, rankings and its media links. Each is optional and kept by a PUT that leaves it out.
 */
const gameDetailFields = {
  /** The start is not announced: the schedule shows TBA; `time`, when given, only places the game in its day. */
  tba: keptFlag('Say whether the time is to be announced.'),
  /** A meet that runs all day: the schedule shows All Day. */
  allDay: keptFlag('Say whether it runs all day.'),
  /** The end on the school's clock (a meet's last day); both or neither. */
  endDate: calendarDate.nullable().optional(),
  endTime: z
    .string({ error: END_MESSAGE })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: END_MESSAGE })
    .nullable()
    .optional(),
  doubleheader: keptFlag('Say whether it is part of a doubleheader.'),
  /** At a neutral site, the school is the listed home team. */
  neutralHomeTeam: keptFlag('Say whether the school is the home team at the neutral site.'),
  /** A scrimmage closed to the public (status O): it goes ahead, without fans. */
  closed: keptFlag('Say whether it is closed to the public.'),
  /** The school's tournament the game is part of (its name is shown beside the game). */
  tournamentId: id('Choose a tournament of the school.').nullable().optional(),
  /** Featured on the home page and the schedule. */
  spotlight: keptFlag('Say whether the game is in the spotlight.'),
  /** Poll rankings shown before the names ('#12'). */
  teamRank: rank,
  opponentRank: rank,
  /** Who streams it ('ESPN+', 'YouTube'); `streamUrl` is where. */
  streamProvider: keptText(120, 'the stream provider'),
  audioUrl: keptLink,
  statsUrl: keptLink,
  promotion: keptText(120, 'the promotion'),
  promotionUrl: keptLink,
  /** The schedule's custom label ('Exhibition'). */
  label: keptText(120, 'the label'),
  /** Game notes and other files; postgame links. */
  files: gameLinks,
  links: gameLinks,
  /** The game centre (live stats) is offered for it. */
  gameCenter: keptFlag('Say whether the game centre is on.'),
} as const;

/** POST /games and PUT /games/{id}: the whole game (PUT replaces every field but the details it leaves out). */
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
    ...gameDetailFields,
  })
  .refine((game) => game.opponentId != null || (game.eventTitle ?? '') !== '', { error: 'Choose an opponent, or name the event.', path: ['opponentId'] })
  .refine((game) => (game.endDate == null) === (game.endTime == null), { error: END_MESSAGE, path: ['endDate'] })
  .refine((game) => game.endDate == null || game.endTime == null || `${game.endDate} ${game.endTime}` > `${game.date} ${game.time ?? '00:00'}`, { error: END_MESSAGE, path: ['endDate'] });
export type GameBody = z.infer<typeof gameBody>;

/** W/L/T from the school's side; `placing` a meet's place in its field (teamScore the place, opponentScore the field's size). */
export const GAME_DECISIONS = ['W', 'L', 'T'] as const;
export const RESULT_DECISIONS = [...GAME_DECISIONS, 'placing'] as const;
const score = z
  .string({ error: 'Enter the score as a number.' })
  .trim()
  .regex(/^\d{1,4}$/, { error: 'Enter the score as a number.' });
export const PLACING_MESSAGE = 'Enter the place as a number from 1 to the number of teams in the field.';
export const LINE_SCORE_MESSAGE = 'Give the line score a label and one score a side for each period (at most 40).';
const periodCells = z.array(z.string({ error: LINE_SCORE_MESSAGE }).trim().max(10, { error: LINE_SCORE_MESSAGE }), { error: LINE_SCORE_MESSAGE }).max(40, { error: LINE_SCORE_MESSAGE });
/** The score period by period ('1st', '2nd', ..., 'OT'), each side's cells in the periods' order. */
export const lineScoreBody = z
  .object({ label: z.string({ error: LINE_SCORE_MESSAGE }).trim().max(20, { error: LINE_SCORE_MESSAGE }), periods: periodCells, team: periodCells, opponent: periodCells }, { error: LINE_SCORE_MESSAGE })
  .refine((line) => line.team.length === line.periods.length && line.opponent.length === line.periods.length, { error: LINE_SCORE_MESSAGE });

/** PUT /games/{id}/result: the final score, or null to clear a result posted by mistake. */
export const gameResultBody = z
  .object({
    decision: z.enum(RESULT_DECISIONS, { error: 'Choose W, L or T.' }),
    teamScore: score,
    opponentScore: score,
    /** 'OT', '2OT', 'F/10', a volleyball match's sets ('25-20, 23-25, 25-18'): shown after the score. */
    postscore: optionalText(60, 'the note after the score'),
    /** Shown before the score ('878 (+14)', '212 points'); kept when left out. */
    prescore: keptText(60, 'the note before the score'),
    /** Kept when left out while the score stays the same. */
    lineScores: lineScoreBody.nullable().optional(),
  })
  .refine((result) => {
    const team = Number(result.teamScore);
    const opponent = Number(result.opponentScore);
    if (result.decision === 'placing') return true;
    return result.decision === 'W' ? team > opponent : result.decision === 'L' ? team < opponent : team === opponent;
  }, { error: 'The score does not match W, L or T.', path: ['decision'] })
  .refine((result) => result.decision !== 'placing' || (Number(result.teamScore) >= 1 && Number(result.teamScore) <= Number(result.opponentScore)), { error: PLACING_MESSAGE, path: ['teamScore'] })
  .nullable();
export type GameResultBody = z.infer<typeof gameResultBody>;

export const gameResultWire = z.object({ decision: z.enum(RESULT_DECISIONS), teamScore: z.string(), opponentScore: z.string(), postscore: z.string().nullable() });

/** One game as the studio edits it. */
export const studioGameWire = z.object({
  id: z.number().int(),
  ...studioVersionFields,
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
  // The details beyond the studio's form (gameDetailFields), as stored.
  tba: z.boolean(),
  allDay: z.boolean(),
  endDate: z.string().nullable(),
  endTime: z.string().nullable(),
  doubleheader: z.boolean(),
  neutralHomeTeam: z.boolean(),
  closed: z.boolean(),
  tournamentId: z.number().int().nullable(),
  tournament: z.string().nullable(),
  spotlight: z.boolean(),
  teamRank: z.number().int().nullable(),
  opponentRank: z.number().int().nullable(),
  streamProvider: z.string().nullable(),
  audioUrl: z.string().nullable(),
  statsUrl: z.string().nullable(),
  promotion: z.string().nullable(),
  promotionUrl: z.string().nullable(),
  label: z.string().nullable(),
  files: z.array(z.object({ title: z.string(), url: z.string() })),
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  gameCenter: z.boolean(),
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

export const SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens for the address, like lakeview-state.';

/** POST /opponents and PUT /opponents/{id}. The logo is a photo of the media library (its id). */
export const opponentBody = z.object({
  name: opponentName,
  shortName: optionalText(60, 'the short name'),
  mascot: optionalText(60, 'the mascot'),
  city: optionalText(120, 'the town'),
  website: link,
  logoId: id('Choose a logo from the media library.').nullish(),
  primaryColor: color,
  /** Kept when left out (white for a new opponent). */
  secondaryColor: color,
  /** The address of its series pages; on POST only (made from the name when left out): once public, it stays. */
  slug: z.string({ error: SLUG_MESSAGE }).trim().max(80, { error: 'Keep the address under 80 characters.' }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: SLUG_MESSAGE }).optional(),
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
  secondaryColor: z.string(),
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
