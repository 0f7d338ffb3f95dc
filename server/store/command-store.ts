import path from 'node:path';
import type { ServerConfig } from '../config';
import { migrateDatabase, openDatabase, type Database } from './database';
import { lockStore } from './store-lock';

/**
 * The store, opened by the process that will write it: on PGlite (the data dir) it first takes the store's lock, so
 * a server and a command never write one directory together (StoreBusyError names the holder's pid), and closing it
 * releases the lock. On PostgreSQL (DATABASE_URL) any number of processes write beside each other.
 */
export async function openLockedStore(config: { databaseUrl?: string; dataDir: string; schemaName?: string }, role: string): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl, schemaName: config.schemaName });
  const release = lockStore(config.dataDir, role);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * The store as a command (`staff:add`, `school:*`) opens it: the same one the server uses, locked (above) and
 * migrated. On PostgreSQL it runs beside the servers, which learn of its writes through NOTIFY.
 */
export async function openCommandStore(command: string, config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = await openLockedStore(config, command);
  try {
    await migrateDatabase(database);
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Runs a command's work on the command store and closes it; what the work returns is printed by the caller. */
export async function withCommandStore<T>(command: string, config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openCommandStore(command, config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
