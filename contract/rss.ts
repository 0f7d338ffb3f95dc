import { z } from 'zod';

/** GET /Rss item (v2-reference 28; `rssFolowUrl` is spelled so there). sportId 0 is the all-sports feed. */
export const rssFeedWire = z.object({
  rssUrl: z.string(),
  rssFolowUrl: z.string(),
  sportId: z.number().int(),
  sportTitle: z.string(),
  sportShortName: z.string(),
  sportRank: z.number().int(),
});
export type RssFeedWire = z.infer<typeof rssFeedWire>;
export const rssFeedsWire = z.array(rssFeedWire);
