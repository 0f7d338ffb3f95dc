import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { seedDemoData } from '../../demo/seed';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { navigationItems, sports, tenants } from '../../server/store/tables/foundation';
import { openTestStore } from '../support/test-store';
import { testNow } from '../support/test-clock';

describe('embedded store in a data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-store-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what it stored across a restart and seeds only once', { timeout: 180_000 }, async () => {
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    expect(await seedDemoData(first, testNow())).toBe(true);
    const [before] = await first.db.select({ n: count() }).from(sports);
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    expect(await seedDemoData(second, testNow())).toBe(false);
    const [after] = await second.db.select({ n: count() }).from(sports);
    const [schools] = await second.db.select({ n: count() }).from(tenants);
    const [navigation] = await second.db.select({ n: count() }).from(navigationItems);
    await second.close();

    expect(after?.n).toBe(before?.n);
    expect(after?.n).toBeGreaterThanOrEqual(30);
    expect(schools?.n).toBe(2);
    expect(navigation?.n).toBeGreaterThan(100);
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('PostgreSQL store when the server drops its connections', () => {
  it('keeps running and answers again with fresh connections', async () => {
    const store = await openTestStore('postgres', postgresUrl);
    try {
      const { db } = store.database;
      // Fill the pool with idle connections, then have PostgreSQL end every one of them.
      await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`SELECT pg_sleep(0.05)`)));
      const admin = await openDatabase({ databaseUrl: store.database.connectionString! });
      await admin.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
      await admin.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [row] = await db.select({ n: count() }).from(tenants);
      expect(row?.n).toBe(2);
    } finally {
      await store.dispose();
    }
  });
});
