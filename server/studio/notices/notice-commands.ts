import type { Db } from '../../store/database';
import { notFound } from '../../http/api-error';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionCheck, type VersionedRow as VersionedItem } from '../version-guard';
import type { Tenant } from '../../tenants/tenant-directory';
import type { StudioActor } from '../studio-guard';
import type { StaffRef } from '../staff/staff-names';

/** What every notice row carries since migration 0019. */
export interface VersionedRow extends VersionedItem {
  id: number;
}

export interface Stamp {
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

/**
 * One kind of notice (alert, splash, promotion campaign): how it is read, written and shown.
 * `prepare` turns a valid body into the row's columns (sanitised HTML, the image's url) or throws 400 with fields.
 */
export interface NoticeKind<Row extends VersionedRow, Body, Values, Wire> {
  kind: string;
  noun: string;
  find(db: Db, tenantId: number, id: number): Promise<Row | undefined>;
  list(db: Db, tenantId: number, page: number, pageSize: number): Promise<{ rows: Row[]; total: number }>;
  prepare(db: Db, tenant: Tenant, body: Body): Promise<Values>;
  insert(tx: Db, tenantId: number, values: Values & Stamp): Promise<Row>;
  /** Changes the row only while it is still at `version`; undefined when it is not. */
  update(tx: Db, tenantId: number, id: number, version: number, values: Values & Stamp): Promise<Row | undefined>;
  remove(tx: Db, tenantId: number, id: number, version: number): Promise<boolean>;
  toWire(row: Row, names: Map<number, StaffRef>, now: number): Wire;
  snapshot(row: Row): Record<string, unknown>;
  label(row: Row): string;
}

async function requireRow<Row extends VersionedRow>(spec: NoticeKind<Row, unknown, unknown, unknown>, db: Db, tenantId: number, id: number): Promise<Row> {
  const row = await spec.find(db, tenantId, id);
  if (!row) throw notFound(`No ${spec.noun} with id ${id}.`);
  return row;
}


export function noticeCommands<Row extends VersionedRow, Body, Values, Wire>(spec: NoticeKind<Row, Body, Values, Wire>, deps: ContentWriteDeps) {
  const loose = spec as unknown as NoticeKind<Row, unknown, unknown, unknown>;
  // 404 and 412 (server/studio/version-guard.ts); the kind's own update and remove write only at the version read.
  const guard = versionCheck((db, tenantId, id) => requireRow(loose, db, tenantId, id), (row) => row);
  return {
    /** DESIGN 2: validated and sanitised, then the row, its version 1 and the audit row in one transaction. */
    async create(tenant: Tenant, actor: StudioActor, body: Body): Promise<Row> {
      const tenantId = tenant.id;
      const values = await spec.prepare(deps.db, tenant, body);
      return writeContent(deps, { tenantId, actor, kind: spec.kind, action: 'create' }, async (tx, at) => {
        const row = await spec.insert(tx, tenantId, { ...values, version: 1, updatedAt: at, updatedBy: actor.accountId });
        return { result: row, itemId: row.id, version: 1, before: null, after: spec.snapshot(row), summary: `Created ${spec.noun} “${spec.label(row)}”` };
      });
    },

    /** PUT (If-Match): every field replaced, as the next version. */
    async update(tenant: Tenant, actor: StudioActor, id: number, expected: number, body: Body): Promise<Row> {
      const tenantId = tenant.id;
      const values = await spec.prepare(deps.db, tenant, body);
      return writeContent(deps, { tenantId, actor, kind: spec.kind, action: 'update', itemId: id }, async (tx, at) => {
        const before = await guard.expected(tx, tenantId, id, expected);
        const row = (await spec.update(tx, tenantId, id, before.version, { ...values, version: before.version + 1, updatedAt: at, updatedBy: actor.accountId })) ?? (await guard.lostRace(tx, tenantId, id));
        return { result: row, version: row.version, before: spec.snapshot(before), after: spec.snapshot(row), summary: `Edited ${spec.noun} “${spec.label(row)}”` };
      });
    },

    /** DELETE (If-Match): gone from the public site at once. */
    async remove(tenantId: number, actor: StudioActor, id: number, expected: number): Promise<void> {
      await writeContent(deps, { tenantId, actor, kind: spec.kind, action: 'delete', itemId: id }, async (tx) => {
        const before = await guard.expected(tx, tenantId, id, expected);
        if (!(await spec.remove(tx, tenantId, id, before.version))) await guard.lostRace(tx, tenantId, id);
        return { result: undefined, before: spec.snapshot(before), after: null, summary: `Deleted ${spec.noun} “${spec.label(before)}”` };
      });
    },

    find: (tenantId: number, id: number) => requireRow(loose, deps.db, tenantId, id),
  };
}

/** Where the public site stands with a notice by the clock. */
export function windowState(start: Date | null, end: Date | null, on: boolean, now: number): 'scheduled' | 'showing' | 'ended' | 'off' {
  if (!on) return 'off';
  if (start && start.getTime() > now) return 'scheduled';
  if (end && end.getTime() < now) return 'ended';
  return 'showing';
}
