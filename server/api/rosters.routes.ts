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
import { apiGet, intSegment, NO_CONTENT, type ApiContext } from './api-route';
import { hiddenGet } from './hidden-route';
import { isPlainWord, peopleScope, textParam } from './people-wire';
import { rosterWires } from './roster-wire';

const TAG = 'Rosters';
const pagingDoc = { $pageIndex: z.string().optional(), $pageSize: z.string().optional() };
// A season is named by its first year ('2025') or its title ('2025-26').
const seasonParam = textParam(20).pipe(z.string().min(1, 'must not be empty'));
const listQuery = z.object({ sportId: intParam.optional(), sport: textParam(80).optional(), season: seasonParam.optional() });

function seasonCondition(season: string | undefined): SQL | undefined {
  if (season === undefined) return undefined;
  return /^\d{4}$/.test(season) ? or(eq(rosters.seasonTitle, season), eq(rosters.year, Number(season))) : eq(rosters.seasonTitle, season);
}

/** Roster list items, by sport then newest season: the public rosters, or (`hidden`, staff preview) the hidden ones. */
async function listItems(db: Db, hidden: boolean, conditions: Array<SQL | undefined>): Promise<RosterListItemWire[]> {
  const rows = await db
    .select({ roster: rosters, slug: sports.globalSportNameSlug })
    .from(rosters)
    .innerJoin(sports, eq(sports.id, rosters.sportId))
    .where(and(eq(rosters.hidden, hidden), ...conditions))
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
      const where = and(eq(rosters.tenantId, tenant.id), eq(rosters.hidden, false), eq(rosters.sportId, query.sportId), seasonCondition(query.season));
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(rosters).where(where);
      const rows = await db.select().from(rosters).where(where).orderBy(desc(rosters.year)).limit(paging.pageSize).offset(paging.offset);
      return toPage(await rosterWires(db, peopleScope(request, tenant), rows), counted?.n ?? 0, paging);
    },
  );

  const list = ({ tenant, query }: ApiContext<z.infer<typeof listQuery>>, hidden: boolean) =>
    listItems(db, hidden, [
      eq(rosters.tenantId, tenant.id),
      query.sportId === undefined ? undefined : eq(rosters.sportId, query.sportId),
      query.sport === undefined ? undefined : sql`lower(${sports.globalSportNameSlug}) = ${query.sport.toLowerCase()}`,
      // v2-reference 9: items have `seasonTitle` equal to `season` ('2024' is not '2024-25').
      query.season === undefined ? undefined : eq(rosters.seasonTitle, query.season),
    ]);

  apiGet(
    app,
    { path: '/Rosters/list', summary: 'Every roster of the school (all seasons), by sport then newest season.', tag: TAG, query: listQuery, response: rosterListWire },
    (context) => list(context, false),
  );

  // Ours, for the site's /hidden/sports/{slug}/roster/{season?} page: which hidden roster to show.
  hiddenGet(
    app,
    { path: '/Hidden/rosters/list', summary: "The hidden rosters (next season's, being prepared) with their season titles, as /Rosters/list; staff only", query: listQuery, response: rosterListWire },
    (context) => list(context, true),
  );

  apiGet(
    app,
    { path: '/Rosters/active/list', summary: "Each sport's current roster.", tag: TAG, response: rosterListWire },
    async ({ tenant }) => listItems(db, false, [eq(rosters.tenantId, tenant.id), eq(rosters.isCurrent, true)]),
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
      const rows = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenant.id), eq(rosters.hidden, false), eq(rosters.sportId, sport.id), eq(rosters.isCurrent, true)));
      const [roster] = await rosterWires(db, peopleScope(request, tenant), rows);
      return roster ?? NO_CONTENT;
    },
  );

  apiGet(app, { path: '/Rosters/settings', summary: 'How roster pages show and sort players.', tag: TAG, response: rosterSettingsWire, cache: 'settings' }, () => ROSTER_SETTINGS);

  /** One roster by id: a public one, or (`hidden`, staff preview) a hidden one. */
  const rosterById = async ({ request, tenant, params }: ApiContext<unknown>, hidden: boolean) => {
    const rows = await db.select().from(rosters).where(and(eq(rosters.tenantId, tenant.id), eq(rosters.hidden, hidden), eq(rosters.id, Number(params.rosterId))));
    const [roster] = await rosterWires(db, peopleScope(request, tenant), rows);
    if (!roster) throw notFound(`No ${hidden ? 'hidden ' : ''}roster with id ${params.rosterId}.`);
    return roster;
  };

  apiGet(
    app,
    { path: `/Rosters/${intSegment('rosterId')}`, summary: 'One roster with players, coaches and support staff.', tag: TAG, response: rosterWire, statuses: { 404: 'No such roster.' } },
    (context) => rosterById(context, false),
  );

  // v2-reference 31.
  hiddenGet(
    app,
    { path: `/Hidden/rosters/${intSegment('rosterId')}`, summary: 'One hidden roster (next season, being prepared), as /Rosters/{rosterId}; staff only', response: rosterWire, statuses: { 404: 'No hidden roster with this id, or a non-integer id.' } },
    (context) => rosterById(context, true),
  );
}
