import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { takeoversWire, type TakeoversWire } from '../../contract/takeovers';
import { areTakeoversEnabled, withTakeoverConfigDefaults } from '../../core/takeovers/takeover-rules';
import { intParam } from '../http/query';
import { takeovers } from '../store/tables/site-features';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { readSiteDocument } from './site-settings.routes';

type TakeoverRow = typeof takeovers.$inferSelect;

/** A takeover runs while now is inside its optional start/end window. */
export function isTakeoverRunning(row: Pick<TakeoverRow, 'startDate' | 'endDate'>, now: number): boolean {
  if (row.startDate && row.startDate.getTime() > now) return false;
  return !row.endDate || row.endDate.getTime() >= now;
}

/** spec 7: GET /api/v2/Takeovers?sportId= ; the site maps it to takeovers and config. */
export async function registerTakeoverRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Takeovers',
      summary: 'The takeovers running now for a sport (sportId 0 or none: the home page) and the takeover config',
      tag: 'Takeovers',
      query: z.object({ sportId: intParam.optional() }),
      response: takeoversWire,
      statuses: { 400: 'sportId is not an integer' },
      cache: 'content',
    },
    async ({ tenant, query }): Promise<TakeoversWire> => {
      const sportId = query.sportId ?? 0;
      // The home page is sportId 0 on the wire and no sport in the store.
      const forSport = sportId === 0 ? isNull(takeovers.sportId) : eq(takeovers.sportId, sportId);
      const document = await readSiteDocument(db, tenant.id, 'takeovers');
      const config = withTakeoverConfigDefaults(document);
      // spec 7/9: enabled unless the settings say otherwise; disabled means none.
      if (!areTakeoversEnabled(document?.enabled)) return { takeovers: [], config };
      const rows = await db.select().from(takeovers).where(and(eq(takeovers.tenantId, tenant.id), forSport)).orderBy(asc(takeovers.id));
      return {
        takeovers: rows.filter((row) => isTakeoverRunning(row, now())).map((row) => ({ type: row.type, id: row.id, url: row.url, cookie: row.cookie })),
        config,
      };
    },
  );
}
