import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NO_PUBLICATIONS_MESSAGE, publicationsSettingsWire, publicationsWire, publicationWire, type PublicationWire } from '../../contract/publications';
import { featureNotConfigured, notFound } from '../http/api-error';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { publications } from '../store/tables/honours';
import { apiGet } from './api-route';
import { readSettings, tenantSports, type SportRow } from './honours-support';

type PublicationRow = typeof publications.$inferSelect;

function toPublicationWire(row: PublicationRow, sportsById: Map<number, SportRow>): PublicationWire {
  const sportRow = row.sportId === null ? undefined : sportsById.get(row.sportId);
  const sport = sportRow ? { id: sportRow.id, title: sportRow.title, shortname: sportRow.shortName, slug: sportRow.globalSportNameSlug } : null;
  return {
    created_on: row.createdOn.toISOString(),
    description: row.description,
    id: String(row.id),
    file: { url: row.fileUrl, image: row.coverUrl, title: row.title, description: row.description, embed_url: row.fileUrl, slug: row.slug },
    image: row.coverUrl,
    title: row.title,
    updated_on: row.updatedOn.toISOString(),
    // spec 2.1 publications_page: /publications/{publicationSlug}.
    url: `/publications/${row.slug}`,
    sport,
    sports: sport ? [sport] : [],
    slug: row.slug,
    season: row.season,
    kind: row.kind,
  };
}

export async function registerPublicationRoutes(app: FastifyInstance, db: Db): Promise<void> {
  // v2-reference 1.4 and 32: a school without publications answers 404 with { Message }.
  const requirePublications = async (tenantId: number) => {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(publications).where(eq(publications.tenantId, tenantId));
    if (n === 0) throw featureNotConfigured(NO_PUBLICATIONS_MESSAGE);
  };

  apiGet(
    app,
    {
      path: '/Publications',
      summary: 'Media guides and game programs, newest first, with the page heading; optionally of one sport',
      tag: 'Publications',
      query: z.object({ sportId: intParam.optional() }),
      response: publicationsWire,
      statuses: { 400: 'sportId that is not an integer', 404: 'The school has no publications: { "Message": "No publication file found at the moment" }' },
    },
    async ({ tenant, query }) => {
      await requirePublications(tenant.id);
      const rows = await db
        .select()
        .from(publications)
        .where(and(eq(publications.tenantId, tenant.id), query.sportId === undefined ? undefined : eq(publications.sportId, query.sportId)))
        .orderBy(desc(publications.createdOn), asc(publications.id));
      const [heading, sportsById] = [await readSettings(db, tenant.id, 'publications', publicationsSettingsWire), await tenantSports(db, tenant.id)];
      return { ...heading, publications: rows.map((row) => toPublicationWire(row, sportsById)) };
    },
  );

  apiGet(
    app,
    {
      path: '/Publications/:publicationSlug',
      summary: 'One publication by its slug, for the publication page',
      tag: 'Publications',
      response: publicationWire,
      statuses: { 404: 'No publication with this slug, or (with { Message }) the school has no publications' },
    },
    async ({ tenant, params }) => {
      await requirePublications(tenant.id);
      const slug = params.publicationSlug!.toLowerCase();
      // Slugs are lower-case words and hyphens (v2-reference 1.5); anything else cannot name a publication.
      if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) throw notFound(`No publication '${params.publicationSlug}'.`);
      const [row] = await db.select().from(publications).where(and(eq(publications.tenantId, tenant.id), eq(publications.slug, slug)));
      if (!row) throw notFound(`No publication '${params.publicationSlug}'.`);
      return toPublicationWire(row, await tenantSports(db, tenant.id));
    },
  );

  apiGet(
    app,
    { path: '/Publications/settings', summary: 'The publications page heading and options', tag: 'Publications', response: publicationsSettingsWire, cache: 'settings' },
    ({ tenant }) => readSettings(db, tenant.id, 'publications', publicationsSettingsWire),
  );
}
