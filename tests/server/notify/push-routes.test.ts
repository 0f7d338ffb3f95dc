import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pushKeyWire, pushSubscribeResultWire } from '../../../contract/push';
import type { SportWire } from '../../../contract/sports';
import { loadVapidKeys } from '../../../server/notify/push/vapid-keys';
import { pushSubscriptions, vapidKeys } from '../../../server/store/tables/notifications';
import type { Db } from '../../../server/store/database';
import { storeKinds, tenantIdOf } from '../../support/test-store';
import { sportsOf } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');
const PATH = '/api/v2/push/subscriptions';
// A real browser's shapes: a 65-byte P-256 point and a 16-byte secret, unpadded base64url.
const KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
const ENDPOINT = 'https://push.example.net/send/device-abc';

function call(app: FastifyInstance, method: 'POST' | 'DELETE', body: unknown, tenant: string | null = 'ridgemont', contentType = 'application/json') {
  return app.inject({ method, url: PATH, headers: { ...(tenant ? { tenant } : {}), 'content-type': contentType }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function rowsOf(db: Db, tenantKey: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.tenantId, await tenantIdOf(db, tenantKey)));
}

describe.each(storeKinds(postgresUrl))('push subscription routes on %s', (kind) => {
  let api: TestApi;
  let sports: SportWire[];
  let otherSports: SportWire[];
  const db = () => api.store.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    sports = await sportsOf(api);
    otherSports = await sportsOf(api, 'coastalbay');
  });
  afterAll(async () => api?.close());

  it('GET /push/key answers the store\'s VAPID public key, made once and the same on every call', async () => {
    const first = await api.get('/api/v2/push/key');
    expect(first.status).toBe(200);
    const { publicKey } = pushKeyWire.parse(first.json);
    expect(Buffer.from(publicKey, 'base64url').length).toBe(65);
    expect(pushKeyWire.parse((await api.get('/api/v2/push/key', 'coastalbay')).json).publicKey).toBe(publicKey);
    expect((await db().select().from(vapidKeys)).map((row) => row.publicKey)).toEqual([publicKey]);
    // A second instance starting on the same store reads the same pair; an env pair wins over it.
    expect((await loadVapidKeys(db())).publicKey).toBe(publicKey);
    const env = webPush.generateVAPIDKeys();
    expect(await loadVapidKeys(db(), env)).toEqual(env);
    expect((await api.get('/api/v2/push/key', null)).status).toBe(400);
  });

  it('stores a subscription for one of the school\'s sports (201), and replaces its keys and topics when sent again (200)', async () => {
    const sport = sports.find((s) => !s.nonSport)!;
    const created = await call(api.app, 'POST', { subscription: { endpoint: ENDPOINT, keys: KEYS }, sportId: sport.id, topics: ['final', 'start'] });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(pushSubscribeResultWire.parse(created.json())).toEqual({ subscribed: true, sportId: sport.id, topics: ['final', 'start'] });

    const newAuth = Buffer.alloc(16, 9).toString('base64url');
    const again = await call(api.app, 'POST', { subscription: { endpoint: ENDPOINT, keys: { ...KEYS, auth: newAuth } }, sportId: sport.id, topics: ['final'] });
    expect(again.statusCode).toBe(200);
    const rows = (await rowsOf(db(), 'ridgemont')).filter((row) => row.endpoint === ENDPOINT);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sportId: sport.id, p256dh: KEYS.p256dh, auth: newAuth, topics: ['final'] });
  });

  it('answers a sport of another school, or not a sport, with 404 and stores nothing', async () => {
    const before = (await rowsOf(db(), 'ridgemont')).length;
    const nonSport = sports.find((s) => s.nonSport);
    for (const sportId of [otherSports[0]!.id, 999_999, ...(nonSport ? [nonSport.id] : [])]) {
      const response = await call(api.app, 'POST', { subscription: { endpoint: `${ENDPOINT}-x`, keys: KEYS }, sportId, topics: ['final'] });
      expect(response.statusCode, String(sportId)).toBe(404);
      expect(response.json().error.code).toBe('unknown_sport');
    }
    expect((await rowsOf(db(), 'ridgemont')).length).toBe(before);
  });

  it('answers what is not a subscription with a 4xx that says so, never a 5xx', async () => {
    const sportId = sports.find((s) => !s.nonSport)!.id;
    const good = { subscription: { endpoint: ENDPOINT, keys: KEYS }, sportId, topics: ['final'] };
    for (const body of [
      { ...good, subscription: { ...good.subscription, endpoint: 'http://push.example.net/insecure' } },
      { ...good, subscription: { ...good.subscription, endpoint: `https://push.example.net/${'a'.repeat(1_000)}` } },
      { ...good, subscription: { ...good.subscription, endpoint: 'not a url' } },
      { ...good, subscription: { endpoint: ENDPOINT, keys: { p256dh: 'has spaces', auth: KEYS.auth } } },
      { ...good, subscription: { endpoint: ENDPOINT, keys: { p256dh: KEYS.p256dh } } },
      { ...good, topics: [] },
      { ...good, topics: ['final', 'final'] },
      { ...good, topics: ['news'] },
      { ...good, sportId: 'football' },
      { ...good, sportId: 1.5 },
      { ...good, sportId: -3 },
      [],
      null,
    ]) {
      const response = await call(api.app, 'POST', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_body', message: expect.stringMatching(/^The body must be a JSON object/) });
    }
    expect((await call(api.app, 'POST', '{"subscription":')).statusCode).toBe(400);
    expect((await call(api.app, 'POST', 'endpoint=x', 'ridgemont', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await call(api.app, 'POST', { ...good, padding: 'x'.repeat(10_000) })).statusCode).toBe(413);
    expect((await call(api.app, 'POST', good, null)).statusCode).toBe(400);
    expect((await call(api.app, 'DELETE', { endpoint: 'ftp://x' })).statusCode).toBe(400);
    expect((await call(api.app, 'DELETE', { endpoint: ENDPOINT, sportId: 'x' })).statusCode).toBe(400);
  });

  it('DELETE forgets this device for one sport, or for all, and only at this school', async () => {
    const [a, b] = sports.filter((s) => !s.nonSport);
    const endpoint = `${ENDPOINT}-delete`;
    for (const sport of [a!, b!]) expect((await call(api.app, 'POST', { subscription: { endpoint, keys: KEYS }, sportId: sport.id, topics: ['start'] })).statusCode).toBe(201);
    expect((await call(api.app, 'POST', { subscription: { endpoint, keys: KEYS }, sportId: otherSports[0]!.id, topics: ['final'] }, 'coastalbay')).statusCode).toBe(201);

    expect((await call(api.app, 'DELETE', { endpoint, sportId: a!.id })).statusCode).toBe(204);
    const mine = () => rowsOf(db(), 'ridgemont').then((rows) => rows.filter((row) => row.endpoint === endpoint).map((row) => row.sportId));
    expect(await mine()).toEqual([b!.id]);
    expect((await call(api.app, 'DELETE', { endpoint })).statusCode).toBe(204);
    expect(await mine()).toEqual([]);
    expect((await call(api.app, 'DELETE', { endpoint })).statusCode).toBe(204);
    const theirs = await db().select().from(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.sportId, otherSports[0]!.id)));
    expect(theirs).toHaveLength(1);
  });

  it('is in the OpenAPI document', async () => {
    const document = (await api.get('/api/openapi.json', null)).json as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/v2/push/subscriptions'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(document.paths['/api/v2/push/key'] ?? {})).toContain('get');
  });
});
