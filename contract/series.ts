import { z } from 'zod';

/** v2-reference 32: `[].id` is the `{seriesId}` of GET /Series/{seriesId}. */
export const seriesTitleWire = z.object({ id: z.number().int(), title: z.string() });
export const seriesTitlesWire = z.array(seriesTitleWire);

/** An image of the school's media library: `path` its folder, `original` and `thumbnail` full URLs. */
export const seriesImageWire = z.object({
  id: z.number().int(),
  fileName: z.string(),
  path: z.string(),
  height: z.number().int(),
  width: z.number().int(),
  thumbnail: z.string(),
  original: z.string(),
});
export type SeriesImageWire = z.infer<typeof seriesImageWire>;

/** The video an episode plays (v2-reference 32 `episodes[].mediafile`). */
export const seriesMediafileWire = z.object({
  id: z.string(),
  prismId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  dateUtc: z.string(),
  sportId: z.number().int(),
  sportShortname: z.string(),
  sportAbbreviation: z.string(),
  globalSportShortname: z.string(),
  categoryName: z.string(),
  sportTitle: z.string(),
  gameId: z.number().int().nullable(),
  appExclusive: z.boolean(),
  type: z.string(),
  format: z.string(),
  authorized: z.boolean(),
  blackedOut: z.boolean(),
  blackedOutMessage: z.string().nullable(),
  free: z.boolean(),
  authOnlyRequired: z.boolean(),
  premium: z.boolean(),
  usePreroll: z.boolean(),
  /** The playable sources by format name. */
  formats: z.record(z.string(), z.string()),
  poster: z.string(),
  watchers: z.number().int(),
  adTagUrl: z.string(),
  test: z.boolean(),
  favorited: z.boolean().nullable(),
  favorites: z.number().int(),
  views: z.number().int(),
  categoryId: z.number().int(),
  duration: z.number().nullable(),
  state: z.string(),
});

export const seriesEpisodeWire = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  postDate: z.string(),
  publishDate: z.string(),
  order: z.number().int(),
  sportIds: z.array(z.number().int()),
  thumbnailImage: seriesImageWire,
  portraitImage: seriesImageWire.nullable(),
  mediafile: seriesMediafileWire,
});
export type SeriesEpisodeWire = z.infer<typeof seriesEpisodeWire>;

/** GET /api/v2/Series/{seriesId}: a video series with its episodes in order. */
export const seriesWire = z.object({
  episodes: z.array(seriesEpisodeWire),
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  callToActionText: z.string().nullable(),
  publishDate: z.string(),
  isLimited: z.boolean(),
  order: z.number().int(),
  sportIds: z.array(z.number().int()),
  hero: seriesImageWire,
  landscape: seriesImageWire.nullable(),
  portrait: seriesImageWire,
});
export type SeriesWire = z.infer<typeof seriesWire>;
