import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wePlayedPageWire, type WePlayedClipWire } from '../../contract/we-played';
import type { PageEnvelope } from '../../contract/paging';
import { intParam } from '../http/query';
import { readPaging, toPage, type Paging } from '../http/paging';
import type { Db } from '../store/database';
import { wePlayedClips } from '../store/tables/feeds';
import type { ApiDeps } from './api-deps';
import { absoluteOn } from './absolute-url';
import { apiGet } from './api-route';
import { originOf, pagingQuery } from './honours-support';

type ClipRow = typeof wePlayedClips.$inferSelect;

function toClipWire(row: ClipRow, absolute: (url: string) => string): WePlayedClipWire {
  const preview = absolute(row.previewUrl);
  return {
    name: row.name,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    cover: absolute(row.coverUrl),
    previewGif: preview,
    previewWebp: preview,
    views: row.views,
    created: row.createdAt.toISOString(),
    lastUpdated: row.updatedAt.toISOString(),
    saGameId: row.gameId,
    saTeamId: row.sportId,
    saAthleteId: row.rosterPlayerId,
    links: { embed: row.embedUrl, api: null },
    action: row.action,
    id: row.clipId,
    eventTs: row.eventAt.toISOString(),
  };
}

/**
 * One page of clips. v2-reference 1.3: on WePlayed/game the answered `page` may be below the one asked
 * for, so an index past the end is clamped to the last page (0 when there is none).
 */
async function clipPage(db: Db, where: SQL | undefined, paging: Paging, order: SQL[], clamp: boolean, absolute: (url: string) => string): Promise<PageEnvelope<WePlayedClipWire>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(wePlayedClips).where(where);
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  const effective = clamp && paging.pageIndex > lastPage ? { ...paging, pageIndex: lastPage, offset: lastPage * paging.pageSize } : paging;
  const rows = total > effective.offset ? await db.select().from(wePlayedClips).where(where).orderBy(...order).limit(effective.pageSize).offset(effective.offset) : [];
  return toPage(
    rows.map((row) => toClipWire(row, absolute)),
    total,
    effective,
  );
}

/** GET /WePlayed/game and GET /WePlayed/latest: highlight clips of the school's games (v2-reference 32). */
export async function registerWePlayedRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
    apiGet(
    app,
    {
      path: '/WePlayed/game',
      summary: "Highlight clips of one of the school's games, in game order; gameId from /Countdown/homepage or the schedule",
      tag: 'WePlayed',
      query: z.object({ gameId: intParam, ...pagingQuery }),
      response: wePlayedPageWire,
      statuses: { 400: 'gameId missing or not an integer, or a bad paging value' },
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      const where = and(eq(wePlayedClips.tenantId, tenant.id), eq(wePlayedClips.gameId, query.gameId));
      return clipPage(db, where, paging, [asc(wePlayedClips.eventAt), asc(wePlayedClips.id)], true, absoluteOn(originOf(request)));
    },
  );

  apiGet(
    app,
    {
      path: '/WePlayed/latest',
      summary: "The newest highlight clips of the school's games",
      tag: 'WePlayed',
      query: z.object(pagingQuery),
      response: wePlayedPageWire,
      statuses: { 400: 'A bad paging value' },
    },
    async ({ request, tenant }) => {
      const paging = readPaging(request.query);
      return clipPage(db, eq(wePlayedClips.tenantId, tenant.id), paging, [desc(wePlayedClips.createdAt), desc(wePlayedClips.id)], false, absoluteOn(originOf(request)));
    },
  );
}
