import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commonTemplatesWire, sportsPagesTemplatesWire, type SportPageTemplateWire } from '../../contract/templates';
import { intParam } from '../http/query';
import { sports } from '../store/tables/foundation';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { requireSiteDocument } from './site-settings.routes';

const NOT_CONFIGURED = 'the school has not set up page templates ({ "Message": ... })';

/** Ours (spec 3 template settings): which blocks the home page and the sport home pages show, in order. */
export async function registerTemplateRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/common/templates', summary: "The blocks of the home page and of the default sport home page, in order", tag: 'Settings', response: commonTemplatesWire, statuses: { 404: NOT_CONFIGURED }, cache: 'settings' },
    async ({ tenant }) => {
      const { homepage, sportHome } = await requireSiteDocument(db, tenant.id, 'templates', 'Template');
      return { homepage, sportHome };
    },
  );

  apiGet(
    app,
    {
      path: '/common/templates/sports-pages',
      summary: "Each sport's home page blocks, in order: the sport's own template or the default one",
      tag: 'Settings',
      query: z.object({ sportId: intParam.optional() }),
      response: sportsPagesTemplatesWire,
      statuses: { 400: 'sportId is not an integer', 404: NOT_CONFIGURED },
      cache: 'settings',
    },
    async ({ tenant, query }) => {
      const document = await requireSiteDocument(db, tenant.id, 'templates', 'Template');
      const conditions = [eq(sports.tenantId, tenant.id)];
      if (query.sportId !== undefined) conditions.push(eq(sports.id, query.sportId));
      const rows = await db
        .select({ id: sports.id, slug: sports.globalSportNameSlug })
        .from(sports)
        .where(and(...conditions))
        .orderBy(asc(sports.appPriority), asc(sports.id));
      return rows.map((sport): SportPageTemplateWire => {
        const custom = document.sportOverrides[sport.slug];
        return { sportId: sport.id, globalSportNameSlug: sport.slug, template: custom ? 'custom' : 'default', blocks: custom ?? document.sportHome.blocks };
      });
    },
  );
}
