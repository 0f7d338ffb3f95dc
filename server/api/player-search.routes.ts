import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { playerHistoryPageWire, playerSearchListWire } from '../../contract/players';
import { pagingOf } from '../http/cursor-paging';
import { toPage } from '../http/paging';
import { intParam } from '../http/query';
import { players, rosterPlayers, rosters } from '../store/tables/people';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { likeText, mediaPath, peopleScope, peopleSports, personImage, textParam } from './people-wire';

const TAG = 'Players';
const SEARCH_LIMIT = 25;
const pagingDoc = { $pageIndex: z.string().optional(), $pageSize: z.string().optional() };
const fullName = sql`(${players.firstName} || ' ' || ${players.lastName})`;
/** Both lists give one row per player and sport: the player's name and picture, and (latestRosterPlayerId) the latest season's roster entry. */
const playerSportColumns = { playerId: players.id, firstName: players.firstName, lastName: players.lastName, imagePath: players.imagePath, sportId: rosterPlayers.sportId };
const latestRosterPlayerId = sql<number>`(array_agg(${rosterPlayers.id} ORDER BY ${rosters.year} DESC))[1]`;
const byPlayerName = [asc(players.lastName), asc(players.firstName), asc(players.id), asc(rosterPlayers.sportId)];

/** Finding players across seasons: the historical roster list and the name search (never a hidden roster's season). */
export async function registerPlayerSearchRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Players/history',
      summary: 'Everyone who has been on a roster, one item per player and sport, for the historical roster.',
      tag: TAG,
      query: z.object({ SportId: intParam.optional(), lastNameStart: textParam(40).optional(), nameSearch: textParam(80).optional(), ...pagingDoc }),
      response: playerHistoryPageWire,
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, query }) => {
      const paging = pagingOf(request);
      const conditions: Array<SQL | undefined> = [
        eq(rosterPlayers.tenantId, tenant.id),
        eq(rosters.hidden, false),
        query.SportId === undefined ? undefined : eq(rosterPlayers.sportId, query.SportId),
        query.lastNameStart ? ilike(players.lastName, `${likeText(query.lastNameStart)}%`) : undefined,
        query.nameSearch ? or(ilike(players.firstName, `%${likeText(query.nameSearch)}%`), ilike(players.lastName, `%${likeText(query.nameSearch)}%`)) : undefined,
      ];
      const where = and(...conditions);
      const [counted] = await db
        .select({ n: sql<number>`count(distinct (${rosterPlayers.playerId}::text || ':' || ${rosterPlayers.sportId}::text))::int` })
        .from(rosterPlayers)
        .innerJoin(players, eq(players.id, rosterPlayers.playerId))
        .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
        .where(where);
      const rows = await db
        .select({
          ...playerSportColumns,
          seasons: sql<string>`string_agg(${rosters.seasonTitle}, ', ' ORDER BY ${rosters.year})`,
          rosterPlayerId: latestRosterPlayerId,
        })
        .from(rosterPlayers)
        .innerJoin(players, eq(players.id, rosterPlayers.playerId))
        .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
        .where(where)
        .groupBy(players.id, rosterPlayers.sportId)
        .orderBy(...byPlayerName)
        .limit(paging.pageSize)
        .offset(paging.offset);
      const scope = peopleScope(request, tenant);
      const sports = await peopleSports(db, tenant.id);
      const items = rows.map((row) => {
        const sport = sports.get(row.sportId)!;
        return {
          playerId: row.playerId,
          firstName: row.firstName,
          lastName: row.lastName,
          seasons: row.seasons,
          rosterPlayerId: Number(row.rosterPlayerId),
          sportName: sport.title ?? sport.shortName,
          sportSlug: sport.globalSportNameSlug,
          image: personImage(scope, row.imagePath, `${row.firstName} ${row.lastName}`),
          sportId: row.sportId,
        };
      });
      return toPage(items, counted?.n ?? 0, paging);
    },
  );

  apiGet(
    app,
    {
      path: '/Players/search',
      summary: 'Players whose name contains the text, one per player and sport (latest season); v2.1 shape.',
      tag: TAG,
      query: z.object({ searchText: textParam(80).pipe(z.string().min(1, 'must not be empty')) }),
      response: playerSearchListWire,
      statuses: { 400: 'searchText missing or empty.' },
      versions: ['v2', 'v2.1'],
    },
    async ({ request, tenant, query }) => {
      const rows = await db
        .select({
          ...playerSportColumns,
          rosterPlayerId: latestRosterPlayerId,
        })
        .from(rosterPlayers)
        .innerJoin(players, eq(players.id, rosterPlayers.playerId))
        .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
        .where(and(eq(rosterPlayers.tenantId, tenant.id), eq(rosters.hidden, false), sql`${fullName} ILIKE ${`%${likeText(query.searchText)}%`}`))
        .groupBy(players.id, rosterPlayers.sportId)
        .orderBy(...byPlayerName)
        .limit(SEARCH_LIMIT);
      const scope = peopleScope(request, tenant);
      const sports = await peopleSports(db, tenant.id);
      return rows.map((row) => {
        const sport = sports.get(row.sportId)!;
        return {
          id: Number(row.rosterPlayerId),
          text: `${row.firstName} ${row.lastName} (${sport.title})`,
          imagePath: row.imagePath ? mediaPath(scope, row.imagePath) : '',
          sportSlug: sport.globalSportNameSlug,
          playerId: row.playerId,
        };
      });
    },
  );
}
