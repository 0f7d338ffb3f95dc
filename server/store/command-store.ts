import path from 'node:path';
import type { ServerConfig } from '../config';
import { migrateDatabase, openDatabase, type Database } from './database';
import { lockStore } from './store-lock';

/**
 * The store as a command (`staff:add`, `school:*`) opens it: the same one the server uses (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR), migrated. On PGlite the command first takes the store's lock, so it refuses while a
 * server has the directory open (StoreBusyError names the server's pid) and a server cannot start while it runs.
 * On PostgreSQL it runs beside the servers, which learn of its writes through NOTIFY.
 */
export async function openCommandStore(command: string, config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await migrateDatabase(database);
    return database;
  }
  const release = lockStore(config.dataDir, command);
  try {
    const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pglite') });
    await migrateDatabase(database);
    return { ...database, close: () => database.close().finally(release) };
  } catch (error) {
    release();
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
