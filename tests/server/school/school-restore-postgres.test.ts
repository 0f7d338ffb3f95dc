import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { archivedTables, exportSchool } from '../../../server/school/archive/export-school';
import { restoreSchool, type RestoreResult } from '../../../server/school/archive/restore-school';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

/**
 * issue 27 on PostgreSQL: a restore writes the same number of rows, table by table, as the original school has, and
 * a server already running serves the restored school without a restart (its directory learns of it by NOTIFY).
 */

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('school:restore on PostgreSQL', () => {
  let store: TestStore;
  let restored: RestoreResult;
  let app: FastifyInstance;
  beforeAll(async () => {
    store = await openTestStore('postgres', postgresUrl);
    app = await buildApp({ database: store.database, now: testNow });
    await app.ready();
    const archive = await exportSchool(store.database, 'coastalbay', { withPersonalData: true, now: new Date(testNow()) });
    restored = await restoreSchool(store.database, archive.bytes, { as: 'coastalbay-copy', now: new Date(testNow()) });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });

  it('is served by the server that was running before it', async () => {
    const sports = async (tenant: string) => app.inject({ method: 'GET', url: '/api/v2/Sports', headers: { tenant } });
    let answer = await sports('coastalbay-copy');
    for (let tries = 0; answer.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await sports('coastalbay-copy');
    }
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as unknown[]).length).toBe(((await sports('coastalbay')).json() as unknown[]).length);
  });

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
