import { searchPageWire } from '../../contract/search';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { SearchQuery } from '../../core/search-results/search-query';
import type { SearchResult } from '../../core/search-results/search-result';
import type { SearchResultsRepository } from '../../core/search-results/search-results-repository.port';
import { getParsedOr } from './get-parsed';
import { toSearchResult } from './search-result-mapper';

export class ApiSearchResultsRepository implements SearchResultsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async search(query: SearchQuery): Promise<Paged<SearchResult>> {
    // The API answers a blank q with a 400: there is nothing to ask.
    if (query.q.trim() === '') return emptyPage(query.page);
    const params = { q: query.q, type: query.type ?? undefined, $pageIndex: query.page, $pageSize: PAGE_SIZE };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Search', query: params }, searchPageWire, null);
    return wire ? { ...wire, items: wire.items.map(toSearchResult) } : emptyPage(query.page);
  }
}
