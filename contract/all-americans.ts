import { z } from 'zod';
import { honourImageWire } from './hall-of-fame';
import { sportRefWire } from './sports';

/**
 * One All-American selection. The reference lists only /AllAmerican/groupings and /settings, so the
 * list (GET /AllAmerican) and the bio (GET /AllAmerican/{id}) are ours, in the HallOfFame style.
 * `url` is the site's /all-americans/{id}; `rosterUrl` the current roster bio when the honoree is still on a roster.
 */
export const allAmericanWire = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  year: z.number().int(),
  /** 'First Team', 'Second Team', 'Third Team' or 'Honorable Mention'. */
  team: z.string(),
  selector: z.string(),
  position: z.string(),
  hometown: z.string(),
  classYear: z.string(),
  sport: sportRefWire,
  /** HTML paragraphs. */
  bio: z.string(),
  image: honourImageWire.nullish(),
  url: z.string(),
  playerId: z.number().int().nullish(),
  rosterPlayerId: z.number().int().nullish(),
  rosterUrl: z.string().nullish(),
});
export type AllAmericanWire = z.infer<typeof allAmericanWire>;

/** GET /api/v2/AllAmerican: every selection and the same selections bucketed by the chosen grouping. */
export const allAmericansWire = z.object({
  members: z.array(allAmericanWire),
  groups: z.record(z.string(), z.array(allAmericanWire)),
  grouping: z.string(),
});
export type AllAmericansWire = z.infer<typeof allAmericansWire>;

/** GET /api/v2/AllAmerican/settings: the reference gives no shape; ours mirrors HallOfFame/settings. */
export const allAmericanSettingsWire = z.object({
  allAmericanTitle: z.string(),
  allAmericanBlurb: z.string().nullish(),
  /** A grouping slug of /AllAmerican/groupings. */
  allAmericanDefaultFilter: z.string(),
});
export type AllAmericanSettingsWire = z.infer<typeof allAmericanSettingsWire>;
