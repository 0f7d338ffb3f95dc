import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allAccessPageWire, liveStreamPageWire, relatedVideosPageWire, relatedVideosSettingsWire, videoCategoriesWire, youtubePageWire, type AllAccessVideoWire, type YoutubeVideoWire } from '../../contract/videos';
import { notFound } from '../http/api-error';
import { intParam } from '../http/query';
import { liveStreams, videoCategories, videos } from '../store/tables/honours-media';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { pagedList, pagingQuery, readSettings, tenantSports, type SportRow } from './honours-support';
import { toSportWire } from './sports.routes';

type VideoRow = typeof videos.$inferSelect;
type CategoryRef = { id: number; title: string };

// v2-reference 15: the words of /Videos/all-access/categories/{categoryType}; anything else is a 404.
const CATEGORY_TYPES = ['live', 'video'];
// v2-reference 15: RelatedVideos `type` values, which items echo as `videoType`.
const VIDEO_TYPES = ['youtube', 'allaccess'] as const;

/** The YouTube channel figures kept beside the related-videos settings. */
const channelSettings = relatedVideosSettingsWire.extend({ channelTitle: z.string(), channelDescription: z.string(), subscriberCount: z.number(), viewCount: z.number() });

const videoSport = (sport: SportRow | undefined) => (sport ? { id: sport.id, title: sport.title, abbrev: sport.abbrev, shortName: sport.shortName } : null);

function toAllAccessWire(row: VideoRow, sportsById: Map<number, SportRow>, categories: Map<number, CategoryRef>): AllAccessVideoWire {
  // Listed only with a sport of this school (the sport_id foreign key cascades).
  const sport = sportsById.get(row.sportId!)!;
  return {
    id: row.externalId,
    title: row.title,
    description: row.description,
    date: row.publishedAt.toISOString(),
    duration: row.durationSeconds,
    videoUrl: row.videoUrl,
    posterUrl: row.posterUrl,
    appExclusive: row.appExclusive,
    views: row.views,
    favorites: row.favorites,
    format: row.format,
    sport: { id: sport.id, title: sport.title, abbrev: sport.abbrev, shortName: sport.shortName },
    category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
    captionFile: null,
  };
}

export async function registerVideoRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  const categoriesOf = async (tenantId: number) => new Map((await db.select({ id: videoCategories.id, title: videoCategories.title }).from(videoCategories).where(eq(videoCategories.tenantId, tenantId))).map((row) => [row.id, row]));
  const listQuery = z.object({ sportId: intParam.optional(), categoryId: intParam.optional(), ...pagingQuery });
  const videoWhere = (tenantId: number, source: string, query: { sportId?: number; categoryId?: number }) =>
    and(
      eq(videos.tenantId, tenantId),
      eq(videos.source, source),
      query.sportId === undefined ? undefined : eq(videos.sportId, query.sportId),
      query.categoryId === undefined ? undefined : eq(videos.categoryId, query.categoryId),
    );

  apiGet(
    app,
    { path: '/Videos/all-access', summary: 'All-access videos, newest first; by sport and category', tag: 'Videos', query: listQuery, response: allAccessPageWire, statuses: { 400: 'sportId, categoryId or a paging value that is not an integer' }, versions: ['v2', 'v2.1'] },
    async ({ request, tenant, query }) => {
      const where = and(videoWhere(tenant.id, 'allaccess', query), isNotNull(videos.sportId));
      const [sportsById, categories] = [await tenantSports(db, tenant.id), await categoriesOf(tenant.id)];
      return pagedList(db, request, videos, where, (limit, offset) => db.select().from(videos).where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(limit).offset(offset), (row) => toAllAccessWire(row, sportsById, categories));
    },
  );

  apiGet(
    app,
    { path: '/Videos/all-access/categories/:categoryType', summary: "Video categories of a type: 'live' or 'video'", tag: 'Videos', response: videoCategoriesWire, statuses: { 404: 'A category type that is not known' }, versions: ['v2', 'v2.1'] },
    async ({ tenant, params }) => {
      const type = params.categoryType!.toLowerCase();
      if (!CATEGORY_TYPES.includes(type)) throw notFound(`No video category type '${params.categoryType}'; known types: ${CATEGORY_TYPES.join(', ')}.`);
      return db.select({ id: videoCategories.id, title: videoCategories.title }).from(videoCategories).where(and(eq(videoCategories.tenantId, tenant.id), eq(videoCategories.type, type))).orderBy(asc(videoCategories.rank), asc(videoCategories.id));
    },
  );

  apiGet(
    app,
    { path: '/Videos/youtube', summary: "The school's YouTube videos, newest first; by sport and category (spec 7)", tag: 'Videos', query: listQuery, response: youtubePageWire, statuses: { 400: 'sportId, categoryId or a paging value that is not an integer' }, versions: ['v2', 'v2.1'] },
    async ({ request, tenant, query }) => {
      const where = videoWhere(tenant.id, 'youtube', query);
      const [sportsById, categories, channel] = [await tenantSports(db, tenant.id), await categoriesOf(tenant.id), await readSettings(db, tenant.id, 'related-videos', channelSettings)];
      const page = await pagedList(db, request, videos, where, (limit, offset) => db.select().from(videos).where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(limit).offset(offset), (row) => row);
      const channelWire = { id: channel.youTubeChannelId, title: channel.channelTitle, description: channel.channelDescription, thumbnail: null, videoCount: page.total, subscriberCount: channel.subscriberCount, viewCount: channel.viewCount };
      const thumbnail = (url: string, width: number, height: number) => ({ width, height, url });
      const items: YoutubeVideoWire[] = page.items.map((row) => ({
        url: row.videoUrl,
        id: row.externalId,
        title: row.title,
        publishedDate: row.publishedAt.toISOString(),
        description: row.description,
        channel: channelWire,
        thumbnails: { default: thumbnail(row.posterUrl, 120, 90), medium: thumbnail(row.posterUrl, 320, 180), high: thumbnail(row.posterUrl, 480, 360), standard: thumbnail(row.posterUrl, 640, 480), maxres: thumbnail(row.posterUrl, 1280, 720) },
        sport: videoSport(row.sportId === null ? undefined : sportsById.get(row.sportId)),
        category: row.categoryId === null ? null : (categories.get(row.categoryId) ?? null),
        duration: row.durationSeconds,
      }));
      return { ...page, items };
    },
  );

  apiGet(
    app,
    {
      path: '/RelatedVideos',
      summary: "Videos of one source ('youtube' or 'allaccess'; both when absent), newest first; optionally of one sport",
      tag: 'Videos',
      query: z.object({ type: z.string().toLowerCase().pipe(z.enum(VIDEO_TYPES, `must be one of ${VIDEO_TYPES.join(', ')}`)).optional(), sportId: intParam.optional(), ...pagingQuery }),
      response: relatedVideosPageWire,
      statuses: { 400: 'An unknown type, or sportId or a paging value that is not an integer' },
    },
    async ({ request, tenant, query }) => {
      const where = and(eq(videos.tenantId, tenant.id), query.type ? eq(videos.source, query.type) : undefined, query.sportId === undefined ? undefined : eq(videos.sportId, query.sportId));
      return pagedList(
        db,
        request,
        videos,
        where,
        (limit, offset) => db.select().from(videos).where(where).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(limit).offset(offset),
        (row) => ({ videoId: row.externalId, videoUrl: row.videoUrl, videoPlayer: null, videoThumbnailUrl: row.posterUrl, videoTitle: row.title, videoWidth: 1280, videoHeight: 720, videoDate: row.publishedAt.toISOString(), videoRank: row.rank, videoTags: null, videoType: row.source }),
      );
    },
  );

  apiGet(
    app,
    { path: '/RelatedVideos/settings', summary: 'Which video sources the school uses, and its YouTube channel', tag: 'Videos', response: relatedVideosSettingsWire, cache: 'settings' },
    async ({ tenant }) => {
      const { allAccessEnabled, youTubeEnabled, youTubeChannelId, youTubePlaylistId, watchButtonUrl } = await readSettings(db, tenant.id, 'related-videos', channelSettings);
      return { allAccessEnabled, youTubeEnabled, youTubeChannelId, youTubePlaylistId, watchButtonUrl };
    },
  );

  apiGet(
    app,
    {
      path: '/LiveStream',
      summary: "A sport's live streams: live and upcoming first (soonest first), then past ones (latest first)",
      tag: 'Videos',
      query: z.object({ sportId: intParam, ...pagingQuery }),
      response: liveStreamPageWire,
      statuses: { 400: 'sportId missing or not an integer, or a bad paging value' },
      cache: 'live',
    },
    async ({ request, tenant, query }) => {
      const where = and(eq(liveStreams.tenantId, tenant.id), eq(liveStreams.sportId, query.sportId));
      const at = new Date(now());
      const [sportsById, categories] = [await tenantSports(db, tenant.id), await categoriesOf(tenant.id)];
      return pagedList(
        db,
        request,
        liveStreams,
        where,
        (limit, offset) =>
          db
            .select()
            .from(liveStreams)
            .where(where)
            .orderBy(sql`${lt(liveStreams.endDate, at)}`, sql`CASE WHEN ${gte(liveStreams.endDate, at)} THEN ${liveStreams.startDate} END ASC`, desc(liveStreams.startDate), asc(liveStreams.id))
            .limit(limit)
            .offset(offset),
        (row) => ({
          id: row.id,
          title: row.title,
          startDate: row.startDate.toISOString(),
          endDate: row.endDate.toISOString(),
          note: row.note,
          format: row.format,
          free: row.free,
          sport: toSportWire(sportsById.get(row.sportId)!),
          category: categories.get(row.categoryId) ?? { id: row.categoryId, title: '' },
          image: { url: row.imageUrl, alt: row.imageAlt },
        }),
      );
    },
  );
}
