import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../store/database';
import { checkVersion, versionConflict, type CurrentVersion } from './if-match';
import { staffNames } from './staff/staff-names';

/** What every row the studio edits carries: its version and who wrote it last, when. */
export interface VersionedRow {
  version: number;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/** Who changed a row last and when, as a 412 tells the editor. */
export async function currentVersionOf(db: Db, row: VersionedRow): Promise<CurrentVersion> {
  const names = await staffNames(db, [row.updatedBy]);
  return { version: row.version, updatedAt: row.updatedAt?.toISOString() ?? null, updatedBy: names.get(row.updatedBy ?? -1) ?? null };
}

/** A table of a school's versioned items. */
export interface VersionedTable {
  tenantId: PgColumn;
  id: PgColumn;
  version: PgColumn;
}

/** One kind of item's check of the version the client edited, made by `versionCheck`. */
export interface VersionCheck<Item> {
  /** The item at the version the client edited: 404 when there is none, 412 with who changed it since. */
  expected(db: Db, tenantId: number, id: number, version: number): Promise<Item>;
  /** The 412 of a write that matched no row: someone else's landed between the read and this one. */
  lostRace(db: Db, tenantId: number, id: number): Promise<never>;
}

/** With the WHERE of its writes, made by `versionGuard`. */
export interface VersionGuard<Item> extends VersionCheck<Item> {
  /** The WHERE of a write that applies only while the item is still at the version read. */
  at(tenantId: number, id: number, version: number): SQL;
}

/** `find` loads the item or throws its 404; `versioned` is its versioned row. */
export function versionCheck<Item>(find: (db: Db, tenantId: number, id: number) => Promise<Item>, versioned: (item: Item) => VersionedRow): VersionCheck<Item> {
  return {
    async expected(db, tenantId, id, version) {
      const item = await find(db, tenantId, id);
      checkVersion(version, await currentVersionOf(db, versioned(item)));
      return item;
    },
    async lostRace(db, tenantId, id) {
      throw versionConflict(await currentVersionOf(db, versioned(await find(db, tenantId, id))));
    },
  };
}

/**
 * DESIGN 2, the write side, the same for every kind of item: load the item, check `If-Match`, write
 * `WHERE version = read`, 412 on a lost race.
 */
export function versionGuard<Item>(table: VersionedTable, find: (db: Db, tenantId: number, id: number) => Promise<Item>, versioned: (item: Item) => VersionedRow): VersionGuard<Item> {
  return {
    ...versionCheck(find, versioned),
    at: (tenantId, id, version) => and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.version, version))!,
  };
}
