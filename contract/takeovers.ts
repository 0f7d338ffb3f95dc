import { z } from 'zod';

/** spec 3: Takeover. `url` and `cookie` may be missing on other backends; the site then shows nothing. */
export const takeoverWire = z.object({
  type: z.string(),
  id: z.number().int(),
  url: z.string().nullish(),
  cookie: z.string().nullish(),
});
export type TakeoverWire = z.infer<typeof takeoverWire>;

/**
 * GET /api/v2/Takeovers?sportId= (ours: the reference gives no shape). The takeovers of one sport
 * (sportId 0 or none: the home page) that are running now, and the site's takeover config.
 */
export const takeoversWire = z.object({
  takeovers: z.array(takeoverWire),
  // spec 9: default isConcurrent false.
  config: z.object({ isConcurrent: z.boolean().default(false) }),
});
export type TakeoversWire = z.infer<typeof takeoversWire>;
