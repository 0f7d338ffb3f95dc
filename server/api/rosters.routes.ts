import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rosterListWire, rostersPageWire, rosterSettingsWire, rosterWire, type RosterListItemWire, type RosterSettingsWire } from '../../contract/rosters';
import { ROSTER_SORT_OPTIONS } from '../../core/roster/roster-sort';
import { notFound } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { rosters } from '../store/tables/people';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';
import { isPlainWord, peopleScope, textParam } from './people-wire';
import { rosterWires } from './roster-wire';

const TAG = 'Rosters';
const pagingDoc = { $pageIndex: z.string().optional(), $pageSize: z.string().optional() };
// A season is named by its first year ('2025') or its title ('2025-26').
const seasonParam = textParam(20).pipe(z.string().min(1, 'must not be empty'));

function seasonCondition(season: string | undefined): SQL | undefined {
  if (season === undefined) return undefined;
  return /^\d{4}$/.test(season) ? or(eq(rosters.seasonTitle, season), eq(rosters.year, Number(season))) : eq(rosters.seasonTitle, season);
}

async function listItems(db: Db, conditions: Array<SQL | undefined>): Promise<RosterListItemWire[]> {
  const rows = await db
    .select({ roster: rosters, slug: sports.globalSportNameSlug })
    .from(rosters)
    .innerJoin(sports, eq(sports.id, rosters.sportId))
    .where(and(...conditions))
    .orderBy(asc(sports.appPriority), desc(rosters.year));
  return rows.map(({ roster, slug }) => ({
    rosterId: roster.id,
    displayTitle: roster.displayTitle,
    seasonTitle: roster.seasonTitle,
    globalSportNameSlug: slug,
    sportId: roster.sportId,
    year: roster.year,
    isCurrent: roster.isCurrent,
  }));
}

// spec 9: roster sort options; the roster, print and historical pages all read these.
const ROSTER_SETTINGS: RosterSettingsWire = {
  sortOptions: [...ROSTER_SORT_OPTIONS],
  defaultSort: 'jersey',
  defaultView: 'grid',
  views: ['grid', 'list'],
  showHeadshots: true,
  showCoaches: true,
  showSupportStaff: true,
  printEnabled: true,
  historicalRosterEnabled: true,
  seasonSelectorEnabled: true,
};

export async function registerRosterRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Rosters',
      summary: "A sport's rosters, newest season first, with players, coaches and support staff.",
      tag: TAG,
      query: z.object({ sportId: intParam, season: seasonParam.optional(), ...pagingDoc }),
      response: rostersPageWire,
      statuses: { 400: 'sportId missing or not an integer, or bad paging.' },
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      const where = and(eq(rosters.tenantId, tenant.id), eq(rosters.sportId, query.sportId), seasonCondition(query.season));
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(rosters).where(where);
      const rows = await db.select().from(rosters).where(where).orderBy(desc(rosters.year)).limit(paging.pageSize).offset(paging.offset);
      return toPage(await rosterWires(db, peopleScope(request, tenant), rows), counted?.n ?? 0, paging);
    },
  );

  apiGet(
    app,
    {
      path: '/Rosters/list',
      summary: 'Every roster of the school (all seasons), by sport then newest season.',
      tag: TAG,
      query: z.object({ sportId: intParam.optional(), sport: textParam(80).optional(), season: seasonParam.optional() }),
      response: rosterListWire,
    },
    async ({ tenant, query }) =>
      listItems(db, [
        eq(rosters.tenantId, tenant.id),
        query.sportId === undefined ? undefined : eq(rosters.sportId, query.sportId),
        query.sport === undefined ? undefined : sql`lower(${sports.globalSportNameSlug}) = ${query.sport.toLowerCase()}`,
        seasonCondition(query.season),
      ]),
  );

  apiGet(
    app,
    { path: '/Rosters/active/list', summary: "Each sport's current roster.", tag: TAG, response: rosterListWire },
    async ({ tenant }) => listItems(db, [eq(rosters.tenantId, tenant.id), eq(rosters.isCurrent, true)]),
  );

  apiGet(
    app,
    {
      path: '/Rosters/bySport/:sport',
      summary: "A sport's current roster; the sport by title, slug or short name.",
      tag: TAG,
      response: rosterWire,
      statuses: { 204: 'The sport has no roster.', 404: 'No such sport.' },
    },
    async ({ request, tenant, params }) => {
      const word = (params.sport ?? '').trim().toLowerCase();
      if (!isPlainWord(word)) throw notFound(`No sport '${params.sport}'.`);
      const [sport] = await db
        .select()
        .from(sports)
        .where(and(eq(sports.tenantId, tenant.id), or(sql`lower(${sports.title}) = ${word}`, sql`lower(${sports.globalSportNameSlug}) = ${word}`, sql`lower(${sports.shortName}) = ${word}`)));
      if (!sport) throw notFound(`No sport '${params.sport}'.`);
      const rows = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenant.id), eq(rosters.sportId, sport.id), eq(rosters.isCurrent, true)));
      const [roster] = await rosterWires(db, peopleScope(request, tenant), rows);
      return roster ?? NO_CONTENT;
    },
  );

  apiGet(app, { path: '/Rosters/settings', summary: 'How roster pages show and sort players.', tag: TAG, response: rosterSettingsWire, cache: 'settings' }, () => ROSTER_SETTINGS);

  apiGet(
    app,
    { path: `/Rosters/${intSegment('rosterId')}`, summary: 'One roster with players, coaches and support staff.', tag: TAG, response: rosterWire, statuses: { 404: 'No such roster.' } },
    async ({ request, tenant, params }) => {
      const rows = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenant.id), eq(rosters.id, Number(params.rosterId))));
      const [roster] = await rosterWires(db, peopleScope(request, tenant), rows);
      if (!roster) throw notFound(`No roster with id ${params.rosterId}.`);
      return roster;
    },
  );
}
