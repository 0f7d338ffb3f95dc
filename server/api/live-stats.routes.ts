import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveStatsWire, type LiveStatsItemWire } from '../../contract/live-stats';
import type { LiveGame } from '../../core/live/live-game';
import { toLiveStats } from '../../core/live/live-stats';
import { intParam } from '../http/query';
import { localIso } from '../schedule/game-view';
import { sports } from '../store/tables/foundation';
import { liveGameDocuments } from '../store/tables/live';
import { games } from '../store/tables/schedule';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

/** GET /LiveStats: the spec's Live stats of every game of the school a stat crew has sent a document for. */
export async function registerLiveStatsRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/LiveStats',
      summary: "Live stats (spec 3) of the school's games with a stat-crew document, games under way first; optionally of one sport or game",
      tag: 'Live',
      query: z.object({ sportId: intParam.optional(), gameId: intParam.optional() }),
      response: liveStatsWire,
      statuses: { 400: 'sportId or gameId that is not an integer' },
      cache: 'live',
    },
    async ({ tenant, query }) => {
      const rows = await db
        .select({ gameId: games.id, date: games.localDate, indicator: games.locationIndicator, sportId: sports.id, sportTitle: sports.title, eventId: liveGameDocuments.version, updatedAt: liveGameDocuments.updatedAt, document: liveGameDocuments.document })
        .from(liveGameDocuments)
        .innerJoin(games, eq(games.id, liveGameDocuments.gameId))
        .innerJoin(sports, eq(sports.id, games.sportId))
        .where(
          and(
            eq(liveGameDocuments.tenantId, tenant.id),
            eq(games.tenantId, tenant.id),
            query.sportId === undefined ? undefined : eq(games.sportId, query.sportId),
            query.gameId === undefined ? undefined : eq(games.id, query.gameId),
          ),
        )
        .orderBy(asc(games.date), asc(games.id));
      const items: LiveStatsItemWire[] = rows.map((row) => {
        const document = row.document as LiveGame;
        return {
          gameId: row.gameId,
          eventId: row.eventId,
          updatedAt: row.updatedAt.toISOString(),
          sportId: row.sportId,
          sportTitle: row.sportTitle,
          date: localIso(row.date) ?? '',
          liveStatsUrl: document.Game.ClientLiveStatsUrl,
          ...toLiveStats(document, row.indicator),
        };
      });
      // Games under way before finished ones; each group by start time (the query's order, kept by a stable sort).
      return items.sort((a, b) => Number(a.is_complete) - Number(b.is_complete));
    },
  );
}
