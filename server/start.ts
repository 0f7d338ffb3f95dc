import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { readNotifySettings } from './notify/notify-settings';
import type { Now } from './clock';
import type { ServerConfig } from './config';
import { migrateDatabase, type Database } from './store/database';
import { openLockedStore } from './store/command-store';
import { drainAndClose, type ShutdownReport } from './http/graceful-shutdown';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
  /** #28: the graceful stop (SIGTERM): drain within `timeoutMs`, then close the store (http/graceful-shutdown.ts). */
  shutdown(timeoutMs: number): Promise<ShutdownReport>;
}

export interface StartOptions extends Omit<ServerConfig, 'seedDate' | 'trustProxy' | 'corsOrigins' | 'site' | 'notify'> {
  /** #46: how fans are reached; unset: mails go to <dataDir>/outbox as .eml files, links on http://localhost:<port>. */
  notify?: ServerConfig['notify'];
  trustProxy?: ServerConfig['trustProxy'];
  corsOrigins?: ServerConfig['corsOrigins'];
  site?: ServerConfig['site'];
  logger?: boolean;
  schemaName?: string;
  version?: string;
  /** The clock the seed and the server read (server/clock.ts); the real one by default. */
  now?: Now;
  /** What fills a new, empty store once (the demo department's schools, demo/seed.ts); nothing by default. */
  firstContent?: FirstContent;
}

/** Fills an empty store once, under the setup lock; false when the store already held content. */
export type FirstContent = (database: Database, now: number) => Promise<boolean>;

/** Runs one start-up step and logs what it did and how long it took. */
async function timed<T>(log: Logger | null, work: () => Promise<T>, message: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await work();
  log?.info({ ms: Math.round(performance.now() - started) }, message(result));
  return result;
}

/** The store as the server runs on it: opened (PGlite in the data dir, or PostgreSQL), migrated, its first content written once; each step logged. */
export async function openPreparedStore(config: Pick<StartOptions, 'databaseUrl' | 'dataDir' | 'schemaName' | 'firstContent'>, now: Now, log: Logger | null): Promise<Database> {
  // #27: one process writes an embedded store at a time; a command holding it makes the server refuse to start.
  const database = await timed(
    log,
    () => openLockedStore(config, 'server'),
    (store) => (store.kind === 'postgres' ? 'Database: connected to PostgreSQL' : `Database: opened the embedded PGlite store in ${path.join(config.dataDir, 'pglite')}`),
  );
  try {
    await timed(log, () => migrateDatabase(database), (applied) => (applied.length ? `Database: applied ${applied.length} migration(s), ${applied.at(-1)} last` : 'Database: schema up to date'));
    const { firstContent } = config;
    if (firstContent) {
      await timed(
        log,
        () => firstContent(database, now()),
        (seeded) => (seeded ? `Demo data: seeded the demo schools around ${new Date(now()).toISOString().slice(0, 10)}` : 'Demo data: already seeded'),
      );
    }
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}

/**
 * The server's logger: pino at LOG_LEVEL, or none. Lines go to stdout asynchronously (those logged while a write is
 * under way go out together in the next), so a busy instance does not block on a write per request; pino writes what
 * is left when the process exits.
 */
export function serverLogger(enabled: boolean | undefined): Logger | null {
  return enabled ? pino({ level: process.env.LOG_LEVEL ?? 'info' }, pino.destination({ sync: false })) : null;
}

const LISTEN_BACKLOG = 4096;

/** Opens the prepared store and listens. */
export async function startServer(config: StartOptions): Promise<RunningServer> {
  const now = config.now ?? Date.now;
  const log = serverLogger(config.logger);
  const database = await openPreparedStore(config, now, log);
  const app = await buildApp({ database, clientDir: config.clientDir, logger: log ?? false, version: config.version, now, trustProxy: config.trustProxy, corsOrigins: config.corsOrigins, site: config.site, notify: config.notify ?? readNotifySettings({}, config.dataDir, config.port || 3000), livePublishUrl: config.livePublishUrl });
  // #28: when an instance is lost, its thousands of fans reconnect to this one within a second or two; a deep
  // accept queue holds their connections (the kernel caps it at net.core.somaxconn) where Node's default 511
  // would drop them, and a balancer would take the timeouts for this instance failing too.
  const address = await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  return {
    app,
    database,
    url: address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost'),
    async close() {
      await app.close();
      await database.close();
    },
    shutdown: (timeoutMs) => drainAndClose(app, database, timeoutMs),
  };
}
