import type { Paged } from '../paging/paging';
import type { Sport } from '../sports/sport';
import type { PodcastEpisode, PodcastShow, PodcastsSettings } from './podcast';
import type { PodcastListQuery } from './podcast-rules';

/** Loader data of podcast_list. */
export interface PodcastListData {
  settings: PodcastsSettings | null;
  shows: PodcastShow[];
  /** The sports a visitor can filter by. */
  sports: Sport[];
  query: PodcastListQuery;
  episodes: Paged<PodcastEpisode>;
}

/** Loader data of podcast_player. */
export interface PodcastPlayerData {
  episode: PodcastEpisode;
  show: PodcastShow | null;
  /** More episodes of the same show (without this one). */
  more: PodcastEpisode[];
}
