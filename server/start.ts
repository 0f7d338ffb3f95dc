import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { seedDemoData } from './seed/seed';
import { migrateDatabase, openDatabase, type Database } from './store/database';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens the store (PGlite in the data dir, or PostgreSQL), migrates, seeds the demo once, and listens. */
export async function startServer(config: ServerConfig & { logger?: boolean; schemaName?: string; version?: string }): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
    schemaName: config.schemaName,
  });
  await migrateDatabase(database);
  await seedDemoData(database, Date.now());
  const app = await buildApp({ database, clientDir: config.clientDir, logger: config.logger, version: config.version });
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    database,
    url: address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost'),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
