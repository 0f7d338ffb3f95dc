import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allAmericanSettingsWire, allAmericansWire, allAmericanWire, type AllAmericanWire } from '../../contract/all-americans';
import { groupingsWire } from '../../contract/hall-of-fame';
import { badRequest, notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { allAmericans } from '../store/tables/honours-awards';
import { apiGet, intSegment } from './api-route';
import { bucket, readSettings, rosterBioPath, tenantSports, type SportRow } from './honours-support';

type AllAmericanRow = typeof allAmericans.$inferSelect;

/** The ways the All-Americans list can be grouped (the same for every school). */
const GROUPINGS = [
  { slug: 'year', value: 1, name: 'Year', statTitle: 'Year', keys: (member: AllAmericanWire) => [String(member.year)] },
  { slug: 'sport', value: 2, name: 'Sport', statTitle: 'Sport', keys: (member: AllAmericanWire) => [member.sport.title] },
  { slug: 'team', value: 3, name: 'Team', statTitle: 'Team', keys: (member: AllAmericanWire) => [member.team] },
  { slug: 'alphabetical', value: 4, name: 'Alphabetical', statTitle: 'Last Name', keys: (member: AllAmericanWire) => [(member.lastName[0] ?? '#').toUpperCase()] },
];

function toAllAmericanWire(row: AllAmericanRow, sportsById: Map<number, SportRow>): AllAmericanWire {
  const sport = sportsById.get(row.sportId)!;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    year: row.year,
    team: row.team,
    selector: row.selector,
    position: row.position,
    hometown: row.hometown,
    classYear: row.classYear,
    sport: { id: sport.id, title: sport.title, shortName: sport.shortName, globalSportNameSlug: sport.globalSportNameSlug },
    bio: sanitizeContentHtml(row.bio),
    image: { url: row.imageUrl, alt: `${row.firstName} ${row.lastName}` },
    url: `/all-americans/${row.id}`,
    playerId: row.playerId,
    rosterPlayerId: row.rosterPlayerId,
    rosterUrl: row.rosterPlayerId === null ? null : rosterBioPath(sport, row.firstName, row.lastName, row.rosterPlayerId),
  };
}

export async function registerAllAmericanRoutes(app: FastifyInstance, db: Db): Promise<void> {
  apiGet(
    app,
    {
      path: '/AllAmerican',
      summary: 'All-American selections, newest year first, and the same grouped by `grouping` (default from the settings)',
      tag: 'AllAmerican',
      query: z.object({ grouping: z.string().max(60).optional(), sportId: intParam.optional(), year: intParam.optional() }),
      response: allAmericansWire,
      statuses: { 400: 'An unknown grouping, or sportId or year that is not an integer' },
    },
    async ({ tenant, query }) => {
      const settings = await readSettings(db, tenant.id, 'all-americans', allAmericanSettingsWire);
      const slug = (query.grouping ?? settings.allAmericanDefaultFilter).toLowerCase();
      const grouping = GROUPINGS.find((candidate) => candidate.slug === slug);
      if (!grouping) throw badRequest(`Query parameter 'grouping' must be one of ${GROUPINGS.map((candidate) => candidate.slug).join(', ')}.`, 'invalid_query');
      const rows = await db
        .select()
        .from(allAmericans)
        .where(and(eq(allAmericans.tenantId, tenant.id), query.sportId === undefined ? undefined : eq(allAmericans.sportId, query.sportId), query.year === undefined ? undefined : eq(allAmericans.year, query.year)))
        .orderBy(desc(allAmericans.year), asc(allAmericans.lastName), asc(allAmericans.id));
      const sportsById = await tenantSports(db, tenant.id);
      const members = rows.map((row) => toAllAmericanWire(row, sportsById));
      return { members, groups: bucket(members, grouping.keys), grouping: grouping.slug };
    },
  );

  apiGet(
    app,
    { path: `/AllAmerican/${intSegment('allAmericanId')}`, summary: 'One All-American selection, for the bio page', tag: 'AllAmerican', response: allAmericanWire, statuses: { 404: 'A non-integer id, or no selection with this id at this school' } },
    async ({ tenant, params }) => {
      const [row] = await db.select().from(allAmericans).where(and(eq(allAmericans.tenantId, tenant.id), eq(allAmericans.id, Number(params.allAmericanId))));
      if (!row) throw notFound(`No All-American with id ${params.allAmericanId}.`);
      return toAllAmericanWire(row, await tenantSports(db, tenant.id));
    },
  );

  apiGet(
    app,
    { path: '/AllAmerican/groupings', summary: 'The ways the All-Americans list can be grouped', tag: 'AllAmerican', response: groupingsWire },
    () => GROUPINGS.map(({ slug, value, name, statTitle }) => ({ slug, value, name, statTitle })),
  );

  apiGet(
    app,
    { path: '/AllAmerican/settings', summary: 'All-Americans page settings', tag: 'AllAmerican', response: allAmericanSettingsWire, cache: 'settings' },
    ({ tenant }) => readSettings(db, tenant.id, 'all-americans', allAmericanSettingsWire),
  );
}
