import { archivesPageWire } from '../../contract/archives';
import { filterOptionsWire } from '../../contract/press-clips';
import { relatedStoriesPageWire, storyWire } from '../../contract/stories';
import { emptyPage, PAGE_SIZE, type Paged } from '../../core/paging/paging';
import type { FilterOption } from '../../core/editorial/filter-option';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { ArchiveQuery } from '../../core/stories/archive-query';
import type { Story, StorySummary } from '../../core/stories/story';
import type { StoriesRepository } from '../../core/stories/stories-repository.port';
import { getParsedOr } from './get-parsed';
import { toArchiveSummary, toFilterOption, toRelatedSummary, toStory } from './story-mapper';

export class ApiStoriesRepository implements StoriesRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async story(day: string, slug: string): Promise<Story | undefined> {
    const path = `/Stories/${encodeURIComponent(day)}/${encodeURIComponent(slug)}`;
    const wire = await getParsedOr(this.http, this.logger, { path }, storyWire, undefined);
    return wire ? toStory(wire) : undefined;
  }

  async related(storyId: number, count: number): Promise<StorySummary[]> {
    const query = { storyId, $pageIndex: 0, $pageSize: count };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Stories/related', query }, relatedStoriesPageWire, null);
    return wire ? wire.items.map(toRelatedSummary) : [];
  }

  async archive(query: ArchiveQuery): Promise<Paged<StorySummary>> {
    const wire = await getParsedOr(
      this.http,
      this.logger,
      {
        path: '/Archives',
        query: {
          search: query.search || undefined,
          seasonYear: query.seasonYear ?? undefined,
          sportId: query.sportId ?? undefined,
          $pageIndex: query.page,
          $pageSize: PAGE_SIZE,
        },
      },
      archivesPageWire,
      null,
    );
    return wire ? { ...wire, items: wire.items.map(toArchiveSummary) } : emptyPage(query.page);
  }

  async archiveSeasons(): Promise<FilterOption[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Archives/filters/seasons' }, filterOptionsWire, [])).map(toFilterOption);
  }

  async archiveSports(): Promise<FilterOption[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Archives/filters/sports' }, filterOptionsWire, [])).map(toFilterOption);
  }
}
