import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { coachingHistoryWire, coachSeasonFiltersWire, staffCategoriesWire, staffMemberWire, staffPageWire, staffSettingsWire, supportStaffPageWire } from '../../contract/staff';
import { notFound } from '../http/api-error';
import { readPaging, toPage } from '../http/paging';
import { intParam } from '../http/query';
import { sports } from '../store/tables/foundation';
import { coachRecords, rosterCoaches, rosters, staffDepartments, staffMembers } from '../store/tables/people';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { coachingHistory } from './coaching-history';
import { requireSport } from '../schedule/game-query';
import { likeText, mediaPath, ordinal, peopleScope, peopleSports, socialMediaR, sportWire, textParam } from './people-wire';
import { roleIdentity } from './roster-wire';
import { currentRoles, toStaffMemberWire } from './staff-wire';

const TAG = 'Staff';
const pagingDoc = { $pageIndex: z.string().optional(), $pageSize: z.string().optional() };

export async function registerStaffRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  const currentYear = () => new Date(now()).getUTCFullYear();

  apiGet(
    app,
    {
      path: '/Staff',
      summary: 'The staff directory: administrative departments, then each sport’s coaches and staff.',
      tag: TAG,
      query: z.object({ categoryId: intParam.optional(), searchText: textParam(80).optional(), ...pagingDoc }),
      response: staffPageWire,
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      const where = and(
        eq(staffMembers.tenantId, tenant.id),
        eq(staffMembers.isActive, true),
        query.categoryId === undefined ? undefined : eq(staffMembers.departmentId, query.categoryId),
        query.searchText ? ilike(staffMembers.title, `%${likeText(query.searchText)}%`) : undefined,
      );
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(staffMembers).where(where);
      const rows = await db
        .select({ staff: staffMembers, department: staffDepartments })
        .from(staffMembers)
        .innerJoin(staffDepartments, eq(staffDepartments.id, staffMembers.departmentId))
        .where(where)
        .orderBy(asc(staffDepartments.rank), asc(staffMembers.rank), asc(staffMembers.lastName), asc(staffMembers.id))
        .limit(paging.pageSize)
        .offset(paging.offset);
      const scope = peopleScope(request, tenant);
      const [sportsById, roles] = await Promise.all([peopleSports(db, tenant.id), currentRoles(db, tenant.id, rows.map((row) => row.staff.id))]);
      const items = rows.map(({ staff, department }) =>
        toStaffMemberWire(scope, staff, department, { sport: department.sportId === null ? null : (sportsById.get(department.sportId) ?? null), roles: roles.get(staff.id) ?? [], currentYear: currentYear() }),
      );
      return toPage(items, counted?.n ?? 0, paging);
    },
  );

  apiGet(
    app,
    {
      path: '/Staff/supportStaff',
      summary: "Support staff (athletic trainers, strength coaches, operations) of the current rosters, by sport.",
      tag: TAG,
      query: z.object({ sportId: intParam.optional(), ...pagingDoc }),
      response: supportStaffPageWire,
    },
    async ({ request, tenant, query }) => {
      const paging = readPaging(request.query);
      const where = and(
        eq(rosterCoaches.tenantId, tenant.id),
        eq(rosterCoaches.kind, 'support'),
        eq(rosters.isCurrent, true),
        eq(rosters.hidden, false),
        query.sportId === undefined ? undefined : eq(rosterCoaches.sportId, query.sportId),
      );
      const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(rosterCoaches).innerJoin(rosters, eq(rosters.id, rosterCoaches.rosterId)).where(where);
      const rows = await db
        .select({ role: rosterCoaches, staff: staffMembers })
        .from(rosterCoaches)
        .innerJoin(rosters, eq(rosters.id, rosterCoaches.rosterId))
        .innerJoin(staffMembers, eq(staffMembers.id, rosterCoaches.staffMemberId))
        .innerJoin(sports, eq(sports.id, rosterCoaches.sportId))
        .where(where)
        .orderBy(asc(sports.appPriority), asc(rosterCoaches.rank), asc(rosterCoaches.id))
        .limit(paging.pageSize)
        .offset(paging.offset);
      const scope = peopleScope(request, tenant);
      const sportsById = await peopleSports(db, tenant.id);
      const items = rows.map(({ role, staff }) => {
        const sport = sportsById.get(role.sportId)!;
        const name = `${staff.firstName} ${staff.lastName}`;
        const url = staff.imagePath ? mediaPath(scope, staff.imagePath) : null;
        return {
          ...roleIdentity({ role, staff }, sport),
          image: url ? { url, absoluteUrl: `${scope.origin}${url}`, altText: name, title: name, creditName: null } : null,
          socialMediaR: socialMediaR({ Twitter: staff.twitter, Instagram: staff.instagram, LinkedIn: staff.linkedin }),
          custom1: staff.almaMater,
          custom2: `${ordinal(Math.max(1, currentYear() - staff.startYear + 1))} year`,
          custom3: String(staff.startYear),
          custom4: null,
          sport: sportWire(sport),
        };
      });
      return toPage(items, counted?.n ?? 0, paging);
    },
  );

  apiGet(
    app,
    { path: '/Staff/settings', summary: 'How the staff directory shows.', tag: TAG, response: staffSettingsWire, cache: 'settings' },
    ({ tenant }) => ({
      staffInformation: `Staff of ${tenant.name} Athletics. Coaches are listed under their sport.`,
      directoryDefaultView: 'list',
      displayFields: [
        { id: 1, title: 'Name', field: 'staff_name' },
        { id: 2, title: 'Title', field: 'staff_title' },
        { id: 3, title: 'Email', field: 'staff_email' },
        { id: 4, title: 'Phone', field: 'staff_phone' },
      ],
    }),
  );

  apiGet(
    app,
    { path: '/Staff/filters/categories', summary: 'The directory departments that have staff, in directory order.', tag: TAG, response: staffCategoriesWire },
    async ({ tenant }) => {
      const rows = await db
        .select()
        .from(staffDepartments)
        .where(
          and(
            eq(staffDepartments.tenantId, tenant.id),
            inArray(staffDepartments.id, db.select({ id: staffMembers.departmentId }).from(staffMembers).where(and(eq(staffMembers.tenantId, tenant.id), eq(staffMembers.isActive, true)))),
          ),
        )
        .orderBy(asc(staffDepartments.rank), asc(staffDepartments.id));
      return rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug, sportId: row.sportId }));
    },
  );

  apiGet(
    app,
    {
      path: '/Staff/coaches/filters/seasons',
      summary: 'Seasons that have a coaching staff, newest first (for the coaches page season picker).',
      tag: TAG,
      query: z.object({ sportId: intParam.optional() }),
      response: coachSeasonFiltersWire,
    },
    async ({ tenant, query }) => {
      const rows = await db
        .selectDistinct({ title: rosters.seasonTitle, year: rosters.year })
        .from(rosters)
        .where(and(eq(rosters.tenantId, tenant.id), eq(rosters.hidden, false), query.sportId === undefined ? undefined : eq(rosters.sportId, query.sportId)))
        .orderBy(desc(rosters.year), asc(rosters.seasonTitle));
      return rows.map((row) => ({ value: row.year, name: row.title, statTitle: String(row.year) }));
    },
  );

  apiGet(
    app,
    {
      path: `/Staff/coaches/history/overall/${intSegment('sportId')}`,
      summary: "Head coaches' won-lost records of a sport: year by year and per coach.",
      tag: TAG,
      response: coachingHistoryWire,
      statuses: { 404: 'No such sport.' },
    },
    async ({ tenant, params }) => {
      const sport = await requireSport(db, tenant.id, Number(params.sportId));
      const rows = await db
        .select()
        .from(coachRecords)
        .where(and(eq(coachRecords.tenantId, tenant.id), eq(coachRecords.sportId, sport.id)))
        .orderBy(asc(coachRecords.year));
      return coachingHistory(rows);
    },
  );

  apiGet(
    app,
    { path: `/Staff/${intSegment('staffId')}`, summary: 'One staff member (coaches and support staff included).', tag: TAG, response: staffMemberWire, statuses: { 404: 'No such staff member.' } },
    async ({ request, tenant, params }) => {
      const [row] = await db
        .select({ staff: staffMembers, department: staffDepartments })
        .from(staffMembers)
        .innerJoin(staffDepartments, eq(staffDepartments.id, staffMembers.departmentId))
        .where(and(eq(staffMembers.tenantId, tenant.id), eq(staffMembers.id, Number(params.staffId))));
      if (!row) throw notFound(`No staff member with id ${params.staffId}.`);
      const [sportsById, roles] = await Promise.all([peopleSports(db, tenant.id), currentRoles(db, tenant.id, [row.staff.id])]);
      const sport = row.department.sportId === null ? null : (sportsById.get(row.department.sportId) ?? null);
      return toStaffMemberWire(peopleScope(request, tenant), row.staff, row.department, { sport, roles: roles.get(row.staff.id) ?? [], currentYear: currentYear() });
    },
  );
}
