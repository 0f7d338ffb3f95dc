import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire } from '../../../contract/errors';
import { impressionCounterWire, promotionSetWire } from '../../../contract/promotions';
import { impressionDay } from '../../../server/api/promotions.routes';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/store/database';
import { tenants } from '../../../server/store/tables/foundation';
import { promotionImpressionDays } from '../../../server/store/tables/promotion-impressions';
import { testNow } from '../../support/test-clock';
import { openDataDirStore, openTestStore, storeKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');

async function get(app: FastifyInstance, url: string, tenant = 'ridgemont') {
  const response = await app.inject({ method: 'GET', url, headers: { tenant } });
  return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as unknown) : null };
}

async function campaignIds(app: FastifyInstance, name = 'home-multi', tenant = 'ridgemont'): Promise<number[]> {
  return promotionSetWire.parse((await get(app, `/api/v2/promotions/${name}`, tenant)).json).campaigns.map((campaign) => campaign.id);
}

/** Every day row of a campaign, oldest first. */
async function daysOf(database: Database, campaignId: number) {
  const rows = await database.db.select().from(promotionImpressionDays).where(eq(promotionImpressionDays.campaignId, campaignId));
  return rows.map((row) => ({ day: row.day, impressions: row.impressions })).sort((a, b) => a.day.localeCompare(b.day));
}

const counter = (ids: readonly number[]) => `/api/v2/promotions/counter?adIds=${ids.join(',')}`;

describe.each(storeKinds(postgresUrl))('promotion impression counter on %s', (kind) => {
  let api: TestApi;
  let ids: number[] = [];
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    ids = await campaignIds(api.app);
  });
  afterAll(async () => api?.close());

  it('takes a batch of ids and counts each per campaign per day, repeats included', async () => {
    const [a, b] = ids as [number, number];
    const today = impressionDay(testNow());
    const first = impressionCounterWire.parse((await api.get(counter([a, b, a]))).json);
    expect(first.recorded).toEqual([
      { adId: a, impressions: 2 },
      { adId: b, impressions: 1 },
    ]);
    impressionCounterWire.parse((await api.get(counter([a]))).json);
    expect(await daysOf(api.store.database, a)).toEqual([{ day: today, impressions: 3 }]);
    expect(await daysOf(api.store.database, b)).toEqual([{ day: today, impressions: 1 }]);
  });

  it("keeps another day's count apart", async () => {
    const c = ids[2]!;
    const today = impressionDay(testNow());
    const yesterday = impressionDay(testNow() - 86_400_000);
    const [{ tenantId }] = (await api.store.database.db.select({ tenantId: tenants.id }).from(tenants).where(eq(tenants.key, 'ridgemont'))) as [{ tenantId: number }];
    await api.store.database.db.insert(promotionImpressionDays).values({ tenantId, campaignId: c, day: yesterday, impressions: 7 });
    await api.get(counter([c, c]));
    expect(await daysOf(api.store.database, c)).toEqual([
      { day: yesterday, impressions: 7 },
      { day: today, impressions: 2 },
    ]);
  });

  it('is 400 naming the problem for a missing, malformed, oversized or foreign batch, storing none of it', async () => {
    const d = ids[3]!;
    const theirs = (await campaignIds(api.app, 'home-multi', 'coastalbay'))[0]!;
    const cases: Array<[string, string]> = [
      ['', 'adIds'],
      ['?adIds=', 'adIds'],
      ['?adIds=x', 'adIds'],
      [`?adIds=${d},,${d}`, 'adIds'],
      [`?adIds=${Array(201).fill(d).join(',')}`, 'adIds'],
      [`?adIds=${d},999999999`, '999999999'],
      [`?adIds=${d},${theirs}`, String(theirs)],
    ];
    for (const [query, named] of cases) {
      const response = await api.get(`/api/v2/promotions/counter${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message, query).toContain(named);
    }
    expect(await daysOf(api.store.database, d)).toEqual([]);
    expect(await daysOf(api.store.database, theirs)).toEqual([]);
  });
});


// DESIGN 8: acknowledged impressions survive a restart, and later ones add to the same day.
describe('promotion impressions survive a restart', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-impressions-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const countAcrossRestart = async (open: (first: boolean) => Promise<Database>) => {
    let database = await open(true);
    let app = await buildApp({ database, now: testNow });
    const [id] = (await campaignIds(app)) as [number];
    expect((await get(app, counter([id, id]))).status).toBe(200);
    await app.close();
    await database.close();

    database = await open(false);
    app = await buildApp({ database, now: testNow });
    try {
      expect(await daysOf(database, id)).toEqual([{ day: impressionDay(testNow()), impressions: 2 }]);
      expect((await get(app, counter([id]))).status).toBe(200);
      expect(await daysOf(database, id)).toEqual([{ day: impressionDay(testNow()), impressions: 3 }]);
    } finally {
      await app.close();
      await database.close();
    }
  };

  it('in the embedded store', { timeout: 180_000 }, () => countAcrossRestart((first) => openDataDirStore(dataDir, first)));

  it.runIf(postgresUrl)('in PostgreSQL', { timeout: 180_000 }, async () => {
    const store = await openTestStore('postgres', postgresUrl);
    const connectionString = store.database.connectionString!;
    try {
      await countAcrossRestart(async (first) => (first ? store.database : openDatabase({ databaseUrl: connectionString })));
    } finally {
      await store.dispose().catch(() => undefined);
    }
  });
});
