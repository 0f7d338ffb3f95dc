// Child process of bench-api: the real server on a fresh embedded store, with the built site when there is one (rendered pages).
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/start';
import { seedDemoData } from '../../demo/seed';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-'));
const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: process.env.DATABASE_URL || undefined, dataDir, clientDir: existsSync('dist/client/index.html') ? path.resolve('dist/client') : path.join(dataDir, 'no-client'), firstContent: seedDemoData, version: 'bench' });
process.send?.({ url: server.url, dataDir });
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
