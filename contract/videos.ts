import { z } from 'zod';
import { pageEnvelope } from './paging';
import { sportWire } from './sports';

export const videoSportWire = z.object({ id: z.number().int(), title: z.string(), abbrev: z.string().nullish(), shortName: z.string() });
export const videoCategoryWire = z.object({ id: z.number().int(), title: z.string() });
export type VideoCategoryWire = z.infer<typeof videoCategoryWire>;

/** GET /api/v2/Videos/all-access item (v2-reference 15). `duration` is in seconds. */
export const allAccessVideoWire = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  duration: z.number().nullish(),
  videoUrl: z.string(),
  posterUrl: z.string(),
  appExclusive: z.boolean(),
  views: z.number(),
  favorites: z.number(),
  format: z.string(),
  sport: videoSportWire,
  category: videoCategoryWire.nullish(),
  captionFile: z.unknown().optional(),
});
export type AllAccessVideoWire = z.infer<typeof allAccessVideoWire>;
export const allAccessPageWire = pageEnvelope(allAccessVideoWire);

/** GET /api/v2/Videos/all-access/categories/{categoryType} ('live' or 'video'). */
export const videoCategoriesWire = z.array(videoCategoryWire);

const thumbnailWire = z.object({ width: z.number(), height: z.number(), url: z.string() });

export const youtubeChannelWire = z.object({
  id: z.string(),
  title: z.string(),
  description: z.unknown().optional(),
  thumbnail: z.unknown().optional(),
  videoCount: z.number(),
  subscriberCount: z.number(),
  viewCount: z.number(),
});

/** GET /api/v2/Videos/youtube item (v2-reference 15). `sport`, `category` and `duration` are ours (spec 7: sportId and categoryId filters). */
export const youtubeVideoWire = z.object({
  url: z.string(),
  id: z.string(),
  title: z.string(),
  publishedDate: z.string(),
  description: z.string(),
  channel: youtubeChannelWire,
  thumbnails: z.object({
    default: thumbnailWire,
    medium: thumbnailWire,
    high: thumbnailWire,
    standard: thumbnailWire.nullish(),
    maxres: thumbnailWire.nullish(),
  }),
  sport: videoSportWire.nullish(),
  category: videoCategoryWire.nullish(),
  duration: z.number().nullish(),
});
export type YoutubeVideoWire = z.infer<typeof youtubeVideoWire>;
export const youtubePageWire = pageEnvelope(youtubeVideoWire);

/** GET /api/v2/RelatedVideos item; `videoType` is 'youtube' or 'allaccess'. */
export const relatedVideoWire = z.object({
  videoId: z.string(),
  videoUrl: z.string(),
  videoPlayer: z.unknown().optional(),
  videoThumbnailUrl: z.string(),
  videoTitle: z.string(),
  videoWidth: z.number().nullish(),
  videoHeight: z.number().nullish(),
  videoDate: z.string(),
  videoRank: z.number(),
  videoTags: z.unknown().optional(),
  videoType: z.string(),
});
export type RelatedVideoWire = z.infer<typeof relatedVideoWire>;
export const relatedVideosPageWire = pageEnvelope(relatedVideoWire);

export const relatedVideosSettingsWire = z.object({
  allAccessEnabled: z.boolean(),
  youTubeEnabled: z.boolean(),
  youTubeChannelId: z.string(),
  youTubePlaylistId: z.string(),
  watchButtonUrl: z.string(),
});
export type RelatedVideosSettingsWire = z.infer<typeof relatedVideosSettingsWire>;

/** GET /api/v2/LiveStream item (v2-reference 15); `sport` is the full sport object of /Sports. */
export const liveStreamWire = z.object({
  id: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string().nullish(),
  format: z.string(),
  free: z.boolean(),
  sport: sportWire,
  category: videoCategoryWire,
  image: z.object({ url: z.string(), alt: z.string() }),
});
export type LiveStreamWire = z.infer<typeof liveStreamWire>;
export const liveStreamPageWire = pageEnvelope(liveStreamWire);
