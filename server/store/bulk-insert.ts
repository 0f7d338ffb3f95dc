import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { quoteIdent } from './quote-ident';

interface QueryClient {
  query(config: { text: string }, values: unknown[]): Promise<unknown>;
}

/** The node-postgres client (or pool) a drizzle database or transaction runs its statements on. */
function clientOf(db: Db): QueryClient {
  return (db as unknown as { session: { client: QueryClient } }).session.client;
}

/** A value as drizzle's insert binds it for `column`: its $defaultFn, else its $onUpdateFn when it has no default, else DEFAULT. */
function bound(table: PgTable, column: PgColumn, value: unknown): { value: unknown } | 'default' {
  if (value === undefined) {
    if (column.defaultFn) value = column.defaultFn();
    else if (!column.default && column.onUpdateFn) value = column.onUpdateFn();
    else return 'default';
  }
  if (value === null) return { value: null };
  const mapped = is(value, SQL) ? value : column.mapToDriverValue(value);
  if (is(mapped, SQL)) throw new TypeError(`insertRows takes values, not SQL (${getTableName(table)}.${column.name})`);
  return { value: mapped };
}

/**
 * Rows into `table` in one INSERT, with the values drizzle's `insert(table).values(rows)` binds, built here in one
 * pass: drizzle builds a multi-row insert through its generic SQL walker, a call per value, which took two thirds as much
 * of an import's CPU as the store took to run the inserts (a CPU profile of importing a demo school). `suffix`
 * follows the values ('on conflict ...'). Values only: an SQL expression is refused.
 */
export async function insertRows(db: Db, table: PgTable, rows: readonly Record<string, unknown>[], suffix = ''): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !(column as PgColumn & { shouldDisableInsert(): boolean }).shouldDisableInsert());
  const values: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows) {
    const cells: string[] = [];
    for (const [key, column] of columns) {
      const cell = bound(table, column, row[key]);
      if (cell === 'default') cells.push('default');
      else cells.push(`$${values.push(cell.value)}`);
    }
    tuples.push(`(${cells.join(', ')})`);
  }
  const names = columns.map(([, column]) => quoteIdent(column.name)).join(', ');
  const text = `insert into ${quoteIdent(getTableName(table))} (${names}) values ${tuples.join(', ')}${suffix ? ` ${suffix}` : ''}`;
  await clientOf(db).query({ text }, values);
}
