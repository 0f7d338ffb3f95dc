import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyMigrations, migrationFiles } from './migrator';
import { PooledClient } from './pooled-client';
import { pglitePool } from './pglite-pool';

/** The store's query builder; the same on PGlite and PostgreSQL (one dialect). */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A pg connection string when on PostgreSQL (the live hub listens on its own connection). */
  connectionString?: string;
  /** The schema holding our tables (PostgreSQL tests each get their own). */
  schemaName: string;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (to start other stores from). */
  dump?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... ; unset: embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; unset with no databaseUrl: in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (created when missing); default 'public'. */
  schemaName?: string;
  /** PGlite only: start from this data directory dump (PGlite's dumpDataDir) instead of an empty one. */
  pgliteSnapshot?: Blob;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// One lock id for migrate-and-seed, so instances starting together take turns.
const SETUP_LOCK_ID = 7_310_001;

/**
 * PGlite's own start parameters, plus a smaller buffer pool: PostgreSQL's default 128 MB of
 * shared_buffers is resident from the start in PGlite's WebAssembly memory, while the demo
 * database is about 25 MB and its data files sit in the OS page cache anyway (bench:memory).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const schemaName = options.schemaName ?? 'public';
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // #28: a store that does not answer fails a request in 5 s (503, store-unavailable.ts) instead of holding it
      // until the OS gives up; the same bound applies to waiting for a free connection of the pool.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      options: `-c search_path=${schemaName}`,
      Client: PooledClient,
    });
    // An idle connection that the server drops (restart, failover, an admin ending it) is replaced by
    // the pool on the next query; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
    // A connection lost while checked out (inside a transaction, between two of its statements) emits its error
    // on the client, where the pool listens only while it is idle: the statement in flight or the next one fails
    // (a 503, store-unavailable.ts) and the pool drops the client on release; the event itself needs a listener.
    pool.on('connect', (client) => client.on('error', () => undefined));
    if (schemaName !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    const db = drizzlePg(pool) as unknown as Db;
    return { db, kind: 'postgres', connectionString: options.databaseUrl, schemaName, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.pgliteSnapshot, startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  const pool = pglitePool(client);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    schemaName,
    close: async () => {
      await pool.end();
      await client.close();
    },
    dump: async () => {
      // Flush the WAL into the data files, or the dump misses what was last written (through the pool: the
      // connection's statements are not interleaved with another caller's).
      await pool.query('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

let buildMigrations: string[] | undefined;

/** The migrations this build has, in order (#28: /readyz holds the store's applied ones to them). */
export function migrationsOfThisBuild(): string[] {
  buildMigrations ??= migrationFiles(migrationsFolder);
  return buildMigrations;
}

/** Applies pending migrations; safe to run from several instances at once. Returns the ones applied. */
export async function migrateDatabase(database: Database): Promise<string[]> {
  return withSetupLock(database, () => applyMigrations(database.db, migrationsFolder));
}

/** Runs `work` holding the cluster-wide setup lock (a no-op difference on PGlite, which has one client). */
export async function withSetupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // Session-level advisory locks need one connection: take it in a transaction-scoped form instead.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SETUP_LOCK_ID})`);
    return work();
  });
}
