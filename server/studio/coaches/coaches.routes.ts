import type { FastifyInstance } from 'fastify';
import { coachBody, studioCoachListQuery, studioCoachListWire, studioCoachWire } from '../../../contract/studio/rosters';
import { intSegment } from '../../api/api-route';
import type { Db } from '../../store/database';
import type { Tenant } from '../../tenants/tenant-directory';
import { versionEtag, versionFrom } from '../if-match';
import { requireRoster } from '../rosters/roster-records';
import { staffNames } from '../staff/staff-names';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { addCoach, changeCoach, removeCoach } from './coach-commands';
import { coachRecords, departmentsOf, rosterStaff, toCoachWire, type CoachRecord } from './coach-records';

const TAG = 'Studio rosters';
const ONE = `/coaches/${intSegment('id')}`;
const VERSION_CONFLICT = 'Someone changed it since (error.current)';
const NO_IF_MATCH = 'No If-Match';

async function wireOf(db: Db, tenant: Tenant, record: CoachRecord) {
  return toCoachWire(record, tenant.key, await staffNames(db, [record.member.updatedBy]));
}

/** Issue 26: coaches and support staff, the school's staff directory, and their places on season rosters. */
export function registerCoachRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  const { db } = deps;

  studioRoute(
    studio,
    { method: 'GET', path: '/coaches', summary: "The staff directory (its active members), or with rosterId that roster's coaches and support staff; and the directory's departments", tag: TAG, query: studioCoachListQuery, response: studioCoachListWire, statuses: { 404: 'No such roster at this school' } },
    async ({ tenant, query }) => {
      if (query.rosterId !== undefined) await requireRoster(db, tenant.id, query.rosterId);
      const records = query.rosterId === undefined ? await coachRecords(db, tenant.id, 'active') : await rosterStaff(db, tenant.id, query.rosterId);
      const names = await staffNames(db, records.map((record) => record.member.updatedBy));
      const departments = await departmentsOf(db, tenant.id);
      return { items: records.map((record) => toCoachWire(record, tenant.key, names)), departments: departments.map((department) => ({ id: department.id, title: department.title, sportId: department.sportId })) };
    },
  );

  studioRoute(
    studio,
    { method: 'POST', path: '/coaches', summary: 'Adds a member of the staff directory and, with rosterId, their place on that roster (coach or support, head coach)', tag: TAG, body: coachBody, response: studioCoachWire, successStatus: 201, statuses: { 400: 'A field needs attention (a headshot without its description)', 404: 'No such department, roster or headshot at this school' } },
    async ({ tenant, session, body, reply }) => {
      const record = await addCoach(deps, tenant.id, actorOf(session), body);
      reply.header('etag', versionEtag(record.member.version));
      return wireOf(db, tenant, record);
    },
  );

  studioRoute(
    studio,
    { method: 'PUT', path: ONE, summary: "Changes a staff member (If-Match: its version); with rosterId, sets their place on that roster; no headshotId keeps the headshot", tag: TAG, body: coachBody, response: studioCoachWire, statuses: { 400: 'A field needs attention', 404: 'No such staff member, department, roster or headshot at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, tenant, session, params, body }) => {
      const record = await changeCoach(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(record.member.version));
      return wireOf(db, tenant, record);
    },
  );

  studioRoute(
    studio,
    { method: 'DELETE', path: ONE, summary: 'Removes a staff member from the directory (If-Match): kept, inactive, on the past rosters they are on; deleted when on none', tag: TAG, response: studioCoachWire, successStatus: 204, statuses: { 404: 'No such staff member at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, tenant, session, params }) => {
      await removeCoach(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request));
    },
  );
}
