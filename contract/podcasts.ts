import { z } from 'zod';
import { pageEnvelope } from './paging';

export const podcastSportWire = z.object({
  id: z.number().int(),
  title: z.string(),
  shortName: z.string().nullish(),
  globalSportNameSlug: z.string().nullish(),
});

/**
 * GET /api/v2/Podcasts item: one episode (v2-reference 14). `url` is the audio file on our own origin,
 * `absoluteUrl` the same with the origin; `categoryId` is the show. Fields after `sports` are ours.
 */
export const podcastEpisodeWire = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML show notes. */
  description: z.string(),
  rawDescription: z.string(),
  dateCreated: z.string(),
  datePublished: z.string(),
  absoluteUrl: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** Bytes, as a string (RSS enclosure length). */
  enclosureLength: z.string(),
  enclosureType: z.string(),
  imageFilePath: z.string(),
  imageFileName: z.string(),
  imagePath: z.string(),
  categoryId: z.number().int(),
  categoryImagePath: z.string(),
  categoryImageFilePath: z.string(),
  categoryImageFileName: z.string(),
  categoryName: z.string().nullish(),
  sports: z.array(podcastSportWire),
  slug: z.string().nullish(),
  categorySlug: z.string().nullish(),
  /** Length in seconds. */
  duration: z.number().int().nullish(),
  /** The site's player page: /podcasts/{podcastSlug}/{podcastId}. */
  pageUrl: z.string().nullish(),
});
export type PodcastEpisodeWire = z.infer<typeof podcastEpisodeWire>;

export const podcastsPageWire = pageEnvelope(podcastEpisodeWire);

/** GET /api/v2/Podcasts/categories item: one show. `mediaId` has no media library here: it is the show's id. */
export const podcastCategoryWire = z.object({
  id: z.number().int(),
  title: z.string(),
  mediaId: z.number(),
  slug: z.string().nullish(),
  description: z.string().nullish(),
  hostName: z.string().nullish(),
  imageUrl: z.string().nullish(),
  episodeCount: z.number().int().nullish(),
  sport: podcastSportWire.nullish(),
});
export type PodcastCategoryWire = z.infer<typeof podcastCategoryWire>;

export const podcastCategoriesWire = z.array(podcastCategoryWire);

/** GET /api/v2/Podcasts/settings: v2 gives no shape, so the v2.1 shape is used. */
export const podcastSettingsWire = z.object({
  siteHostName: z.string(),
  title: z.string(),
  description: z.string(),
  rssImage: z.string(),
  authorName: z.string(),
  managingEmail: z.string(),
  showAllInFeed: z.boolean(),
  /** HTML shown above the podcast list. */
  hubContent: z.string(),
});
export type PodcastSettingsWire = z.infer<typeof podcastSettingsWire>;

/**
 * GET /api/v2.1/Podcasts item (v2-reference 14): the v2 item plus `podPubdate` (the publication date,
 * as datePublished) and `podId` (the episode's id, as id): the names of the columns they come from.
 */
export const podcastEpisodeV21Wire = podcastEpisodeWire.extend({
  podPubdate: z.string(),
  podId: z.number().int(),
});
export type PodcastEpisodeV21Wire = z.infer<typeof podcastEpisodeV21Wire>;

/** POST /api/v2.1/Podcasts/{podcastId}/play and /download: no body (the reference sends none), or an empty object. */
export const podcastActionRequestWire = z.object({}).strict();

/** POST /api/v2.1/Podcasts/{podcastId}/recordProgress: no body, or how far the listener got, in seconds from the start. */
export const podcastProgressRequestWire = z
  .object({
    seconds: z.number().int().min(0),
  })
  .strict();
export type PodcastProgressRequestWire = z.infer<typeof podcastProgressRequestWire>;

/** The answer to a podcast action, once it is stored: how many of this action the episode has now. */
export const podcastActionResultWire = z.object({
  podcastId: z.number().int(),
  action: z.enum(['download', 'play', 'recordProgress']),
  count: z.number().int(),
  /** recordProgress: the position stored (null when the call sent none). */
  seconds: z.number().int().nullable(),
});
export type PodcastActionResultWire = z.infer<typeof podcastActionResultWire>;
