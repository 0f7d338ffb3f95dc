import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../schedule/school-time-zone';
import type { Database, Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { notifyContentChange } from '../../studio/content-changes';
import { schoolKeyProblem } from '../school-identity';
import { ArchiveError, readArchive, type ArchiveHeader, type ArchiveLine, type ArchiveRow } from './archive-format';
import { schoolTables, type TableShape } from './archive-schema';
import { query } from '../../store/raw-query';
import { quoteIdent } from '../../store/quote-ident';
import { remapRow, type IdMaps, type RemapContext } from './remap-row';
import { settleLinkSecrets } from './restore-secrets';

export interface RestoreOptions {
  as: string;
  /** The hosts the restored school answers on; unset: the archive's, less those another school uses. */
  hosts?: string[];
  /** The archive's file name, for the audit log. */
  fileName?: string;
  /** The audit log's time of the restore. */
  now?: Date;
}

export interface RestoreResult {
  tenantId: number;
  counts: Record<string, number>;
  idMaps: IdMaps;
  hosts: string[];
  warnings: string[];
  /** The archive holds fans' sign-ups and push subscriptions (exported with --with-personal-data). */
  withPersonalData: boolean;
}

// Rows per INSERT, and bytes: media bodies travel as hex text.
const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

async function settleHosts(tx: Db, header: ArchiveHeader, options: RestoreOptions, warnings: string[]): Promise<string[]> {
  const wanted = options.hosts ?? header.school.hosts ?? [];
  const taken = new Set((await query<{ host: string }>(tx, sql`SELECT unnest(hosts) AS host FROM tenants`)).map((row) => row.host));
  const clashing = wanted.filter((host) => taken.has(host));
  if (clashing.length > 0 && options.hosts) throw new ArchiveError(`Another school already answers on ${clashing.join(', ')}.`);
  if (clashing.length > 0) warnings.push(`Left out the hosts another school already answers on: ${clashing.join(', ')}. Give --hosts to choose the restored school's.`);
  return wanted.filter((host) => !taken.has(host));
}

/** New ids from each table's own sequence, handed out in ascending old-id order so orderings by id hold. */
async function allocateIds(tx: Db, tables: TableShape[], byTable: Map<string, ArchiveRow[]>): Promise<IdMaps> {
  const idMaps: IdMaps = {};
  for (const table of tables) {
    const rows = byTable.get(table.name) ?? [];
    if (!table.serialId || rows.length === 0) continue;
    const newIds = await nextSerialIds(tx, table.name, rows.length);
    const oldIds = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
    idMaps[table.name] = new Map(oldIds.map((id, index) => [id, newIds[index]!]));
  }
  return idMaps;
}

/** Types are PostgreSQL's: json_populate_recordset reads each value as the column's type reads text. */
async function insertRows(tx: Db, table: TableShape, rows: ArchiveRow[]): Promise<void> {
  const columns = table.columns.map(quoteIdent).join(', ');
  let batch: ArchiveRow[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const json = JSON.stringify(batch);
    await tx.execute(sql`INSERT INTO ${sql.raw(quoteIdent(table.name))} (${sql.raw(columns)}) SELECT ${sql.raw(columns)} FROM json_populate_recordset(null::${sql.raw(quoteIdent(table.name))}, ${json}::json)`);
    batch = [];
    size = 0;
  };
  for (const row of rows) {
    for (const column of table.bytea) if (typeof row[column] === 'string') row[column] = `\\x${Buffer.from(row[column], 'base64').toString('hex')}`;
    batch.push(row);
    size += JSON.stringify(row).length;
    if (batch.length >= BATCH_ROWS || size >= BATCH_CHARS) await flush();
  }
  await flush();
}

function movedSettings(settings: Record<string, unknown>, context: RemapContext): Record<string, unknown> {
  const moved = JSON.parse(JSON.stringify(settings).split(`/media/${context.oldKey}/`).join(`/media/${context.newKey}/`)) as Record<string, unknown>;
  moved.tenant = context.newKey;
  const config = moved.config as Record<string, unknown> | undefined;
  if (config && typeof config.bucket === 'string') config.bucket = config.bucket.replace(new RegExp(`(^|/)${context.oldKey}$`), `$1${context.newKey}`);
  return moved;
}

/** Checks the whole archive, then writes the school under `as` with new ids in one transaction: all or nothing. */
export async function restoreSchool(database: Database, bytes: Uint8Array, options: RestoreOptions): Promise<RestoreResult> {
  const problem = schoolKeyProblem(options.as);
  if (problem) throw new ArchiveError(`'${options.as}' cannot be a school key: ${problem}`);
  const { header, lines } = readArchive(bytes);
  return database.db.transaction(async (tx) => {
    const [taken] = await query<{ id: number }>(tx, sql`SELECT id FROM tenants WHERE key = ${options.as}`);
    if (taken) throw new ArchiveError(`A school with the key '${options.as}' already exists.`);
    const tables = await schoolTables(tx);
    const known = new Set(tables.map((table) => table.name));
    const unknown = Object.keys(header.tables).filter((name) => !known.has(name));
    if (unknown.length > 0) throw new ArchiveError(`The archive holds tables this server does not have (${unknown.join(', ')}): update the server first.`);
    const warnings: string[] = [];
    const hosts = await settleHosts(tx, header, options, warnings);
    const [defaultSchool] = await query<{ id: number }>(tx, sql`SELECT id FROM tenants WHERE is_default`);
    const context: RemapContext = { idMaps: {}, tenantId: 0, oldKey: header.school.key, newKey: options.as };
    const settings = JSON.stringify(movedSettings(header.school.settings, context));
    const [tenant] = await query<{ id: number }>(
      tx,
      sql`INSERT INTO tenants (key, name, hosts, is_default, settings, state, time_zone) VALUES (${options.as}, ${header.school.name}, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(hosts)}::jsonb)), ${header.school.is_default && !defaultSchool}, ${settings}::jsonb, 'active', ${header.school.time_zone ?? DEFAULT_TIME_ZONE}) RETURNING id`,
    );
    context.tenantId = Number(tenant!.id);
    const byTable = groupRows(lines);
    context.idMaps = await allocateIds(tx, tables, byTable);
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const rows = byTable.get(table.name);
      if (!rows?.length) continue;
      const remapped = rows.map((row) => remapRow(context, table, row));
      await settleLinkSecrets(tx, table.name, remapped);
      await insertRows(tx, table, remapped);
      counts[table.name] = rows.length;
      // The ids came from the sequence already; this keeps it past them should a row have brought its own.
      if (table.serialId) {
        const sequence = sql`pg_get_serial_sequence(${quoteIdent(table.name)}, 'id')`;
        await tx.execute(
          sql`SELECT setval(${sequence}, top) FROM (SELECT max(id) AS top FROM ${sql.raw(quoteIdent(table.name))}) x
            WHERE top > (SELECT coalesce(last_value, 0) FROM pg_sequences WHERE format('%I.%I', schemaname, sequencename)::regclass = ${sequence}::regclass)`,
        );
      }
    }
    const summary = `Restored from archive ${options.fileName ?? '(bytes)'} exported ${header.exportedAt}`;
    await tx.execute(sql`INSERT INTO audit_log (tenant_id, account_id, actor_name, action, kind, item_id, summary, at) VALUES (${context.tenantId}, NULL, 'school:restore', 'restore', 'school', NULL, ${summary}, ${(options.now ?? new Date()).toISOString()}::timestamptz)`);
    await notifyContentChange(tx, database, context.tenantId, { directory: true });
    return { tenantId: context.tenantId, counts, idMaps: context.idMaps, hosts, warnings, withPersonalData: header.withPersonalData === true };
  });
}

function groupRows(lines: ArchiveLine[]): Map<string, ArchiveRow[]> {
  const byTable = new Map<string, ArchiveRow[]>();
  for (const line of lines) {
    const rows = byTable.get(line.table) ?? [];
    rows.push(line.row);
    byTable.set(line.table, rows);
  }
  return byTable;
}
