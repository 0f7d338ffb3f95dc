import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/store/database';
import { tenants } from '../../../server/store/tables/foundation';
import { games } from '../../../server/store/tables/schedule';
import { openTestStore } from '../../support/test-store';
import type { StaffSignIn } from '../support/staff-sign-in';
import { call, startStudioApp, type StudioApp } from './studio-test-kit';

const postgresUrl = inject('postgresUrl');

/** DESIGN 2 and 7: a result posted on instance A is what B serves next, though B had the game's answer cached. */
describe.skipIf(!postgresUrl)('a studio result on two instances of one PostgreSQL store', () => {
  let a: StudioApp;
  let b: StudioApp;
  let second: Database;
  let editor: StaffSignIn;

  beforeAll(async () => {
    const store = await openTestStore('postgres', postgresUrl);
    a = await startStudioApp('postgres', postgresUrl, store);
    second = await openDatabase({ databaseUrl: store.database.connectionString, schemaName: store.database.schemaName });
    b = await startStudioApp('postgres', postgresUrl, { database: second, dispose: () => second.close() });
    editor = await a.signIn('ridgemont');
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
    await a?.store.dispose();
  });

  it("drops B's cached season record once A posts a result", async () => {
    const db = a.store.database.db;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'ridgemont'));
    const [game] = await db.select().from(games).where(and(eq(games.tenantId, tenant!.id), eq(games.gameState, 0), eq(games.type, 'C'))).limit(1);
    const onB = () => call(b.app, 'GET', `/api/v2/Schedule/${game!.seasonId}/Record`);
    const before = (await onB()).json.overallRecord as string;
    const wins = (record: string) => Number(record.split('-')[0]);
    let cached = false;
    for (let attempt = 0; attempt < 20 && !cached; attempt += 1) cached = (await onB()).headers['x-cache'] === 'HIT';
    expect(cached).toBe(true);
    const posted = await a.call('PUT', `/api/studio/games/${game!.id}/result`, { session: editor, ifMatch: game!.version, body: { decision: 'W', teamScore: '5', opponentScore: '2' } });
    expect(posted.status, posted.body).toBe(200);
    const start = performance.now();
    for (;;) {
      const answer = await onB();
      if (wins(answer.json.overallRecord as string) === wins(before) + 1) break;
      if (performance.now() - start > 5_000) throw new Error('instance B never served the result');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});
