import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { groupingsWire, hallOfFameSettingsWire, hallOfFameWire, hofMemberWire, type HofMemberWire } from '../../contract/hall-of-fame';
import { badRequest, notFound } from '../http/api-error';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { hofGroupings, hofInductees } from '../store/tables/honours-awards';
import { apiGet, intSegment } from './api-route';
import { bucket, readSettings } from './honours-support';

type InducteeRow = typeof hofInductees.$inferSelect;

const settingsDocument = hallOfFameSettingsWire.omit({ clientId: true });

function toMemberWire(row: InducteeRow, hofSlug: string): HofMemberWire {
  return {
    inductionYear: row.inductionYear,
    bio: sanitizeContentHtml(row.bio),
    id: row.id,
    classYear: row.classYear,
    firstName: row.firstName,
    lastName: row.lastName,
    sports: row.sports,
    image: { url: row.imageUrl, alt: `${row.firstName} ${row.lastName}` },
    social: { apple: null, cameo: null, facebook: null, google: null, linkedin: null, instagram: null, snapchat: null, tiktok: null, twitch: null, twitter: row.twitter, vimeo: null, youtube: null },
    slug: row.slug,
    // spec 2.1 hof_bio: /honors/{slug}/{inducteeSlug}/{inducteeId}.
    url: `/honors/${hofSlug}/${row.slug}/${row.id}`,
    role: row.role,
    yearsActive: row.yearsActive,
    hometown: row.hometown,
    teaser: row.teaser,
    sportIds: row.sportIds,
  };
}

/** The bucket keys of a member under a grouping: a last-name letter, an induction year or each sport. */
const GROUP_KEYS: Record<string, (member: HofMemberWire) => string[]> = {
  alphabetical: (member) => [(member.lastName[0] ?? '#').toUpperCase()],
  'induction-year': (member) => [String(member.inductionYear)],
  sport: (member) => member.sports,
};

export async function registerHallOfFameRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const groupingsOf = (tenantId: number) => db.select().from(hofGroupings).where(eq(hofGroupings.tenantId, tenantId)).orderBy(asc(hofGroupings.rank), asc(hofGroupings.id));

  apiGet(
    app,
    {
      path: '/HallOfFame',
      summary: 'Hall of fame members, and the same members grouped (by last-name letter unless `grouping` names another grouping slug)',
      tag: 'HallOfFame',
      query: z.object({ grouping: z.string().max(60).optional(), sportId: intParam.optional(), inductionYear: intParam.optional() }),
      response: hallOfFameWire,
      statuses: { 400: 'A grouping the school does not offer, or sportId or inductionYear that is not an integer' },
    },
    async ({ tenant, query }) => {
      const settings = await readSettings(db, tenant.id, 'hall-of-fame', settingsDocument);
      const offered = (await groupingsOf(tenant.id)).map((row) => row.slug);
      const grouping = (query.grouping ?? settings.hallOfFameDefaultFilter).toLowerCase();
      if (!offered.includes(grouping) || !GROUP_KEYS[grouping]) throw badRequest(`Query parameter 'grouping' must be one of ${offered.join(', ')}.`, 'invalid_query');
      const rows = await db
        .select()
        .from(hofInductees)
        .where(
          and(
            eq(hofInductees.tenantId, tenant.id),
            query.sportId === undefined ? undefined : sql`${query.sportId} = ANY(${hofInductees.sportIds})`,
            query.inductionYear === undefined ? undefined : eq(hofInductees.inductionYear, query.inductionYear),
          ),
        )
        .orderBy(asc(hofInductees.lastName), asc(hofInductees.firstName), asc(hofInductees.id));
      const members = rows.map((row) => toMemberWire(row, settings.hallOfFameSlug ?? 'hall-of-fame'));
      return { members, groups: bucket(members, GROUP_KEYS[grouping]), grouping };
    },
  );

  apiGet(
    app,
    { path: `/HallOfFame/${intSegment('inducteeId')}`, summary: 'One hall of fame member, for the bio page', tag: 'HallOfFame', response: hofMemberWire, statuses: { 404: 'A non-integer id, or no member with this id at this school' } },
    async ({ tenant, params }) => {
      const [row] = await db.select().from(hofInductees).where(and(eq(hofInductees.tenantId, tenant.id), eq(hofInductees.id, Number(params.inducteeId))));
      if (!row) throw notFound(`No hall of fame member with id ${params.inducteeId}.`);
      const settings = await readSettings(db, tenant.id, 'hall-of-fame', settingsDocument);
      return toMemberWire(row, settings.hallOfFameSlug ?? 'hall-of-fame');
    },
  );

  apiGet(
    app,
    { path: '/HallOfFame/grouping', summary: 'The ways the hall of fame list can be grouped', tag: 'HallOfFame', response: groupingsWire },
    async ({ tenant }) => (await groupingsOf(tenant.id)).map((row) => ({ slug: row.slug, value: row.id, name: row.name, statTitle: row.statTitle })),
  );

  apiGet(
    app,
    { path: '/HallOfFame/settings', summary: 'Hall of fame page settings', tag: 'HallOfFame', response: hallOfFameSettingsWire, cache: 'settings' },
    async ({ tenant }) => ({ clientId: tenant.id, ...(await readSettings(db, tenant.id, 'hall-of-fame', settingsDocument)) }),
  );
}
