import { pageIndexFrom, pageParamOf } from '../paging/paging';
import { positiveIntFrom, queryStringOf, type QueryReader } from '../editorial/query-params';

/** /clippings?season=&sport=&page=: the season's start year, a sport id, a page (0-based). */
export interface ClippingsQuery {
  season: number | null;
  sportId: number | null;
  page: number;
}

export function clippingsQueryFrom(params: QueryReader): ClippingsQuery {
  const season = positiveIntFrom(params.get('season'));
  return { season: season !== null && season >= 1000 && season <= 9999 ? season : null, sportId: positiveIntFrom(params.get('sport')), page: pageIndexFrom(params.get('page')) };
}

export function clippingsQueryString(query: ClippingsQuery): string {
  return queryStringOf([
    ['season', query.season],
    ['sport', query.sportId],
    ['page', pageParamOf(query.page)],
  ]);
}
