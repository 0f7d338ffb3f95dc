import { sql } from 'drizzle-orm';
import type { Db } from '../../store/database';
import { query } from '../../store/raw-query';

/**
 * Tables with a tenant_id that an archive leaves out, and why. Every other such table is archived: the list of
 * tables is read from the catalog at run time, so a table added later is never forgotten. Tables without a
 * tenant_id are never archived (vapid_keys: the store's own Web Push key pair, not a school's).
 */
export const EXCLUDED_TABLES: Record<string, string> = {
  staff_sessions: 'sign-ins end with the store they were made on; staff sign in again after a restore',
  staff_login_failures: 'a rate-limit window, not content',
  import_sources: "school:import's origin-id → local-id map: its local ids name rows of several tables by resource and cannot be remapped; a restored school re-imports from scratch",
  notify_events: "the outbox: mail and pushes in flight are not a school's content (a restored school must not send them again)",
  notify_deliveries: 'the outbox: one row per message in flight, holding its recipient (an address or a device)',
  unsubscribe_events: "a tally of unsubscribes for the newsletter screen's counts; the addresses themselves are gone",
};

/** Personal data: archived only with --with-personal-data. */
export const PERSONAL_DATA_TABLES: Record<string, string> = {
  form_submissions: 'what people sent through the forms',
  newsletter_subscriptions: "fans' sign-ups: their addresses, choices and the secrets of their links",
  push_subscriptions: "fans' browsers: each push endpoint names one device",
};

export interface TableShape {
  name: string;
  /** Columns a restore writes (generated ones are left to PostgreSQL). */
  columns: string[];
  bytea: string[];
  /** A serial `id` primary key: a restore gives every row a new one. */
  serialId: boolean;
  /** Declared single-column foreign keys: column → referenced table (by its id). */
  foreignKeys: Record<string, string>;
  orderBy: string[];
}

/** Every table of the current schema with a tenant_id, in foreign-key order (a table after the ones it references). */
export async function schoolTables(db: Db): Promise<TableShape[]> {
  const columns = await query<{ table_name: string; column_name: string; data_type: string; is_generated: string; column_default: string | null }>(
    db,
    sql`SELECT c.table_name, c.column_name, c.data_type, c.is_generated, c.column_default FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY c.table_name, c.ordinal_position`,
  );
  const keys = await query<{ table_name: string; kind: string; columns: string[]; referenced: string | null }>(
    db,
    sql`SELECT k.conrelid::regclass::text AS table_name, k.contype::text AS kind, r.relname::text AS referenced,
        ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, o) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.o) AS columns
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace s ON s.oid = c.relnamespace LEFT JOIN pg_class r ON r.oid = k.confrelid
      WHERE s.nspname = current_schema() AND k.contype IN ('p', 'f')`,
  );
  const tables = new Map<string, TableShape>();
  for (const column of columns) {
    let table = tables.get(column.table_name);
    if (!table) tables.set(column.table_name, (table = { name: column.table_name, columns: [], bytea: [], serialId: false, foreignKeys: {}, orderBy: [] }));
    if (column.is_generated === 'ALWAYS') continue;
    table.columns.push(column.column_name);
    if (column.data_type === 'bytea') table.bytea.push(column.column_name);
    if (column.column_name === 'id' && column.column_default?.startsWith('nextval(')) table.serialId = true;
  }
  for (const key of keys) {
    const table = tables.get(key.table_name.replace(/^.*\./, '').replace(/"/g, ''));
    if (!table) continue;
    if (key.kind === 'p') table.orderBy = table.serialId ? ['id'] : key.columns;
    else if (key.columns.length === 1 && key.referenced) table.foreignKeys[key.columns[0]!] = key.referenced;
  }
  const owned = [...tables.values()].filter((table) => table.columns.includes('tenant_id') && table.name !== 'tenants');
  return foreignKeyOrder(owned);
}

function foreignKeyOrder(tables: TableShape[]): TableShape[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visit = (table: TableShape, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`foreign keys form a cycle through ${table.name}`);
    path.add(table.name);
    for (const referenced of Object.values(table.foreignKeys)) {
      const target = byName.get(referenced);
      if (target && target !== table) visit(target, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, new Set());
  return ordered;
}
