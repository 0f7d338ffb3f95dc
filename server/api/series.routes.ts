import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seriesTitlesWire, seriesWire, type SeriesEpisodeWire, type SeriesImageWire } from '../../contract/series';
import { notFound } from '../http/api-error';
import { series, seriesEpisodes, type StoredLibraryImage } from '../store/tables/feeds';
import { videoCategories, videos } from '../store/tables/honours-media';
import type { ApiDeps } from './api-deps';
import { absoluteOn } from './absolute-url';
import { apiGet, intSegment } from './api-route';
import { originOf, splitUrl, tenantSports, type SportRow } from './honours-support';

type VideoRow = typeof videos.$inferSelect;
type EpisodeRow = typeof seriesEpisodes.$inferSelect;

function toImageWire(image: StoredLibraryImage, absolute: (url: string) => string): SeriesImageWire {
  const { folder, file } = splitUrl(image.url);
  const original = absolute(image.url);
  // The library's images are SVG: one drawing serves every size.
  return { id: image.id, fileName: file, path: folder, height: image.height, width: image.width, thumbnail: original, original };
}

function toEpisodeWire(row: EpisodeRow, video: VideoRow, sport: SportRow, categoryName: string, absolute: (url: string) => string): SeriesEpisodeWire {
  const poster = absolute(video.posterUrl);
  return {
    id: row.id,
    seasonId: row.seasonNumber,
    title: row.title,
    description: row.description,
    postDate: row.postDate.toISOString(),
    publishDate: row.publishDate.toISOString(),
    order: row.rank,
    sportIds: row.sportIds,
    thumbnailImage: toImageWire(row.thumbnail, absolute),
    portraitImage: row.portrait ? toImageWire(row.portrait, absolute) : null,
    mediafile: {
      id: video.externalId,
      prismId: null,
      title: video.title,
      description: video.description,
      dateUtc: video.publishedAt.toISOString(),
      sportId: sport.id,
      sportShortname: sport.shortName,
      sportAbbreviation: sport.abbrev ?? sport.shortName.toUpperCase(),
      globalSportShortname: sport.globalSportShortName ?? sport.shortName,
      categoryName,
      sportTitle: sport.title,
      gameId: null,
      appExclusive: video.appExclusive,
      type: video.source === 'youtube' ? 'youtube' : 'video',
      format: video.format,
      authorized: true,
      blackedOut: false,
      blackedOutMessage: null,
      free: !video.appExclusive,
      authOnlyRequired: false,
      premium: video.appExclusive,
      usePreroll: false,
      formats: { [video.source === 'youtube' ? 'youtube' : 'archive']: absolute(video.videoUrl) },
      poster,
      watchers: 0,
      adTagUrl: '',
      test: false,
      favorited: null,
      favorites: video.favorites,
      views: video.views,
      categoryId: video.categoryId ?? 0,
      duration: video.durationSeconds,
      state: 'ondemand',
    },
  };
}

/** GET /Series/titles and GET /Series/{seriesId}: the school's video series (v2-reference 32). */
export async function registerSeriesRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Series/titles', summary: "The school's video series, in order: their ids and titles", tag: 'Series', response: seriesTitlesWire },
    ({ tenant }) => db.select({ id: series.id, title: series.title }).from(series).where(eq(series.tenantId, tenant.id)).orderBy(asc(series.rank), asc(series.id)),
  );

  apiGet(
    app,
    {
      path: `/Series/${intSegment('seriesId')}`,
      summary: 'A video series with its episodes in order (the id from /Series/titles)',
      tag: 'Series',
      response: seriesWire,
      statuses: { 404: 'Not an integer id, or no series of this school with this id' },
    },
    async ({ request, tenant, params }) => {
      const [row] = await db
        .select()
        .from(series)
        .where(and(eq(series.tenantId, tenant.id), eq(series.id, Number(params.seriesId))));
      if (!row) throw notFound(`No series with id ${params.seriesId}.`);
      const episodes = await db
        .select({ episode: seriesEpisodes, video: videos, categoryName: videoCategories.title })
        .from(seriesEpisodes)
        .innerJoin(videos, eq(videos.id, seriesEpisodes.videoId))
        .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
        .where(and(eq(seriesEpisodes.tenantId, tenant.id), eq(seriesEpisodes.seriesId, row.id)))
        .orderBy(asc(seriesEpisodes.rank), asc(seriesEpisodes.id));
      const sportsById = await tenantSports(db, tenant.id);
      const origin = originOf(request);
      const absolute = absoluteOn(origin);
      const playable = episodes.filter(({ video }) => video.sportId !== null && sportsById.has(video.sportId));
      return {
        episodes: playable.map(({ episode, video, categoryName }) => toEpisodeWire(episode, video, sportsById.get(video.sportId!)!, categoryName ?? '', absolute)),
        id: row.id,
        title: row.title,
        description: row.description,
        callToActionText: row.callToActionText,
        publishDate: row.publishDate.toISOString(),
        isLimited: row.isLimited,
        order: row.rank,
        sportIds: row.sportIds,
        hero: toImageWire(row.hero, absolute),
        landscape: row.landscape ? toImageWire(row.landscape, absolute) : null,
        portrait: toImageWire(row.portrait, absolute),
      };
    },
  );
}

