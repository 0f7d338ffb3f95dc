import { podcastCategoriesWire, podcastEpisodeWire, podcastSettingsWire, podcastsPageWire } from '../../contract/podcasts';
import { emptyPage, type PageRequest, type Paged } from '../../core/paging/paging';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { PodcastEpisode, PodcastFilters, PodcastShow, PodcastsSettings } from '../../core/podcasts/podcast';
import type { PodcastsRepository } from '../../core/podcasts/podcasts-repository.port';
import { getParsedOr } from './get-parsed';
import { toPaged } from './honours-paging';
import { toPodcastEpisode, toPodcastShow, toPodcastsSettings } from './podcasts-mapper';

export class ApiPodcastsRepository implements PodcastsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async episodes(request: PageRequest & PodcastFilters): Promise<Paged<PodcastEpisode>> {
    // spec 7: paging $pageIndex and $pageSize, plus sportId and categoryId.
    const query = { $pageIndex: request.pageIndex, $pageSize: request.pageSize, sportId: request.sportId, categoryId: request.categoryId };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Podcasts', query }, podcastsPageWire, null);
    return wire ? toPaged(wire, toPodcastEpisode) : emptyPage(request.pageIndex);
  }

  async episode(id: number): Promise<PodcastEpisode | undefined> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Podcasts/${id}` }, podcastEpisodeWire, undefined);
    return wire ? toPodcastEpisode(wire) : undefined;
  }

  async shows(): Promise<PodcastShow[]> {
    return (await getParsedOr(this.http, this.logger, { path: '/Podcasts/categories' }, podcastCategoriesWire, [])).map(toPodcastShow);
  }

  async settings(): Promise<PodcastsSettings | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/Podcasts/settings' }, podcastSettingsWire, null);
    return wire ? toPodcastsSettings(wire) : null;
  }
}
