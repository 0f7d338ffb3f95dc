import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../../store/database';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, type ArchiveHeader, type ArchivedSchool } from './archive-format';
import { EXCLUDED_TABLES, PERSONAL_DATA_TABLES, schoolTables, type TableShape } from './archive-schema';
import { query } from '../../store/raw-query';
import { quoteIdent } from '../../store/quote-ident';

export interface ExportOptions {
  withPersonalData?: boolean;
  /** The export's time (the header's exportedAt). */
  now?: Date;
}

export interface ExportResult {
  bytes: Buffer;
  header: ArchiveHeader;
  rows: number;
}

/** The tables an export holds, in foreign-key order. */
export async function archivedTables(database: Database, withPersonalData: boolean): Promise<TableShape[]> {
  const tables = await schoolTables(database.db);
  return tables.filter((table) => !(table.name in EXCLUDED_TABLES) && (withPersonalData || !(table.name in PERSONAL_DATA_TABLES)));
}

/**
 * Rows as PostgreSQL writes them in JSON (row_to_json keeps json columns' text, timestamps with their offset), bytes
 * as base64. One JSON text per row, so JavaScript never re-encodes a value on the way out.
 */
async function rowsOf(database: Database, table: TableShape, tenantId: number): Promise<string[]> {
  const select = table.columns.map((column) => (table.bytea.includes(column) ? `encode(${quoteIdent(column)}, 'base64') AS ${quoteIdent(column)}` : quoteIdent(column))).join(', ');
  const order = table.orderBy.map(quoteIdent).join(', ') || '1';
  const statement = `SELECT row_to_json(x)::text AS line FROM (SELECT ${select} FROM ${quoteIdent(table.name)} WHERE tenant_id = ${tenantId} ORDER BY ${order}) x`;
  return (await query<{ line: string }>(database.db, sql.raw(statement))).map((row) => row.line);
}

/** Everything the school owns, as one gzip'd JSON lines archive (docs/school-archive.md). Read in one transaction. */
export async function exportSchool(database: Database, key: string, options: ExportOptions = {}): Promise<ExportResult> {
  const withPersonalData = options.withPersonalData ?? false;
  return database.db.transaction(async (tx) => {
    // One snapshot: a school written to during the export is archived as it was when the export began.
    if (database.kind === 'postgres') await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`);
    const [school] = await query<ArchivedSchool & { id: number }>(tx, sql`SELECT id, key, name, hosts, is_default, settings, state, time_zone FROM tenants WHERE key = ${key}`);
    if (!school) throw new ArchiveError(`There is no school with the key '${key}'.`);
    const tables = await archivedTables({ ...database, db: tx }, withPersonalData);
    const bodies: string[] = [];
    const counts: Record<string, number> = {};
    const bytea: Record<string, string[]> = {};
    for (const table of tables) {
      const lines = await rowsOf({ ...database, db: tx }, table, school.id);
      counts[table.name] = lines.length;
      if (table.bytea.length > 0) bytea[table.name] = table.bytea;
      for (const line of lines) bodies.push(`{"table":${JSON.stringify(table.name)},"row":${line}}`);
    }
    const { id: _id, ...archived } = school;
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: (options.now ?? new Date()).toISOString(),
      school: archived,
      tables: counts,
      bytea,
      withPersonalData,
    };
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    for (const line of [JSON.stringify(header), ...bodies]) {
      const bytes = Buffer.from(`${line}\n`, 'utf8');
      hash.update(bytes);
      chunks.push(bytes);
    }
    chunks.push(Buffer.from(`${JSON.stringify({ end: true, rows: bodies.length, sha256: hash.digest('hex') })}\n`));
    return { bytes: gzipSync(Buffer.concat(chunks)), header, rows: bodies.length };
  });
}
