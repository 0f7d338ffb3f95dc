import { sql } from 'drizzle-orm';
import type { Db } from './database';
import { quoteIdent } from './quote-ident';
import { query } from './raw-query';

/**
 * `count` fresh ids from a table's own serial sequence, ascending: rows written in one multi-row INSERT with
 * these ids get them in the order given, which RETURNING alone does not promise.
 */
export async function nextSerialIds(db: Db, tableName: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await query<{ id: number }>(db, sql`SELECT nextval(pg_get_serial_sequence(${quoteIdent(tableName)}, 'id'))::int AS id FROM generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
