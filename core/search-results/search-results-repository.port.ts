import type { Paged } from '../paging/paging';
import type { SearchQuery } from './search-query';
import type { SearchResult } from './search-result';

export interface SearchResultsRepository {
  /** A page of results for a non-blank query, best first; an empty page on failure (spec 8). */
  search(query: SearchQuery): Promise<Paged<SearchResult>>;
}
