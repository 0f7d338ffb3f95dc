import { Writable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/store/database';
import { newsletterSubscriptions } from '../../../server/store/tables/subscriptions';
import { testNow } from '../../support/test-clock';
import { openTestStore, type TestStore } from '../../support/test-store';
import { fakeSiteBuild } from '../support/fake-site-build';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/**
 * #28: PostgreSQL goes away under writers and readers, and comes back. The app reaches the test PostgreSQL
 * through a TCP proxy the test cuts (every connection reset, new ones refused) and restores: no answer is a
 * 500, the outage's answers are 503 with Retry-After, every acknowledged sign-up is stored, cached answers
 * keep being served, nothing is logged as a crash, and requests succeed again without a restart.
 */

const postgresUrl = inject('postgresUrl');
const WRITERS = 6;
const READERS = 3;

interface Answer {
  /** When the request was sent and when its answer came (ms since the load started). */
  sentAt: number;
  at: number;
  kind: 'write' | 'read' | 'cached';
  status: number;
  retryAfter?: string;
  code?: string;
  email?: string;
}

// A server build whose pages read the API as the real ones do (one call each), so a page's status follows the store.
const API_READING_RENDERER = `export const pageRenderer = {
  async render({ url, boot, fetch }) {
    await fetch(boot.apiBase + '/Sports?page=' + encodeURIComponent(new URL(url).pathname), { headers: { tenant: boot.tenant } });
    return { kind: 'page', status: 200, markup: '<p>page</p>', head: { structuredData: [] }, hydration: '{}', cookies: { read: [], set: [] } };
  },
};
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresUrl)('the store goes away and comes back (PostgreSQL)', () => {
  let store: TestStore;
  let proxy: TcpProxy;
  let proxied: Database;
  let app: FastifyInstance;
  let site: ReturnType<typeof fakeSiteBuild>;
  /** The test store's address through the proxy. */
  let through: URL;
  const logLines: Array<{ level: number; msg: string }> = [];

  beforeAll(async () => {
    store = await openTestStore('postgres', postgresUrl);
    const direct = new URL(store.database.connectionString!);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    through = new URL(direct);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    proxied = await openDatabase({ databaseUrl: through.toString() });
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    site = fakeSiteBuild(API_READING_RENDERER);
    app = await buildApp({ database: proxied, clientDir: site.clientDir, logger: pino({ level: 'info' }, sink), now: testNow, scheduler: false });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxied?.close().catch(() => {});
    await proxy?.close();
    await store?.dispose();
    site?.remove();
  });

  it('answers 503 with Retry-After while it is away, never 500; keeps every acknowledged write; serves cached answers; recovers without a restart', async () => {
    const sports = (await app.inject({ method: 'GET', url: '/api/v2/Sports', headers: { tenant: 'ridgemont' } })).json() as Array<{ id: number; nonSport: boolean }>;
    const sportId = String(sports.find((sport) => !sport.nonSport)!.id);
    // A cached answer (the API's response cache): served while the store is away.
    expect((await app.inject({ method: 'GET', url: '/api/v2/Sports', headers: { tenant: 'ridgemont' } })).headers['x-cache']).toBe('HIT');
    // A rendered page, kept by the page cache.
    expect((await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } })).statusCode).toBe(200);

    const answers: Answer[] = [];
    let running = true;
    const started = performance.now();
    const record = (sentAt: number, kind: Answer['kind'], response: { statusCode: number; headers: Record<string, unknown>; body: string }, email?: string) => {
      let code: string | undefined;
      try {
        code = (JSON.parse(response.body) as { error?: { code?: string } }).error?.code;
      } catch {
        code = undefined;
      }
      answers.push({ sentAt, at: performance.now() - started, kind, status: response.statusCode, retryAfter: response.headers['retry-after'] as string | undefined, code, email });
    };
    const writer = async (w: number) => {
      for (let n = 0; running; n += 1) {
        const email = `outage-${w}-${n}@example.edu`;
        const sentAt = performance.now() - started;
        const response = await app.inject({ method: 'POST', url: '/api/v2/Subscriptions', headers: { tenant: 'ridgemont', 'content-type': 'application/json', 'x-forwarded-for': `10.9.${w}.${n % 250}` }, payload: JSON.stringify({ email, sports: [sportId] }) });
        record(sentAt, 'write', response, email);
      }
    };
    const reader = async (r: number) => {
      for (let n = 0; running; n += 1) {
        // A new address each time: the store is asked, no cache answers.
        const readAt = performance.now() - started;
        record(readAt, 'read', await app.inject({ method: 'GET', url: `/api/v2/Sports?reader=${r}-${n}`, headers: { tenant: 'ridgemont' } }));
        const cachedAt = performance.now() - started;
        record(cachedAt, 'cached', await app.inject({ method: 'GET', url: '/api/v2/Sports', headers: { tenant: 'ridgemont' } }));
        await sleep(5);
      }
    };
    const load = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), ...Array.from({ length: READERS }, (_, r) => reader(r))];

    await sleep(1_500);
    const cutAt = performance.now() - started;
    proxy.cut();
    await sleep(1_000);
    const readyDuring = await app.inject({ method: 'GET', url: '/readyz' });
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
    const pageDuring = await page('/sports/football');
    const cachedPageDuring = await page('/');
    await sleep(1_000);
    const restoredAt = performance.now() - started;
    proxy.restore();
    // Back: the first success after the store returned, then a second of load.
    while (!answers.some((answer) => answer.at > restoredAt && answer.kind === 'write' && answer.status === 200)) await sleep(20);
    const backAfterMs = answers.find((answer) => answer.at > restoredAt && answer.kind === 'write' && answer.status === 200)!.at - restoredAt;
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    // Requests made and answered while the store was away (one sent just before the cut may still succeed, on a busy machine late).
    const during = answers.filter((answer) => answer.sentAt > cutAt && answer.at < restoredAt);
    const outage = answers.filter((answer) => answer.status === 503);
    const acknowledged = answers.filter((answer) => answer.kind === 'write' && answer.status === 200).map((answer) => answer.email!);
    console.log(
      `store outage: ${answers.length} answers (${answers.filter((a) => a.kind === 'write').length} writes), ${outage.length} were 503, ${answers.filter((a) => a.status === 500).length} were 500; ` +
        `${acknowledged.length} writes acknowledged; back ${Math.round(backAfterMs)} ms after the store returned`,
    );

    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    expect(outage.length).toBeGreaterThan(0);
    for (const answer of outage) expect(answer).toMatchObject({ retryAfter: '5', code: 'unavailable' });
    // While away: every write and uncached read is 503, every cached one 200.
    expect(during.filter((answer) => answer.kind !== 'cached').every((answer) => answer.status === 503)).toBe(true);
    expect(during.filter((answer) => answer.kind === 'cached').length).toBeGreaterThan(0);
    expect(during.filter((answer) => answer.kind === 'cached').every((answer) => answer.status === 200)).toBe(true);
    expect(readyDuring.statusCode).toBe(503);
    expect(readyDuring.headers['retry-after']).toBe('5');
    expect(readyDuring.json()).toMatchObject({ status: 'unavailable', reason: 'store-unreachable' });

    // Pages: the spec's error page (the shell, for the browser to render) with 503; a cached page is still served.
    expect(pageDuring.statusCode).toBe(503);
    expect(pageDuring.headers['retry-after']).toBe('60');
    expect(pageDuring.headers['content-type']).toMatch(/^text\/html/);
    expect(cachedPageDuring.statusCode).toBe(200);
    expect(cachedPageDuring.body).toContain('<p>page</p>');

    // Every acknowledged write is stored (read directly, not through the proxy).
    const stored = await store.database.db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions).where(inArray(newsletterSubscriptions.email, acknowledged));
    expect(new Set(stored.map((row) => row.email)).size).toBe(acknowledged.length);

    // Back without a restart: the last half second of load all succeeded, and /readyz says so.
    const last = answers.filter((answer) => answer.at > answers.at(-1)!.at - 500);
    expect(last.length).toBeGreaterThan(0);
    expect(last.every((answer) => answer.status === 200)).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    // Nothing logged as a crash (error or fatal); the outage warned once, and its end was logged.
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    expect(logLines.filter((line) => /Store unreachable/.test(line.msg))).toHaveLength(1);
    await sleep(1_200);
    expect(logLines.some((line) => /Store reachable again after \d+ ms/.test(line.msg))).toBe(true);
  }, 60_000);

  it("gives back the connection of a transaction whose BEGIN failed as the store went away, so the pool neither shrinks nor hangs on close", async () => {
    const database = await openDatabase({ databaseUrl: through.toString(), schemaName: store.database.schemaName });
    await database.db.execute(sql`select 1`);
    proxy.resetOnAppData((chunk) => chunk.toString('latin1').toLowerCase().includes('begin'));
    await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(((await database.db.execute(sql`select 2 as two`)) as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);
    // The pool ends once every connection it lent is back; one never given back held this forever.
    const closing = await Promise.race([database.close().then(() => 'closed'), sleep(10_000).then(() => 'still waiting for a lent connection')]);
    expect(closing).toBe('closed');
  }, 30_000);
});
