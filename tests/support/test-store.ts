import { Blob } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemoData } from '../../demo/seed';
import { migrateDatabase, openDatabase, type Database, type Db } from '../../server/store/database';
import { tenants } from '../../server/store/tables/foundation';
import { databaseUrlFor, type TestFixtures } from './test-fixtures';
import { testNow } from './test-clock';

export type StoreKind = 'pglite' | 'postgres';

export interface TestStore {
  database: Database;
  dispose(): Promise<void>;
}

function fixtures(): TestFixtures | null {
  try {
    return inject('fixtures') ?? null;
  } catch {
    return null;
  }
}

async function onAdmin(postgresUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded store of its own: in-memory PGlite, or a database of its own in the test
 * PostgreSQL. Copied from the run's seeded fixtures when there are any, else seeded here.
 */
export async function openTestStore(kind: StoreKind, postgresUrl: string | null, today?: number): Promise<TestStore> {
  if (kind === 'postgres' && !postgresUrl) throw new Error('no PostgreSQL for this run');
  const prepared = today === undefined ? fixtures() : null;
  if (kind === 'pglite') {
    // Node's Blob: under jsdom the global one cannot be read back as an ArrayBuffer.
    const snapshot = prepared ? (new Blob([readFileSync(prepared.pgliteSnapshot)]) as unknown as globalThis.Blob) : undefined;
    const database = await openDatabase({ pgliteSnapshot: snapshot });
    await migrateDatabase(database);
    if (!prepared) await seedDemoData(database, today ?? testNow());
    return { database, dispose: () => database.close() };
  }
  const name = `athletics_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await onAdmin(postgresUrl!, prepared?.postgresTemplate ? `CREATE DATABASE "${name}" TEMPLATE "${prepared.postgresTemplate}"` : `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(postgresUrl!, name) });
  await migrateDatabase(database);
  if (!prepared?.postgresTemplate) await seedDemoData(database, today ?? testNow());
  return {
    database,
    async dispose() {
      await database.close();
      await onAdmin(postgresUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The store kinds this run covers: PGlite always, PostgreSQL when one is reachable. */
export function storeKinds(postgresUrl: string | null): StoreKind[] {
  return postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * The one store kind a suite of what the API answers runs on (its read rules, hidden content, sanitised HTML, images):
 * PostgreSQL when the run has one (CI always does), else PGlite. The two engines run the same SQL; what could differ
 * is how each driver hands rows back, and tests/server/contract/openapi-walk.test.ts checks every GET path against its
 * contract on both, while every browser and ui test reads from PGlite. Suites whose subject is the write path (the
 * studio's commands, races, a server killed mid-write) keep both kinds (storeKinds).
 */
export function readStoreKinds(postgresUrl: string | null): StoreKind[] {
  return postgresUrl ? ['postgres'] : ['pglite'];
}

/** The id of the school (tenant) with this key; fails on a key no school has. */
export async function tenantIdOf(db: Db, key: string): Promise<number> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, key));
  if (!tenant) throw new Error(`no school with key ${key}`);
  return tenant.id;
}

/**
 * The embedded store in a data directory, for tests that close it and open it again (a restart):
 * the first open starts from the run's seeded snapshot when there is one, else seeds it.
 */
export async function openDataDirStore(dataDir: string, first: boolean): Promise<Database> {
  const prepared = fixtures();
  const snapshot = first && prepared ? (new Blob([readFileSync(prepared.pgliteSnapshot)]) as unknown as globalThis.Blob) : undefined;
  const database = await openDatabase({ dataDir, pgliteSnapshot: snapshot });
  await migrateDatabase(database);
  if (first && !prepared) await seedDemoData(database, testNow());
  return database;
}
