import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { facilitiesPageWire, facilitiesSettingsWire, facilityWire, type FacilityWire } from '../../contract/facilities';
import { notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { facilities } from '../store/tables/honours';
import { apiGet, intSegment } from './api-route';
import { pagedList, pagingQuery, readSettings, tenantSports, type SportRow } from './honours-support';

type FacilityRow = typeof facilities.$inferSelect;

function toFacilityWire(row: FacilityRow, sportsById: Map<number, SportRow>): FacilityWire {
  return {
    id: row.id,
    title: row.title,
    teaser: row.teaser,
    location: row.location,
    url: `/facilities/${row.slug}/${row.id}`,
    description: sanitizeContentHtml(row.description),
    images: row.images,
    featuredImage: row.images[0] ?? null,
    featured: row.featured,
    sports: row.sportIds.flatMap((id) => {
      const sport = sportsById.get(id);
      // spec 3: a sport's short_title is always null.
      return sport ? [{ id: sport.id, title: sport.title, abbreviation: sport.abbrev ?? sport.shortName.toUpperCase(), shortTitle: null, shortName: sport.shortName }] : [];
    }),
    sportfileUrl: null,
    documentUrl: null,
    slug: row.slug,
    address: row.address,
    kind: row.kind,
    capacity: row.capacity,
    openedYear: row.openedYear,
    surface: row.surface,
  };
}

export async function registerFacilityRoutes(app: FastifyInstance, db: Db): Promise<void> {
  apiGet(
    app,
    {
      path: '/Facilities',
      summary: 'Facilities of the school, featured first; optionally only those a sport uses',
      tag: 'Facilities',
      query: z.object({ sportId: intParam.optional(), ...pagingQuery }),
      response: facilitiesPageWire,
      statuses: { 400: 'A paging value or sportId that is not an integer' },
    },
    async ({ request, tenant, query }) => {
      const where = and(eq(facilities.tenantId, tenant.id), query.sportId === undefined ? undefined : sql`${query.sportId} = ANY(${facilities.sportIds})`);
      const sportsById = await tenantSports(db, tenant.id);
      return pagedList(
        db,
        request,
        facilities,
        where,
        (limit, offset) => db.select().from(facilities).where(where).orderBy(asc(facilities.rank), asc(facilities.id)).limit(limit).offset(offset),
        (row) => toFacilityWire(row, sportsById),
      );
    },
  );

  apiGet(
    app,
    { path: `/Facilities/${intSegment('facilityId')}`, summary: 'One facility', tag: 'Facilities', response: facilityWire, statuses: { 404: 'A non-integer id, or no facility with this id at this school' } },
    async ({ tenant, params }) => {
      const [row] = await db.select().from(facilities).where(and(eq(facilities.tenantId, tenant.id), eq(facilities.id, Number(params.facilityId))));
      if (!row) throw notFound(`No facility with id ${params.facilityId}.`);
      return toFacilityWire(row, await tenantSports(db, tenant.id));
    },
  );

  apiGet(
    app,
    { path: '/Facilities/settings', summary: 'Headings and options of the facilities pages', tag: 'Facilities', response: facilitiesSettingsWire, cache: 'settings' },
    ({ tenant }) => readSettings(db, tenant.id, 'facilities', facilitiesSettingsWire),
  );
}
