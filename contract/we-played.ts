import { z } from 'zod';
import { pageEnvelope } from './paging';

/**
 * A WePlayed highlight clip (v2-reference 32). `saGameId` is our game id, `saTeamId` the sport id and
 * `saAthleteId` the featured roster player's id (null for a team play). `previewGif` and `previewWebp`
 * name the animated preview image.
 */
export const wePlayedClipWire = z.object({
  name: z.string(),
  description: z.string(),
  descriptionHtml: z.string().nullable(),
  cover: z.string(),
  previewGif: z.string(),
  previewWebp: z.string(),
  views: z.number().int().nullable(),
  created: z.string(),
  lastUpdated: z.string(),
  saGameId: z.number().int(),
  saTeamId: z.number().int(),
  saAthleteId: z.number().int().nullable(),
  links: z.object({ embed: z.string(), api: z.string().nullable() }),
  action: z.string().nullable(),
  id: z.string(),
  eventTs: z.string(),
});
export type WePlayedClipWire = z.infer<typeof wePlayedClipWire>;

/** GET /api/v2/WePlayed/game?gameId= (the game's clips in game order) and GET /WePlayed/latest (newest first). */
export const wePlayedPageWire = pageEnvelope(wePlayedClipWire);
