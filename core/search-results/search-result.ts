/** What the site search finds (spec 2.1 Search). */
export const SEARCH_RESULT_TYPES = ['story', 'player', 'coach', 'staff'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

export interface SearchResult {
  type: SearchResultType;
  id: number;
  title: string;
  /** Plain text around the matches. */
  snippet: string;
  /** The same text as sanitised HTML, each match in <mark>. */
  snippet_html: string;
  /** The site page of the result. */
  url: string;
  image: { url: string; alt: string } | null;
  /** Stories: the post date. */
  date: string | null;
  sport: { id: number; title: string; slug: string } | null;
}
