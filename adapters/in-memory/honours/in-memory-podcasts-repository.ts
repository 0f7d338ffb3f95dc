import { emptyPage, type PageRequest, type Paged } from '../../../core/paging/paging';
import type { PodcastEpisode, PodcastFilters, PodcastShow, PodcastsSettings } from '../../../core/podcasts/podcast';
import type { PodcastsRepository } from '../../../core/podcasts/podcasts-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answerOr, pageOf } from './honours-support';

export interface PodcastsData {
  /** The published episodes, newest first (the API's order). */
  episodes: PodcastEpisode[];
  shows: PodcastShow[];
  settings: PodcastsSettings | null;
}

export class InMemoryPodcastsRepository implements PodcastsRepository {
  constructor(private readonly deps: InMemoryDeps<PodcastsData>) {}

  /** Only what is published by now: an episode dated later is not out yet. */
  private published(data: PodcastsData): PodcastEpisode[] {
    const now = this.deps.clock.now();
    return data.episodes.filter((episode) => !(Date.parse(episode.publishedAt) > now));
  }

  episodes(request: PageRequest & PodcastFilters): Promise<Paged<PodcastEpisode>> {
    return answerOr(this.deps, 'podcast episodes', emptyPage<PodcastEpisode>(request.pageIndex), (data) => {
      const episodes = this.published(data).filter(
        (episode) =>
          (request.categoryId === undefined || episode.show.id === request.categoryId) &&
          (request.sportId === undefined || episode.sports.some((sport) => sport.id === request.sportId)),
      );
      return pageOf(episodes, request);
    });
  }

  episode(id: number): Promise<PodcastEpisode | undefined> {
    return answerOr(this.deps, 'podcast episode', undefined, (data) => this.published(data).find((episode) => episode.id === id));
  }

  shows(): Promise<PodcastShow[]> {
    return answerOr(this.deps, 'podcast shows', [], (data) => [...data.shows]);
  }

  settings(): Promise<PodcastsSettings | null> {
    return answerOr(this.deps, 'podcasts settings', null, (data) => data.settings);
  }
}
