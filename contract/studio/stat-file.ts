import { z } from 'zod';

/**
 * Issue 45: a stat crew's file (StatCrew XML: bbgame, fbgame, bsgame, vbgame, sogame, lcgame, hkgame) as the
 * game's box score. POST /api/studio/games/{gameId}/stat-file with the raw XML (Content-Type: application/xml)
 * or a multipart field `file`; `dryRun=1` only checks (Check), `side=H|V` names the school's side where the
 * game's home/away and the names cannot, `final=1` confirms the game is over when the file does not say so.
 */
export const statFileQuery = z.object({
  dryRun: z.enum(['0', '1', 'true', 'false'], { error: 'dryRun is 1 or 0.' }).optional().transform((value) => value === '1' || value === 'true'),
  side: z.enum(['H', 'V', 'h', 'v'], { error: 'side is H (the school was the home side) or V (the visitors).' }).optional().transform((value) => value?.toUpperCase() as 'H' | 'V' | undefined),
  final: z.enum(['0', '1', 'true', 'false'], { error: 'final is 1 or 0.' }).optional().transform((value) => value === '1' || value === 'true'),
});
export type StatFileQuery = z.infer<typeof statFileQuery>;

export const statFilePeriodWire = z.object({
  /** '1', '2', 'OT'; innings and sets by number. */
  label: z.string(),
  teamScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
});

export const statFilePlayerWire = z.object({ name: z.string(), jersey: z.string() });

export const statFileResultWire = z.object({
  gameId: z.number().int(),
  /** The file's root element: 'bbgame', 'fbgame', ... */
  root: z.string(),
  /** The software that wrote it ('StatInput 1'). */
  source: z.string(),
  /** The file says the game is over (null: it does not say; staff confirm with final=1). */
  complete: z.boolean().nullable(),
  /** Which side of the file is the school (H home, V visitors), and how that was decided. */
  schoolSide: z.enum(['H', 'V']),
  sideFrom: z.enum(['home-away', 'name', 'request']),
  teams: z.object({ school: z.string(), opponent: z.string() }),
  /** Scores as the file has them for the school's side and the opponent's (sets won in volleyball). */
  teamScore: z.number().nullable(),
  opponentScore: z.number().nullable(),
  periods: z.array(statFilePeriodWire),
  players: z.object({
    /** The school's players matched to the season's roster. */
    matched: z.number().int(),
    /** The school's players who match nobody on the roster: shown under the file's name, without a bio link. */
    unmatched: z.array(statFilePlayerWire),
    /** The opponent's players, shown as named. */
    opponent: z.number().int(),
  }),
  /** What differs from the schedule and needs a look (a date or opponent name), and why no result was posted. */
  warnings: z.array(z.string()),
  /** False on a dry run (Check) and when the same file was saved already (nothing changed). */
  saved: z.boolean(),
  /** The result was posted with this save (complete, or confirmed final). */
  resultPosted: z.boolean(),
  /** The box score's version after this request (null before any). */
  boxScoreVersion: z.number().int().nullable(),
});
export type StatFileResultWire = z.infer<typeof statFileResultWire>;

/** GET /api/studio/games/{gameId}/box-score/history: the box score's versions, newest first. */
export const boxScoreHistoryWire = z.object({
  items: z.array(
    z.object({
      version: z.number().int(),
      at: z.string(),
      by: z.string(),
      /** 'create' (a first box score written in a batch: the demo's), 'baseline' (as imported), 'stat-file', 'live-final', 'restore'. */
      action: z.string(),
      source: z.string().nullable(),
      teamScore: z.number().int(),
      opponentScore: z.number().int(),
    }),
  ),
});
export type BoxScoreHistoryWire = z.infer<typeof boxScoreHistoryWire>;

export const boxScoreRestoredWire = z.object({ gameId: z.number().int(), version: z.number().int() });
