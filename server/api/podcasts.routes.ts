import { and, asc, count, desc, eq, getTableColumns, ilike, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { podcastCategoriesWire, podcastEpisodeWire, podcastSettingsWire, podcastsPageWire, type PodcastEpisodeWire } from '../../contract/podcasts';
import { notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { podcastEpisodes, podcasts } from '../store/tables/honours-media';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { likePattern, originOf, pagedList, pagingQuery, readSettings, splitUrl, tenantSports, type SportRow } from './honours-support';

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
    { path: '/Podcasts/categories', summary: 'The podcast shows (categories) with their published episode counts', tag: 'Podcasts', response: podcastCategoriesWire },
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
    { path: '/Podcasts/settings', summary: 'Podcast hub settings (the v2.1 shape)', tag: 'Podcasts', response: podcastSettingsWire, cache: 'settings' },
    async ({ request, tenant }) => readSettings(db, tenant.id, 'podcasts', podcastSettingsWire.omit({ siteHostName: true })).then((settings) => ({ siteHostName: request.hostname, ...settings, hubContent: sanitizeContentHtml(settings.hubContent) })),
  );
}
