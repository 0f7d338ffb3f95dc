import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { staffCreateBody, staffMemberWire, staffPageWire, staffUpdateBody } from '../../../contract/studio/staff';
import { studioPagingQuery } from '../../../contract/studio/studio-common';
import { intSegment } from '../../api/api-route';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { addStaff, changeStaff, listStaff, removeStaff, toStaffWire } from './staff-commands';

const TAG = 'Studio staff';
const ONE = `/staff/${intSegment('id')}`;
const VERSION_CONFLICT = 'Someone changed the account since (error.current)';
const NO_IF_MATCH = 'No If-Match';

/** The school's staff accounts, for administrators only: role 'admin' makes studioRoute call requireStudio(request, 'admin') (403 forbidden_role for an editor). */
export function registerStaffRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(studio, { method: 'GET', path: '/staff', summary: "The school's staff accounts (admin only)", tag: TAG, role: 'admin', query: z.object(studioPagingQuery), response: staffPageWire }, async ({ session, tenant, query }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { rows, total } = await listStaff(deps.db, tenant.id, page, pageSize);
    return { items: rows.map((row) => toStaffWire(row, session.accountId)), total, page, pageSize };
  });

  studioRoute(
    studio,
    { method: 'POST', path: '/staff', summary: 'Adds a staff account: email, name, role (editor or admin), a password of at least 12 characters (admin only)', tag: TAG, role: 'admin', body: staffCreateBody, response: staffMemberWire, successStatus: 201, statuses: { 400: 'A field needs attention (a taken email, a short password)' } },
    async ({ session, tenant, body, reply }) => {
      const row = await addStaff(deps, tenant.id, actorOf(session), body);
      reply.header('etag', versionEtag(row.version));
      return toStaffWire(row, session.accountId);
    },
  );

  studioRoute(
    studio,
    { method: 'PUT', path: ONE, summary: "Changes an account's name, role or password (admin only, If-Match: its version); the last administrator stays one", tag: TAG, role: 'admin', body: staffUpdateBody, response: staffMemberWire, statuses: { 400: 'A field needs attention', 404: 'No such account at this school', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, session, tenant, params, body }) => {
      const row = await changeStaff(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return toStaffWire(row, session.accountId);
    },
  );

  studioRoute(
    studio,
    { method: 'DELETE', path: ONE, summary: 'Removes a staff account and signs it out everywhere (admin only, If-Match: its version; not your own, not the last administrator)', tag: TAG, role: 'admin', response: staffMemberWire, successStatus: 204, statuses: { 404: 'No such account at this school', 409: 'Your own account, or the last administrator', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, session, tenant, params }) => {
      await removeStaff(deps, tenant.id, actorOf(session), Number(params.id), versionFrom(request));
    },
  );
}
