import { pageIndexFrom, pageParamOf } from '../paging/paging';
import { positiveIntFrom, queryStringOf, textFrom, type QueryReader } from '../editorial/query-params';

/** What the archive lists: a headline search, a year, a sport and a page (0-based). */
export interface ArchiveQuery {
  search: string;
  seasonYear: number | null;
  sportId: number | null;
  page: number;
}

/** The archive API takes at most 200 characters of search text. */
export const ARCHIVE_SEARCH_MAX = 200;

/**
 * The archive query a URL asks for: `?search=&season=&sport=&page=`. A sport archive
 * (/sports/{slug}/archives) fixes the sport, whatever the query says.
 */
export function archiveQueryFrom(params: QueryReader, fixedSportId: number | null = null): ArchiveQuery {
  const season = positiveIntFrom(params.get('season'));
  return {
    search: textFrom(params.get('search'), ARCHIVE_SEARCH_MAX),
    seasonYear: season !== null && season >= 1000 && season <= 9999 ? season : null,
    sportId: fixedSportId ?? positiveIntFrom(params.get('sport')),
    page: pageIndexFrom(params.get('page')),
  };
}

/** The query string of an archive URL (the fixed sport of a sport archive stays in its path). */
export function archiveQueryString(query: ArchiveQuery, options: { sportInPath?: boolean } = {}): string {
  return queryStringOf([
    ['search', query.search],
    ['season', query.seasonYear],
    ['sport', options.sportInPath ? null : query.sportId],
    ['page', pageParamOf(query.page)],
  ]);
}

/** True when the reader narrowed the list (so an empty list says no story matched, not that there are none). */
export function isFiltered(query: ArchiveQuery, options: { sportInPath?: boolean } = {}): boolean {
  return query.search !== '' || query.seasonYear !== null || (!options.sportInPath && query.sportId !== null);
}
