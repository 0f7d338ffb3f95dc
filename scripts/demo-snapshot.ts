import { eq } from 'drizzle-orm';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';
import type { EventSourceConstructor } from '../adapters/live/live-connection';
import { dumpDemoSnapshot, type DemoSnapshot } from '../adapters/in-memory/in-memory-adapter-set';
import { apiAdapters } from '../composition/api-adapter-set';
import { NodeEventSource } from './node-event-source';
import type { Logger } from '../core/platform/logger.port';
import { buildApp } from '../server/app';
import { parseSeedDate } from '../server/clock';
import { demoProtectedDocuments } from '../demo/hidden/demo-access';
import { DEMO_SCHOOLS } from '../demo/schools';
import { seedDemoData } from '../demo/seed';
import { migrateDatabase, openDatabase, type Database } from '../server/store/database';
import { media, tenants } from '../server/store/tables/foundation';

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/**
 * Seeds the demo schools around `now` in a throwaway in-memory store (or takes a store already seeded
 * around it), starts our server on it and reads each school's demo snapshot through the API adapters:
 * the in-memory set's data comes from the one seed, never a second copy (#15).
 */
export async function dumpDemoSnapshots(now: number, seeded?: Database, mediaDir?: string): Promise<Map<string, DemoSnapshot>> {
  const database = seeded ?? (await openDatabase({}));
  if (!seeded) {
    await migrateDatabase(database);
    await seedDemoData(database, now);
  }
  const app = await buildApp({ database, now: () => now });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2`;
    const snapshots = new Map<string, DemoSnapshot>();
    for (const { key: tenant } of DEMO_SCHOOLS) {
      const http = new FetchHttpClient({ apiBase, tenant, logger: quiet });
      const api = apiAdapters(http, { apiBase, tenant, EventSource: NodeEventSource as unknown as EventSourceConstructor }, quiet);
      snapshots.set(tenant, await dumpDemoSnapshot(api, now, { protectedDocuments: await demoProtectedDocuments(database, tenant) }));
    }
    if (mediaDir) await writeDemoMedia(database, mediaDir);
    return snapshots;
  } finally {
    for (const source of NodeEventSource.instances) source.close();
    await app.close();
    if (!seeded) await database.close();
  }
}

/** The images the seed drew (logos, headshots, ads), as the files a static host serves at /media/{school}/{path}. */
async function writeDemoMedia(database: Database, dir: string): Promise<void> {
  const rows = await database.db.select({ key: tenants.key, path: media.path, body: media.body }).from(media).innerJoin(tenants, eq(tenants.id, media.tenantId));
  for (const row of rows) {
    const file = path.join(dir, row.key, row.path);
    if (!file.startsWith(path.join(dir, row.key) + path.sep)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, row.body);
  }
}

/**
 * Writes `{dir}/{tenant}.json` for each demo school, and the demo's images under `{dir}/media`; returns the snapshot
 * files. From a store already seeded around `now` when given, else from a fresh seed.
 */
export async function writeDemoSnapshots(dir: string, now: number, seeded?: Database): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (const [tenant, snapshot] of await dumpDemoSnapshots(now, seeded, path.join(dir, 'media'))) {
    const file = path.join(dir, `${tenant}.json`);
    writeFileSync(file, JSON.stringify(snapshot));
    files.push(file);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? path.resolve('data', 'demo-snapshot');
  const now = process.env.SEED_DATE ? parseSeedDate(process.env.SEED_DATE) : Date.now();
  for (const file of await writeDemoSnapshots(dir, now)) console.log(`Demo snapshot: ${file}`);
}
