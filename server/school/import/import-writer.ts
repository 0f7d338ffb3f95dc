import { createHash } from 'node:crypto';
import { and, eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Now } from '../../clock';
import type { ContentChanges } from '../../studio/content-changes';
import { writeContent } from '../../studio/content-write';
import type { StudioActor } from '../../studio/studio-guard';
import type { Database, Db } from '../../store/database';
import { insertRows } from '../../store/bulk-insert';
import { nextSerialIds } from '../../store/serial-ids';
import { importSources } from '../../store/tables/foundation';
import type { ImportProgress, ResourceCounts } from './import-progress';

interface Mapping {
  localId: number;
  digest: string;
}

/** What the import knows while it runs: our school, the origin's ids mapped to ours, the counts. */
export interface ImportContext {
  database: Database;
  tenantId: number;
  actor: StudioActor;
  now: Now;
  progress: ImportProgress;
  counts: Map<string, ResourceCounts>;
  ledger: Map<string, Map<string, Mapping>>;
}

/** A row written by one resource: insert returns our id; update overwrites our row `id`. */
export interface ResourceWriter<Row> {
  resource: string;
  /** The audit kind ('sport', 'game', ...). */
  kind: string;
  insert(tx: Db, row: Row): Promise<number>;
  /** Several new rows in one statement: our ids in the order of `rows`. Without it, rows are inserted one by one. */
  insertMany?(tx: Db, rows: readonly Row[]): Promise<number[]>;
  update(tx: Db, id: number, row: Row): Promise<void>;
}

export interface MappedItem<Row> {
  sourceId: string;
  row: Row;
}

/** A table owned by a school, with a serial id. */
type SchoolTable = PgTable & { id: PgColumn; tenantId: PgColumn };

/** Insert/update of a school-owned table with a serial id: the writer of most resources. */
export function tableWriter<Row extends object>(context: ImportContext, resource: string, kind: string, table: SchoolTable): Required<ResourceWriter<Row>> {
  return {
    resource,
    kind,
    async insert(tx, row) {
      const [inserted] = (await tx
        .insert(table)
        .values({ tenantId: context.tenantId, ...row } as never)
        .returning({ id: table.id })) as { id: number }[];
      return inserted!.id;
    },
    async insertMany(tx, rows) {
      const ids = await nextSerialIds(tx, getTableName(table), rows.length);
      await insertRows(tx, table, rows.map((row, index) => ({ tenantId: context.tenantId, ...row, id: ids[index] })));
      return ids;
    },
    async update(tx, id, row) {
      await tx.update(table).set(row as never).where(eq(table.id, id));
    },
  };
}

const BATCH = 50;

/**
 * A value as JSON with every object's keys sorted, Buffers as their hex and Dates as ISO strings: what
 * JSON.stringify gives for a sorted copy of the value, written in one pass without the copy (a digest is taken of
 * every row the import maps; the copies were most of its cost).
 */
function stableJson(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    // bigint throws, as JSON.stringify does; functions, symbols and undefined are left out.
    case 'bigint':
      return JSON.stringify(value);
    default:
      return undefined;
  }
  if (value === null) return 'null';
  if (Buffer.isBuffer(value)) return `"${value.toString('hex')}"`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => stableJson(item) ?? 'null').join(',')}]`;
  const record = value as Record<string, unknown>;
  const members: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const member = stableJson(record[key]);
    if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
  }
  return `{${members.join(',')}}`;
}

/** The digest of a mapped row: stable JSON (sorted keys), Buffers as their hex, sha256. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value) ?? '').digest('hex');
}

export function countsOf(context: ImportContext, resource: string): ResourceCounts {
  let counts = context.counts.get(resource);
  if (!counts) context.counts.set(resource, (counts = { inserted: 0, updated: 0, unchanged: 0, refused: 0 }));
  return counts;
}

/** Loads what earlier runs imported of a resource (resume, second runs). */
export async function loadLedger(context: ImportContext, resource: string): Promise<Map<string, Mapping>> {
  const known = context.ledger.get(resource);
  if (known) return known;
  const rows = await context.database.db
    .select()
    .from(importSources)
    .where(and(eq(importSources.tenantId, context.tenantId), eq(importSources.resource, resource)));
  const map = new Map(rows.map((row) => [row.sourceId, { localId: row.localId, digest: row.digest }]));
  context.ledger.set(resource, map);
  return map;
}

/** Loads every mapping of the school at once, so references between resources resolve from the first pass. */
export async function loadLedgers(context: ImportContext): Promise<void> {
  const rows = await context.database.db.select().from(importSources).where(eq(importSources.tenantId, context.tenantId));
  for (const row of rows) {
    let map = context.ledger.get(row.resource);
    if (!map) context.ledger.set(row.resource, (map = new Map()));
    map.set(row.sourceId, { localId: row.localId, digest: row.digest });
  }
}

/** Our id of an origin item already imported, or null. */
export function localIdOf(context: ImportContext, resource: string, sourceId: string | number | null | undefined): number | null {
  if (sourceId === null || sourceId === undefined) return null;
  return context.ledger.get(resource)?.get(String(sourceId))?.localId ?? null;
}

/** New rows one statement each, in order: our ids. */
export async function insertOneByOne<Row>(tx: Db, insert: (tx: Db, row: Row) => Promise<number>, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const row of rows) ids.push(await insert(tx, row));
  return ids;
}

function insertNew<Row>(tx: Db, writer: ResourceWriter<Row>, rows: readonly Row[]): Promise<number[]> {
  return writer.insertMany ? writer.insertMany(tx, rows) : insertOneByOne(tx, (t, row) => writer.insert(t, row), rows);
}

/** The batch's import_sources rows in one upsert (a source id named twice keeps its last mapping). */
async function writeMappings(tx: Db, context: ImportContext, resource: string, mappings: readonly [string, Mapping][]): Promise<void> {
  const latest = new Map(mappings);
  await insertRows(
    tx,
    importSources,
    [...latest].map(([sourceId, { localId, digest }]) => ({ tenantId: context.tenantId, resource, sourceId, localId, digest })),
    'on conflict (tenant_id, resource, source_id) do update set local_id = excluded.local_id, digest = excluded.digest, imported_at = now()',
  );
}

// The school is 'importing' while batches are written: nothing serves it, so no instance needs telling;
// activation announces the whole school at once.
const SILENT = { notify: async () => undefined, announce: () => undefined } as unknown as ContentChanges;

/**
 * Writes a resource's mapped items in batches: unchanged digest → skipped, changed → our row updated, unknown →
 * inserted. Each batch is one writeContent transaction (with its audit row) holding the rows and their
 * import_sources mappings, so a killed run never leaves a row without its mapping. A batch's new rows go in one
 * INSERT when the writer can, and its mappings in one upsert.
 */
export async function writeResource<Row>(context: ImportContext, writer: ResourceWriter<Row>, items: readonly MappedItem<Row>[], options: { count?: boolean; progress?: { done: number; total: number } } = {}): Promise<void> {
  const ledger = await loadLedger(context, writer.resource);
  const counts = options.count === false ? { inserted: 0, updated: 0, unchanged: 0, refused: 0 } : countsOf(context, writer.resource);
  // A resource written in chunks (media) reports its progress against its whole.
  let done = options.progress?.done ?? 0;
  const total = options.progress?.total ?? items.length;
  for (let start = 0; start < items.length; start += BATCH) {
    const batch = items.slice(start, start + BATCH).map((item) => ({ ...item, digest: digestOf(item.row), known: ledger.get(item.sourceId) }));
    const changed = batch.filter((item) => item.known?.digest !== item.digest);
    counts.unchanged += batch.length - changed.length;
    if (changed.length > 0) {
      const deps = { db: context.database.db, now: context.now, changes: SILENT };
      const meta = { tenantId: context.tenantId, actor: context.actor, kind: writer.kind, action: 'import', summary: `Imported ${changed.length} ${writer.resource}` };
      const written = await writeContent(deps, meta, async (tx) => {
        const fresh = changed.filter((item) => !item.known);
        const freshIds = await insertNew(tx, writer, fresh.map((item) => item.row));
        const localIds = new Map(fresh.map((item, index) => [item, freshIds[index]!]));
        for (const item of changed) {
          if (item.known) await writer.update(tx, item.known.localId, item.row);
        }
        const out = changed.map((item): [string, Mapping] => [item.sourceId, { localId: item.known?.localId ?? localIds.get(item)!, digest: item.digest }]);
        await writeMappings(tx, context, writer.resource, out);
        return { result: out };
      });
      for (const item of changed) {
        if (item.known) counts.updated += 1;
        else counts.inserted += 1;
      }
      for (const [sourceId, mapping] of written) ledger.set(sourceId, mapping);
    }
    done += batch.length;
    context.progress.step(writer.resource, done, total);
    // The embedded store answers through promises alone, which never let the event loop reach the sockets: the
    // answers of the reads ahead are taken in (and the next requests sent) between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (total === 0) context.progress.step(writer.resource, 0, 0);
}
