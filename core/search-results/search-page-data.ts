import type { Paged } from '../paging/paging';
import type { SearchQuery } from './search-query';
import type { SearchResult } from './search-result';

export interface SearchPageData {
  query: SearchQuery;
  /** Null when there was nothing to search for. */
  results: Paged<SearchResult> | null;
}
