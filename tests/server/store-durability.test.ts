import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/seed/seed';
import { migrateDatabase, openDatabase } from '../../server/store/database';
import { navigationItems, sports, tenants } from '../../server/store/tables/foundation';

describe('embedded store in a data directory', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-store-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what it stored across a restart and seeds only once', { timeout: 180_000 }, async () => {
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    expect(await seedDemoData(first, Date.now())).toBe(true);
    const [before] = await first.db.select({ n: count() }).from(sports);
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrateDatabase(second);
    expect(await seedDemoData(second, Date.now())).toBe(false);
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
