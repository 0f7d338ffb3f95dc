import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { noticeListQuery } from '../../../contract/studio/notices';
import { intSegment } from '../../api/api-route';
import type { Tenant } from '../../tenants/tenant-directory';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { staffNames } from '../staff/staff-names';
import { noticeCommands, type NoticeKind, type VersionedRow } from './notice-commands';

export interface NoticeRoutesSpec<Row extends VersionedRow, Body, Values, Wire> {
  /** '/alerts', '/splash', '/promotions'. */
  path: string;
  tag: string;
  kind: NoticeKind<Row, Body, Values, Wire>;
  body: z.ZodType<Body>;
  wire: z.ZodType;
  pageWire: z.ZodType;
  /** More of the list answer (the promotions' locations). */
  listExtra?: (tenant: Tenant) => Promise<Record<string, unknown>>;
}

/** GET list, POST, GET one (ETag), PUT and DELETE (If-Match) of one kind of notice. */
export function registerNoticeRoutes<Row extends VersionedRow, Body, Values, Wire>(studio: FastifyInstance, deps: StudioDeps, spec: NoticeRoutesSpec<Row, Body, Values, Wire>): void {
  const { kind, tag } = spec;
  const commands = noticeCommands(kind, deps);
  const one = `${spec.path}/${intSegment('id')}`;
  const wire = async (rows: Row[]) => {
    const names = await staffNames(deps.db, rows.map((row) => row.updatedBy));
    return rows.map((row) => kind.toWire(row, names, deps.now()));
  };
  const writeStatuses = { 400: 'A field needs attention (error.fields)', 404: `No such ${kind.noun}`, 412: 'Someone changed it since (error.current)', 428: 'No If-Match' } as const;

  studioRoute(studio, { method: 'GET', path: spec.path, summary: `The school's ${kind.noun}s, newest change first`, tag, query: noticeListQuery, response: spec.pageWire }, async ({ tenant, query }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const { rows, total } = await kind.list(deps.db, tenant.id, page, pageSize);
    return { items: await wire(rows), total, page, pageSize, ...(spec.listExtra ? await spec.listExtra(tenant) : {}) };
  });

  studioRoute(studio, { method: 'POST', path: spec.path, summary: `Creates a ${kind.noun}; it shows on the public site while now is inside its window`, tag, body: spec.body, response: spec.wire, successStatus: 201, statuses: { 400: writeStatuses[400] } }, async ({ tenant, session, body, reply }) => {
    const row = await commands.create(tenant, actorOf(session), body as Body);
    reply.header('etag', versionEtag(row.version));
    return (await wire([row]))[0];
  });

  studioRoute(studio, { method: 'GET', path: one, summary: `One ${kind.noun}; ETag is its version`, tag, response: spec.wire, statuses: { 404: writeStatuses[404] } }, async ({ tenant, params, reply }) => {
    const row = await commands.find(tenant.id, Number(params.id));
    reply.header('etag', versionEtag(row.version));
    return (await wire([row]))[0];
  });

  studioRoute(studio, { method: 'PUT', path: one, summary: `Replaces a ${kind.noun}'s fields (If-Match: its version)`, tag, body: spec.body, response: spec.wire, statuses: writeStatuses }, async ({ request, reply, tenant, session, params, body }) => {
    const row = await commands.update(tenant, actorOf(session), Number(params.id), versionFrom(request), body as Body);
    reply.header('etag', versionEtag(row.version));
    return (await wire([row]))[0];
  });

  studioRoute(studio, { method: 'DELETE', path: one, summary: `Deletes a ${kind.noun} (If-Match: its version)`, tag, response: spec.wire, successStatus: 204, statuses: { 404: writeStatuses[404], 412: writeStatuses[412], 428: writeStatuses[428] } }, async ({ request, tenant, session, params }) => {
    await commands.remove(tenant.id, actorOf(session), Number(params.id), versionFrom(request));
  });
}
