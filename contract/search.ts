import { z } from 'zod';
import { pageEnvelope } from './paging';

export const SEARCH_RESULT_TYPES = ['story', 'player', 'coach', 'staff'] as const;

/**
 * GET /Search?q= item (ours; the reference gives no shape): full-text hits over stories, players,
 * coaches and staff, best first.
 */
export const searchResultWire = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  /** The story, roster player, roster coach or staff member id. */
  id: z.number().int(),
  title: z.string(),
  /** Plain text around the matches. */
  snippet: z.string(),
  /** The same text, HTML-escaped, with each match in <mark>…</mark>. */
  snippetHtml: z.string(),
  /** The site page of the result. */
  url: z.string(),
  image: z.object({ url: z.string(), altText: z.string() }).nullish(),
  /** Stories: the post date. */
  date: z.string().nullish(),
  sport: z.object({ id: z.number().int(), title: z.string(), globalSportNameSlug: z.string() }).nullish(),
  rank: z.number(),
});
export type SearchResultWire = z.infer<typeof searchResultWire>;
export const searchPageWire = pageEnvelope(searchResultWire);
