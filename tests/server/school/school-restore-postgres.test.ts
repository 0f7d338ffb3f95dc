import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archivedTables, exportSchool } from '../../../server/school/archive/export-school';
import { restoreSchool, type RestoreResult } from '../../../server/school/archive/restore-school';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

/** issue 27 on PostgreSQL: a restore writes the same number of rows, table by table, as the original school has. */

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('school:restore on PostgreSQL', () => {
  let store: TestStore;
  let restored: RestoreResult;
  beforeAll(async () => {
    store = await openTestStore('postgres', postgresUrl);
    const archive = await exportSchool(store.database, 'coastalbay', { withPersonalData: true, now: new Date(testNow()) });
    restored = await restoreSchool(store.database, archive.bytes, { as: 'coastalbay-copy', now: new Date(testNow()) });
  }, 120_000);
  afterAll(async () => store?.dispose());

  it('holds as many rows of every archived table as the original', async () => {
    const countOf = async (table: string, key: string) => {
      const statement = sql.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE tenant_id = (SELECT id FROM tenants WHERE key = '${key}')`);
      return ((await store.database.db.execute(statement)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    };
    const original: Record<string, number> = {};
    const copy: Record<string, number> = {};
    for (const table of await archivedTables(store.database, true)) {
      original[table.name] = await countOf(table.name, 'coastalbay');
      // The restore's own audit_log row is the one the original has not.
      copy[table.name] = (await countOf(table.name, 'coastalbay-copy')) - (table.name === 'audit_log' ? 1 : 0);
    }
    expect(copy).toEqual(original);
    expect(Object.values(original).reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
    expect(restored.tenantId).toBeGreaterThan(0);
  });
});
