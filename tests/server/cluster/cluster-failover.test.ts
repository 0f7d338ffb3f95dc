import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoLiveToken } from '../../../server/live/live-tokens';
import { games } from '../../../server/store/tables/schedule';
import { tenants } from '../../../server/store/tables/foundation';
import { freePort } from '../../../scripts/cluster/free-port';
import { startInstance, stopInstance, type Instance, type InstanceOptions } from '../../../scripts/cluster/instances';
import { startNginx, type RunningNginx } from '../../../scripts/cluster/nginx';
import { ResumingFan } from '../../../scripts/cluster/resuming-fan';
import { simulatedDocuments } from '../../../scripts/live/simulated-game';
import { sendDocument, type StatCrew } from '../../../scripts/live/stat-crew';
import { testNow } from '../../support/test-clock';
import { openTestStore, type TestStore } from '../../support/test-store';

/**
 * #28: the deployment recipe, run. Two instances of the server on one PostgreSQL behind nginx rendered from
 * deploy/nginx/athletics.conf.template (nginx from the system's packages; .ci/run installs it). A few hundred fans
 * follow a live game through nginx; one instance is killed with SIGKILL mid-game and every fan must end with every
 * event exactly once; the killed one comes back and the other is stopped with SIGTERM under a load of GETs and
 * stat-crew PUTs: no request fails and again no fan loses or repeats an event.
 */

const postgresUrl = inject('postgresUrl');
const TENANT = 'ridgemont';
const FANS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('two instances on PostgreSQL behind nginx', () => {
  let store: TestStore;
  let nginx: RunningNginx;
  let prefix: string;
  const instances: Instance[] = [];
  let options: (name: string, port: number) => InstanceOptions;
  let gameId: number;
  const fans: ResumingFan[] = [];

  beforeAll(async () => {
    store = await openTestStore('postgres', postgresUrl);
    const [game] = await store.database.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(tenants, eq(tenants.id, games.tenantId))
      .where(and(eq(tenants.key, TENANT), eq(games.gameState, 0)))
      .orderBy(asc(games.date))
      .limit(1);
    gameId = game!.id;
    prefix = mkdtempSync(path.join(os.tmpdir(), 'athletics-cluster-'));
    const env = { SEED_DATE: new Date(testNow()).toISOString(), CLIENT_DIR: path.join(prefix, 'no-client'), LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '5000' };
    options = (name, port) => ({ name, port, databaseUrl: store.database.connectionString!, entry: 'sources', env });
    const ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port, index) => startInstance(options(`instance-${index + 1}`, port))))));
    nginx = await startNginx({ prefix: path.join(prefix, 'nginx'), port: await freePort(), upstreams: ports.map((port) => `127.0.0.1:${port}`) });
  }, 180_000);

  afterAll(async () => {
    for (const fan of fans) fan.close();
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGKILL')));
    await store?.dispose();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("keeps public GETs in nginx's micro-cache as the app's Cache-Control allows, and never staff or signed-in answers", async () => {
    const get = async (url: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${nginx.url}${url}`, { headers: { tenant: TENANT, ...headers } });
      await response.arrayBuffer();
      return { status: response.status, cache: response.headers.get('x-micro-cache') };
    };
    // A public API answer: fetched once, then served by nginx; per school (the tenant header is in the key).
    expect(await get('/api/v2/Sports')).toEqual({ status: 200, cache: 'MISS' });
    expect(await get('/api/v2/Sports')).toEqual({ status: 200, cache: 'HIT' });
    expect(await get('/api/v2/Sports', { tenant: 'coastalbay' })).toEqual({ status: 200, cache: 'MISS' });
    // Signed in (the session cookie), staff preview and the studio: straight to an instance, never stored.
    expect((await get('/api/v2/Sports', { cookie: 'staff_session=anything' })).cache).toBe('BYPASS');
    expect((await get('/api/v2/Hidden/stories')).cache).toBe('BYPASS');
    expect((await get('/api/studio/stories')).cache).toBe('BYPASS');
    // What the app marks no-store or no-cache (the live state) is asked for every time.
    const live = `/api/v2/live/games/${gameId}`;
    await get(live);
    expect((await get(live)).cache).toBe('MISS');
  });

  it('loses no event and repeats none when an instance is killed, and fails no request when one is stopped', async () => {
    const crew: StatCrew = { base: nginx.url, tenant: TENANT, token: demoLiveToken(TENANT) };
    const documents = simulatedDocuments('mbball', 36, new Date(testNow()));
    let sent = 0;
    let lastEventId = 0;
    const send = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        lastEventId = (await sendDocument(crew, gameId, documents[sent]!)).eventId;
        sent += 1;
        await sleep(50);
      }
    };
    await send(1);

      fans.push(...Array.from({ length: FANS }, () => new ResumingFan(`${nginx.url}/api/v2/live/games/${gameId}/events`, TENANT, () => performance.now())));
    await Promise.all(fans.map((fan) => fan.ready));
    const allHave = async (eventId: number) => {
      const deadline = performance.now() + 30_000;
      while (fans.some((fan) => (fan.lastId ?? 0) < eventId) && performance.now() < deadline) await sleep(50);
      return fans.filter((fan) => (fan.lastId ?? 0) >= eventId).length;
    };
    const tally = () => fans.reduce((sum, fan) => ({ lost: sum.lost + fan.tally(lastEventId).lost, duplicated: sum.duplicated + fan.tally(lastEventId).duplicated }), { lost: 0, duplicated: 0 });

    // The game under way on both instances.
    await send(10);
    expect(await allHave(lastEventId)).toBe(FANS);

    // An instance lost mid-game: its fans reconnect through nginx to the other and resume from their last event.
    const [killed, survivor] = instances as [Instance, Instance];
    await stopInstance(killed, 'SIGKILL');
    await send(10);
    expect(await allHave(lastEventId)).toBe(FANS);
    const movedByKill = fans.filter((fan) => fan.reconnects > 0).length;
    // least_conn spread the fans over both instances: about half of them were on the one killed.
    expect(movedByKill).toBeGreaterThan(FANS / 4);
    expect(tally()).toEqual({ lost: 0, duplicated: 0 });

    // The killed instance back; then the other stopped with SIGTERM under page-and-API GETs and stat-crew PUTs.
    instances[0] = await startInstance(options('instance-1-again', killed.port));
    await sleep(5_500); // nginx tries an instance it marked failed again after fail_timeout (5 s)
    const failures: string[] = [];
    let requests = 0;
    let loading = true;
    const reader = async (r: number) => {
      for (let n = 0; loading; n += 1) {
        const url = n % 2 === 0 ? `${nginx.url}/api/v2/Sports?reader=${r}-${n}` : `${nginx.url}/api/v2/Stories?$pageSize=5`;
        try {
          const response = await fetch(url, { headers: { tenant: TENANT } });
          await response.arrayBuffer();
          requests += 1;
          if (response.status !== 200) failures.push(`${url}: ${response.status}`);
        } catch (error) {
          failures.push(`${url}: ${(error as Error).message}`);
        }
      }
    };
    const load = Array.from({ length: 4 }, (_, r) => reader(r));
    const crewDuringStop = send(15);
    await sleep(300);
    expect(await stopInstance(survivor, 'SIGTERM')).toBe(0);
    await crewDuringStop;
    loading = false;
    await Promise.all(load);
    const behind = FANS - (await allHave(lastEventId));
    const summary = fans.filter((fan) => (fan.lastId ?? 0) < lastEventId).slice(0, 5).map((fan) => ({ lastId: fan.lastId, reconnects: fan.reconnects, connected: fan.connected, failures: fan.failures.slice(-3), downtimes: fan.downtimes }));
    const nginxLog = behind ? readFileSync(path.join(prefix, 'nginx', 'error.log'), 'utf8').split('\n').filter((line) => !line.includes('no live upstreams')).slice(-30).join('\n') : '';
    expect(behind, `fans behind event ${lastEventId}: ${JSON.stringify(summary)}\n${nginxLog}\n${instances[0]!.output().slice(-3000)}`).toBe(0);

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    expect(fans.filter((fan) => fan.reconnects > 0).length).toBeGreaterThan(movedByKill);
    expect(tally()).toEqual({ lost: 0, duplicated: 0 });
    expect(fans.flatMap((fan) => fan.failures)).toEqual([]);
    // Every fan resumed from its Last-Event-ID: the full state only once, when it first connected.
    expect(fans.filter((fan) => fan.states !== 1)).toHaveLength(0);

    for (const fan of fans) fan.close();
    }, 120_000);
});
