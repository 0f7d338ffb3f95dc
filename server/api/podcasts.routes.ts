import { and, asc, count, desc, eq, exists, getTableColumns, ilike, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requestHostName } from '../http/request-origin';
import { z } from 'zod';
import { podcastCategoriesWire, podcastEpisodeV21Wire, podcastEpisodeWire, podcastSettingsWire, podcastsPageWire, type PodcastEpisodeV21Wire, type PodcastEpisodeWire } from '../../contract/podcasts';
import { filterOptionsWire } from '../../contract/press-clips';
import { notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { podcastEpisodes, podcasts } from '../store/tables/honours-media';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { likePattern, originOf, pagedList, pagingQuery, readSettings, splitUrl, tenantSports, type SportRow } from './honours-support';
import { podcastFeedXml } from './podcast-feed';

const episodeColumns = {
  ...getTableColumns(podcastEpisodes),
  showTitle: podcasts.title,
  showSlug: podcasts.slug,
  showImageUrl: podcasts.imageUrl,
};
type EpisodeRow = typeof podcastEpisodes.$inferSelect & { showTitle: string; showSlug: string; showImageUrl: string };

function sportRef(sport: SportRow) {
  return { id: sport.id, title: sport.title, shortName: sport.shortName, globalSportNameSlug: sport.globalSportNameSlug };
}

function toEpisodeWire(row: EpisodeRow, sportsById: Map<number, SportRow>, origin: string): PodcastEpisodeWire {
  const image = splitUrl(row.imageUrl);
  const showImage = splitUrl(row.showImageUrl);
  return {
    id: row.id,
    title: row.title,
    description: sanitizeContentHtml(row.description),
    rawDescription: row.rawDescription,
    dateCreated: row.createdAt.toISOString(),
    datePublished: row.publishedAt.toISOString(),
    absoluteUrl: `${origin}${row.audioUrl}`,
    fileName: row.fileName,
    url: row.audioUrl,
    enclosureLength: String(row.enclosureLength),
    enclosureType: 'audio/mpeg',
    imageFilePath: image.folder,
    imageFileName: image.file,
    imagePath: row.imageUrl,
    categoryId: row.podcastId,
    categoryImagePath: row.showImageUrl,
    categoryImageFilePath: showImage.folder,
    categoryImageFileName: showImage.file,
    categoryName: row.showTitle,
    sports: row.sportIds.flatMap((id) => (sportsById.has(id) ? [sportRef(sportsById.get(id)!)] : [])),
    slug: row.slug,
    categorySlug: row.showSlug,
    duration: row.durationSeconds,
    pageUrl: `/podcasts/${row.slug}/${row.id}`,
  };
}

/** Episodes in the podcast feed: the latest, or (settings showAllInFeed) all, up to a bound. */
const FEED_LATEST = 25;
const FEED_ALL = 1_000;

/** v2-reference 14: v2.1 items add podPubdate and podId, the episode's publication date and id. */
function toEpisodeV21Wire(item: PodcastEpisodeWire): PodcastEpisodeV21Wire {
  return { ...item, podPubdate: item.datePublished, podId: item.id };
}

export async function registerPodcastRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  const published = (tenantId: number) => and(eq(podcastEpisodes.tenantId, tenantId), lte(podcastEpisodes.publishedAt, new Date(now())));
  const episodes = (db: Db) => db.select(episodeColumns).from(podcastEpisodes).innerJoin(podcasts, eq(podcasts.id, podcastEpisodes.podcastId));

  apiGet(
    app,
    {
      path: '/Podcasts',
      summary: 'Published podcast episodes, newest first; by sport, by show (categoryId) or by a term in the description',
      tag: 'Podcasts',
      query: z.object({ sportId: intParam.optional(), categoryId: intParam.optional(), searchTerm: z.string().max(200).refine((term) => !term.includes('\0'), 'must not contain a NUL character').optional(), ...pagingQuery }),
      response: podcastsPageWire,
      statuses: { 400: 'sportId, categoryId or a paging value that is not an integer' },
      versions: ['v2', 'v2.1'],
      v21: { item: { schema: podcastEpisodeV21Wire, from: toEpisodeV21Wire } },
    },
    async ({ request, tenant, query }) => {
      const where = and(
        published(tenant.id),
        query.sportId === undefined ? undefined : sql`${query.sportId} = ANY(${podcastEpisodes.sportIds})`,
        query.categoryId === undefined ? undefined : eq(podcastEpisodes.podcastId, query.categoryId),
        query.searchTerm ? ilike(podcastEpisodes.rawDescription, likePattern(query.searchTerm.trim())) : undefined,
      );
      const sportsById = await tenantSports(db, tenant.id);
      return pagedList(
        db,
        request,
        podcastEpisodes,
        where,
        (limit, offset) => episodes(db).where(where).orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id)).limit(limit).offset(offset),
        (row) => toEpisodeWire(row, sportsById, originOf(request)),
      );
    },
  );

  apiGet(
    app,
    { path: `/Podcasts/${intSegment('podcastId')}`, summary: 'One published episode, for the podcast player page', tag: 'Podcasts', response: podcastEpisodeWire, statuses: { 404: 'A non-integer id, or no published episode with this id at this school' } },
    async ({ request, tenant, params }) => {
      const [row] = await episodes(db).where(and(published(tenant.id), eq(podcastEpisodes.id, Number(params.podcastId))));
      if (!row) throw notFound(`No podcast episode with id ${params.podcastId}.`);
      return toEpisodeWire(row, await tenantSports(db, tenant.id), originOf(request));
    },
  );

  apiGet(
    app,
    { path: '/Podcasts/categories', summary: 'The podcast shows (categories) with their published episode counts', tag: 'Podcasts', response: podcastCategoriesWire, versions: ['v2', 'v2.1'] },
    async ({ tenant }) => {
      const counts = db.select({ podcastId: podcastEpisodes.podcastId, episodes: count().as('episodes') }).from(podcastEpisodes).where(published(tenant.id)).groupBy(podcastEpisodes.podcastId).as('counts');
      const rows = await db
        .select({ show: podcasts, episodes: counts.episodes })
        .from(podcasts)
        .leftJoin(counts, eq(counts.podcastId, podcasts.id))
        .where(eq(podcasts.tenantId, tenant.id))
        .orderBy(asc(podcasts.rank), asc(podcasts.id));
      const sportsById = await tenantSports(db, tenant.id);
      return rows.map(({ show, episodes: episodeCount }) => {
        const sport = show.sportId === null ? undefined : sportsById.get(show.sportId);
        return { id: show.id, title: show.title, mediaId: show.id, slug: show.slug, description: show.description, hostName: show.hostName, imageUrl: show.imageUrl, episodeCount: Number(episodeCount ?? 0), sport: sport ? sportRef(sport) : null };
      });
    },
  );

  apiGet(
    app,
    { path: '/Podcasts/settings', summary: 'Podcast hub settings (the v2.1 shape)', tag: 'Podcasts', response: podcastSettingsWire, cache: 'settings', versions: ['v2', 'v2.1'] },
    async ({ request, tenant }) => readSettings(db, tenant.id, 'podcasts', podcastSettingsWire.omit({ siteHostName: true })).then((settings) => ({ siteHostName: requestHostName(request), ...settings, hubContent: sanitizeContentHtml(settings.hubContent) })),
  );

  // v2-reference 14: the v2.1-only filters and feed.
  apiGet(
    app,
    { path: '/Podcasts/filters/categories', summary: 'The shows that have published episodes (value is the categoryId)', tag: 'Podcasts', response: filterOptionsWire, versions: ['v2.1'] },
    async ({ tenant }) => {
      const rows = await db
        .selectDistinct({ id: podcasts.id, title: podcasts.title, rank: podcasts.rank })
        .from(podcasts)
        .innerJoin(podcastEpisodes, eq(podcastEpisodes.podcastId, podcasts.id))
        .where(published(tenant.id))
        .orderBy(asc(podcasts.rank), asc(podcasts.id));
      return rows.map((row) => ({ value: row.id, name: row.title, statTitle: row.title }));
    },
  );

  apiGet(
    app,
    { path: '/Podcasts/filters/sports', summary: 'The sports that have published episodes (value is the sportId)', tag: 'Podcasts', response: filterOptionsWire, versions: ['v2.1'] },
    async ({ tenant }) => {
      const hasEpisodes = exists(db.select({ id: podcastEpisodes.id }).from(podcastEpisodes).where(and(published(tenant.id), sql`${sports.id} = ANY(${podcastEpisodes.sportIds})`)));
      const rows = await db
        .select()
        .from(sports)
        .where(and(eq(sports.tenantId, tenant.id), hasEpisodes))
        .orderBy(asc(sports.appPriority), asc(sports.id));
      return rows.map((row) => ({ value: row.id, name: row.title, statTitle: row.shortDisplay ?? row.title }));
    },
  );

  apiGet(
    app,
    { path: '/Podcasts/rss', summary: 'RSS 2.0 podcast feed (application/rss+xml) of the published episodes, newest first, with their audio enclosures', tag: 'Podcasts', response: z.string(), versions: ['v2.1'] },
    async ({ request, reply, tenant }) => {
      const settings = await readSettings(db, tenant.id, 'podcasts', podcastSettingsWire.omit({ siteHostName: true }));
      const rows = await episodes(db)
        .where(published(tenant.id))
        .orderBy(desc(podcastEpisodes.publishedAt), desc(podcastEpisodes.id))
        .limit(settings.showAllInFeed ? FEED_ALL : FEED_LATEST);
      const sportsById = await tenantSports(db, tenant.id);
      const origin = originOf(request);
      reply.type('application/rss+xml; charset=utf-8');
      return podcastFeedXml({ settings, origin, selfUrl: `${origin}${request.url.split('?')[0]}`, episodes: rows.map((row) => toEpisodeWire(row, sportsById, origin)), now: new Date(now()) });
    },
  );
}
