import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tenants } from '../../../server/store/tables/foundation';
import { games } from '../../../server/store/tables/schedule';
import type { StaffSignIn } from '../support/staff-sign-in';
import { call, startTwoInstances, untilTrue, type StudioApp } from './studio-test-kit';

const postgresUrl = inject('postgresUrl');

/** DESIGN 2 and 7: a result posted on instance A is what B serves next, though B had the game's answer cached. */
describe.skipIf(!postgresUrl)('a studio result on two instances of one PostgreSQL store', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: StudioApp;
  let b: StudioApp;
  let editor: StaffSignIn;

  beforeAll(async () => {
    instances = await startTwoInstances(postgresUrl!);
    ({ a, b } = instances);
    editor = await a.signIn('ridgemont');
  });
  afterAll(async () => instances?.close());

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
    await untilTrue(async () => wins((await onB()).json.overallRecord as string) === wins(before) + 1, 'instance B never served the result');
  });
});
