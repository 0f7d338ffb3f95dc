import { z } from 'zod';

/** GET /api/studio/games?sportId=: a sport's games of the school, for the story editor's related-game picker. */
export const studioGamesQuery = z.object({
  sportId: z.string().regex(/^[1-9]\d{0,8}$/, 'must be a sport id').transform(Number),
});

export const studioGameChoiceWire = z.object({
  id: z.number().int(),
  /** The game's start, ISO. */
  date: z.string(),
  /** The opponent, or a meet's own name. */
  opponent: z.string(),
  /** spec 3: home, away or neutral site. */
  location: z.enum(['home', 'away', 'neutral']),
  season: z.string(),
});
export type StudioGameChoiceWire = z.infer<typeof studioGameChoiceWire>;

export const studioGamesWire = z.object({ items: z.array(studioGameChoiceWire) });
export type StudioGamesWire = z.infer<typeof studioGamesWire>;
