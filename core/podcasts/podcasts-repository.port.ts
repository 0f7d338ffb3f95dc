import type { PageRequest, Paged } from '../paging/paging';
import type { PodcastEpisode, PodcastFilters, PodcastShow, PodcastsSettings } from './podcast';

/** spec 8: every method degrades (empty page, [], undefined, null) instead of throwing. */
export interface PodcastsRepository {
  /** spec 7: $pageIndex, $pageSize, sportId and categoryId. */
  episodes(request: PageRequest & PodcastFilters): Promise<Paged<PodcastEpisode>>;
  episode(id: number): Promise<PodcastEpisode | undefined>;
  shows(): Promise<PodcastShow[]>;
  settings(): Promise<PodcastsSettings | null>;
}
