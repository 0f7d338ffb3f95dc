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
import { livePublishUrl, startNginx, type LiveStreams, type RunningNginx } from '../../../scripts/cluster/nginx';
import { ResumingFan } from '../../../scripts/cluster/resuming-fan';
import { simulatedDocuments, withClockTicks } from '../../../scripts/live/simulated-game';
import type { LiveGame } from '../../../core/live/live-game';
import { sendDocument, type StatCrew } from '../../../scripts/live/stat-crew';
import { testNow } from '../../support/test-clock';
import { openTestStore, type TestStore } from '../../support/test-store';

/**
 * #28: the deployment recipe, run. Two instances of the server on one PostgreSQL behind nginx rendered from
 * deploy/nginx/athletics.conf.template (nginx and its nchan module from the system's packages; .ci/run installs
 * them). A few hundred fans follow a live game through nginx; one instance is killed with SIGKILL mid-game and every
 * fan must end with every event exactly once; the killed one comes back and the other is stopped with SIGTERM under
 * a load of GETs and stat-crew PUTs: no request fails and again no fan loses or repeats an event. Run twice: with
 * the fans' streams held by nginx's nchan module (#49, the recipe's default: the fans never notice an instance
 * going) and by the instances (they resume on the other one with Last-Event-ID).
 */

const postgresUrl = inject('postgresUrl');
const TENANT = 'ridgemont';
const FANS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl).each<LiveStreams>(['nchan', 'node'])('two instances on PostgreSQL behind nginx, live streams held by %s', (streams) => {
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
    const env: NodeJS.ProcessEnv = { SEED_DATE: new Date(testNow()).toISOString(), CLIENT_DIR: path.join(prefix, 'no-client'), LOG_LEVEL: 'warn', SHUTDOWN_TIMEOUT_MS: '5000' };
    options = (name, port) => ({ name, port, databaseUrl: store.database.connectionString!, entry: 'sources', env });
    const nginxPort = await freePort();
    if (streams === 'nchan') env.LIVE_PUBLISH_URL = livePublishUrl(`http://127.0.0.1:${nginxPort}`);
    const ports = [await freePort(), await freePort()];
    instances.push(...(await Promise.all(ports.map((port, index) => startInstance(options(`instance-${index + 1}`, port))))));
    nginx = await startNginx({ prefix: path.join(prefix, 'nginx'), port: nginxPort, upstreams: ports.map((port) => `127.0.0.1:${port}`), streams });
  }, 180_000);

  afterAll(async () => {
    for (const fan of fans) fan.close();
    await nginx?.stop();
    await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGKILL')));
    await store?.dispose();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it.runIf(streams === 'nchan')("keeps public GETs in nginx's micro-cache as the app's Cache-Control allows, and never staff or signed-in answers", async () => {
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
    // nchan: nginx holds every stream, so no fan noticed. The instances: least_conn spread the fans over both, and
    // about half of them were on the one killed.
    if (streams === 'nchan') expect(movedByKill).toBe(0);
    else expect(movedByKill).toBeGreaterThan(FANS / 4);
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
    if (streams === 'nchan') expect(fans.filter((fan) => fan.reconnects > 0)).toHaveLength(0);
    else expect(fans.filter((fan) => fan.reconnects > 0).length).toBeGreaterThan(movedByKill);
    expect(tally()).toEqual({ lost: 0, duplicated: 0 });
    expect(fans.flatMap((fan) => fan.failures)).toEqual([]);
    // The instances: every fan resumed from its Last-Event-ID, the full state only once, when it first connected.
    // nchan sends events only (a fan's page has the state; the browser takes a fresh one over HTTP after a gap).
    expect(fans.filter((fan) => fan.states !== (streams === 'nchan' ? 0 : 1))).toHaveLength(0);

    for (const fan of fans) fan.close();
    }, 120_000);

  it.runIf(streams === 'nchan')('shows a fan back after more events than nchan keeps the gap in the event ids, and the state to take is the newest', async () => {
    const crew: StatCrew = { base: nginx.url, tenant: TENANT, token: demoLiveToken(TENANT) };
    const url = `${nginx.url}/api/v2/live/games/${gameId}/events?tenant=${TENANT}`;
    const state = await fetch(`${nginx.url}/api/v2/live/games/${gameId}`, { headers: { tenant: TENANT } }).then((response) => response.json() as Promise<{ eventId: number; game: LiveGame }>);
    // A new fan gets the last few events (their ids in the data); the newest is the state's.
    const recent = await readFrames(url, {}, (frame) => frame.eventId === state.eventId);
    expect(recent.length).toBeGreaterThan(1);
    expect(recent.map((frame) => frame.eventId)).toEqual(recent.map((_, index) => state.eventId - recent.length + 1 + index));
    const seen = recent.at(-1)!;

    // The fan goes away; 70 events later (nchan keeps 64) it comes back with its Last-Event-ID.
    let latest = state.eventId;
    for (const document of withClockTicks([state.game], 71).slice(1)) latest = (await sendDocument(crew, gameId, document)).eventId;
    expect(latest).toBe(state.eventId + 70);
    const [resumed] = await readFrames(url, { 'last-event-id': seen.streamId }, () => true);
    // Not a silent hole: the next event it gets does not follow its last, so the browser takes the state again.
    expect(resumed!.eventId).toBeGreaterThan(seen.eventId + 1);
    const fresh = await fetch(`${nginx.url}/api/v2/live/games/${gameId}`, { headers: { tenant: TENANT } }).then((response) => response.json() as Promise<{ eventId: number }>);
    expect(fresh.eventId).toBe(latest);
  });
});

interface Frame {
  streamId: string;
  eventId: number;
}

/** A fan's stream read through fetch until `done` says the frame read is the last wanted. */
async function readFrames(url: string, headers: Record<string, string>, done: (frame: Frame) => boolean): Promise<Frame[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const frames: Frame[] = [];
  let text = '';
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return frames;
      text += value;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const lines = text.slice(0, end).split('\n');
        text = text.slice(end + 2);
        const streamId = lines.find((line) => line.startsWith('id: '))?.slice(4);
        const eventId = /"eventId":(\d+)/.exec(lines.find((line) => line.startsWith('data: ')) ?? '')?.[1];
        if (streamId === undefined || eventId === undefined) continue;
        frames.push({ streamId, eventId: Number(eventId) });
        if (done(frames.at(-1)!)) return frames;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
