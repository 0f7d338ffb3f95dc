/** spec 3: podcast (field detail not shown there; these are the API's, v2-reference 14). */
export interface PodcastSportRef {
  id: number;
  title: string;
  slug: string | null;
}

export interface PodcastEpisode {
  id: number;
  title: string;
  slug: string;
  /** Content HTML (show notes). */
  description: string;
  /** The show notes as plain text. */
  summary: string;
  publishedAt: string;
  /** The audio file. */
  audioUrl: string;
  audioType: string;
  sizeBytes: number | null;
  imageUrl: string | null;
  show: { id: number; title: string | null; slug: string | null };
  sports: PodcastSportRef[];
  durationSeconds: number | null;
  /** The site's player page: /podcasts/{podcastSlug}/{podcastId}. */
  pageUrl: string;
}

/** A show (the API's podcast category). */
export interface PodcastShow {
  id: number;
  title: string;
  slug: string | null;
  description: string | null;
  hostName: string | null;
  imageUrl: string | null;
  episodeCount: number | null;
  sport: PodcastSportRef | null;
}

export interface PodcastsSettings {
  title: string;
  description: string;
  /** Content HTML shown above the list. */
  hubContent: string;
}

/** spec 7: the podcast list filters. */
export interface PodcastFilters {
  sportId?: number;
  categoryId?: number;
}
