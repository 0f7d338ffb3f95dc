import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../../server/start';

export interface E2eServer {
  server: RunningServer;
  port: number;
  /** The site as a school's host sees it, e.g. url('/', 'coastalbay'). */
  url(pathname: string, tenant?: string): string;
  close(): Promise<void>;
}

/** The production build served by the real server, on a fresh embedded database. */
export async function startE2eServer(): Promise<E2eServer> {
  const clientDir = path.resolve('dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-e2e-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, version: 'e2e' });
  const port = Number(new URL(server.url).port);
  return {
    server,
    port,
    url: (pathname, tenant) => `http://${tenant ? `${tenant}.localhost` : 'localhost'}:${port}${pathname}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
