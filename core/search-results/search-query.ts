import { pageIndexFrom, pageParamOf } from '../paging/paging';
import { queryStringOf, textFrom, type QueryReader } from '../editorial/query-params';
import { SEARCH_RESULT_TYPES, type SearchResultType } from './search-result';

/** The search API takes at most 200 characters. */
export const SEARCH_TEXT_MAX = 200;

export interface SearchQuery {
  /** The trimmed text; '' shows the search form alone. */
  q: string;
  /** One kind of result, or null for all. */
  type: SearchResultType | null;
  page: number;
}

function typeFrom(param: string | null): SearchResultType | null {
  const value = param?.trim().toLowerCase() ?? '';
  return (SEARCH_RESULT_TYPES as readonly string[]).includes(value) ? (value as SearchResultType) : null;
}

// spec 2.1: /search?q={query}; ours: &type= narrows to one kind, &page= pages (1-based).
export function searchQueryFrom(params: QueryReader): SearchQuery {
  return { q: textFrom(params.get('q'), SEARCH_TEXT_MAX), type: typeFrom(params.get('type')), page: pageIndexFrom(params.get('page')) };
}

export function searchQueryString(query: SearchQuery): string {
  return queryStringOf([
    ['q', query.q],
    ['type', query.type],
    ['page', pageParamOf(query.page)],
  ]);
}

/** The kinds of result, as the page names them. */
export const SEARCH_TYPE_LABELS: Record<SearchResultType, { one: string; many: string }> = {
  story: { one: 'Story', many: 'Stories' },
  player: { one: 'Player', many: 'Players' },
  coach: { one: 'Coach', many: 'Coaches' },
  staff: { one: 'Staff', many: 'Staff' },
};

/** '1 result' / '24 results'. */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}
