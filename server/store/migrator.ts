import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * Applies `NNNN_name.sql` files in name order, once each, recording them in `schema_migrations`.
 * Statements inside a file are separated by `--> statement-breakpoint` lines (drizzle-kit's format),
 * so a file runs statement by statement on both PGlite and PostgreSQL. Tables are named unqualified:
 * the connection's search_path decides the schema (each PostgreSQL test uses its own).
 */
export async function applyMigrations(db: PgDatabase<PgQueryResultHKT>, folder: string): Promise<string[]> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const done = new Set(((await db.execute(sql`SELECT name FROM schema_migrations`)) as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name));
  const files = migrationFiles(folder);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const statements = readFileSync(path.join(folder, file), 'utf8')
      .split(/-->\s*statement-breakpoint/)
      .map((statement) => statement.trim())
      .filter((statement) => statement.length > 0);
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
    });
    applied.push(file);
  }
  return applied;
}

/** The migrations in `folder`, in the order they apply (the names `schema_migrations` records). */
export function migrationFiles(folder: string): string[] {
  return readdirSync(folder).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}
