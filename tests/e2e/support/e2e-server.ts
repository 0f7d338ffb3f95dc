import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openPreparedStore, startServer, type RunningServer } from '../../../server/start';
import { seedDemoData } from '../../../demo/seed';
import type { Database } from '../../../server/store/database';
import { testNow } from '../../support/test-clock';

export interface E2eServer {
  server: RunningServer;
  port: number;
  /** The site as a school's host sees it, e.g. url('/', 'coastalbay'). */
  url(pathname: string, tenant?: string): string;
  /** With `movableClock`: moves the server's clock on by `ms` (its scheduler sees it at its next tick); returns the total offset. */
  advanceClock(ms: number): number;
  /** How far the server's clock has been moved ahead of the tests' clock (0 unless moved). */
  clockOffset(): number;
  /** The server's clock now. */
  now(): number;
  close(): Promise<void>;
}

/** The seeded data directory of the browser run's global setup; none outside vitest (a script seeds its own). */
function seededTemplate(): string | undefined {
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined;
  }
}

/** The production build served by the real server, on a fresh copy of the seeded embedded database. */
export interface E2eServerOptions {
  serverRendering?: boolean;
  /** Changes the seeded store before the server opens it (a school's settings, say). */
  prepareStore?: (database: Database) => Promise<void>;
  /** The server's clock runs on the tests' clock plus an offset the test moves with advanceClock. */
  movableClock?: boolean;
}

export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const clientDir = path.resolve('dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-e2e-'));
  const template = seededTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  if (options.prepareStore) {
    const database = await openPreparedStore({ dataDir, databaseUrl: undefined, firstContent: seedDemoData }, testNow, null);
    await options.prepareStore(database);
    await database.close();
  }
  let offset = 0;
  const now = () => testNow() + offset;
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, firstContent: seedDemoData, version: 'e2e', now, site: { apiBase: '/api/v2', serverRendering: options.serverRendering ?? true } });
  const port = Number(new URL(server.url).port);
  return {
    server,
    port,
    url: (pathname, tenant) => `http://${tenant ? `${tenant}.localhost` : 'localhost'}:${port}${pathname}`,
    advanceClock(ms) {
      if (!options.movableClock) throw new Error('Start the server with movableClock: true to move its clock');
      if (ms < 0) throw new Error('The server clock only moves on');
      offset += ms;
      return offset;
    },
    clockOffset: () => offset,
    now,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
