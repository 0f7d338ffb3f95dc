import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { subscriptionErrorWire, subscriptionResultWire } from '../../../contract/subscriptions';
import { sportsListWire, type SportWire } from '../../../contract/sports';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import { subscribeErrors } from '../../../core/info/subscription';
import { buildApp } from '../../../server/app';
import { seedDemoData } from '../../../demo/seed';
import { migrateDatabase, openDatabase, type Database, type Db } from '../../../server/store/database';
import { newsletterSubscriptions } from '../../../server/store/tables/subscriptions';
import { openTestStore, storeKinds, tenantIdOf } from '../../support/test-store';
import { sportsOf } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const JSON_HEADERS = { 'content-type': 'application/json' };
const HOSTS: Record<string, string> = { ridgemont: 'ridgemont.localhost', coastalbay: 'coastalbay.localhost' };

let clients = 0;
/** Each call from a client address of its own (the per-client limit has its own test). */
function post(app: FastifyInstance, body: unknown, tenant: string | null = 'ridgemont', headers: Record<string, string> = JSON_HEADERS) {
  const client = { 'x-forwarded-for': `10.${(++clients >> 8) & 255}.${clients & 255}.1` };
  return app.inject({ method: 'POST', url: '/api/v2/Subscriptions', headers: { ...(tenant ? { tenant } : {}), ...client, ...headers }, payload: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function rowsOf(db: Db, tenantKey: string) {
  return db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tenantId, await tenantIdOf(db, tenantKey)));
}

describe.each(storeKinds(postgresUrl))('newsletter subscriptions on %s', (kind) => {
  let api: TestApi;
  let sports: SportWire[];
  let otherSports: SportWire[];
  const db = () => api.store.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    sports = (await sportsOf(api)).filter((sport) => !sport.nonSport);
    otherSports = await sportsOf(api, 'coastalbay');
  });
  afterAll(async () => api?.close());

  describe('POST /api/v2/Subscriptions', () => {
    it('checks the fields with the form rules and names each failing field (400)', async () => {
      for (const [body, field, message] of [
        [{ sports: [] }, 'email', 'Email address is required.'],
        [{ email: '   ' }, 'email', 'Email address is required.'],
        [{ email: 'fan@' }, 'email', 'Please enter a valid email address.'],
        [{ email: `${'a'.repeat(250)}@example.edu` }, 'email', 'Email address must be at most 254 characters.'],
        [{ email: 'fan@example.edu', sports: [String(otherSports[0]!.id)] }, 'sports', `not one of this school's sports: ${otherSports[0]!.id}`],
        [{ email: 'fan@example.edu', sports: ['football'] }, 'sports', "not one of this school's sports: football"],
      ] as const) {
        const response = await post(api.app, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const error = subscriptionErrorWire.parse(response.json()).error;
        expect(error.code).toBe('invalid_form');
        expect(error.message.startsWith(FORM_INCOMPLETE_MESSAGE)).toBe(true);
        expect(error.fields?.[field]?.join(' ')).toContain(message);
      }
      expect(await rowsOf(db(), 'ridgemont')).toEqual([]);
    });

    it('answers a body that is not the form, or no school, with a 4xx that says so, never a 5xx', async () => {
      for (const body of ['"fan@example.edu"', '[]', 'null', '{"email": 5}', '{"email": "a@b.co", "sports": "1"}', '{"email": "a@b.co", "sports": [{}]}']) {
        const response = await post(api.app, body);
        expect(response.statusCode, body).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'invalid_body' });
        expect(response.json().error.message).toMatch(/^The body must be a JSON object/);
      }
      expect((await post(api.app, '{"email":')).statusCode).toBe(400);
      expect((await post(api.app, '')).statusCode).toBe(400);
      expect((await post(api.app, 'email=fan@example.edu', 'ridgemont', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
      expect((await post(api.app, { email: 'x'.repeat(20_000) })).statusCode).toBe(413);
      const noTenant = await post(api.app, { email: 'fan@example.edu' }, null);
      expect(noTenant.statusCode).toBe(400);
      expect(noTenant.json().error.code).toBe('tenant_missing');
      expect((await post(api.app, { email: 'fan@example.edu' }, 'nowhere')).json().error.code).toBe('tenant_unknown');
    });

    it('accepts exactly what the form rules accept (random submissions)', async () => {
      const known = sports.map((sport) => sport.id);
      const today = new Date(testNow()).toISOString().slice(0, 10);
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), fc.constantFrom('', ' a@b.co', 'A@B.CO', 'a@b', 'x@y.z')),
          fc.array(fc.oneof(fc.constantFrom(...known.map(String)), fc.constantFrom('0', '-1', 'x', '99999')), { maxLength: 4 }),
          async (email, picked) => {
            const response = await post(api.app, { email, sports: picked });
            const valid = Object.keys(subscribeErrors({ email, sports: picked }, known, today)).length === 0;
            expect(response.statusCode, `${email} ${picked.join(',')}`).toBe(valid ? 200 : 400);
          },
        ),
        { numRuns: 60 },
      );
    });

    it('stores a sign-up with its sports and an unguessable unsubscribe token', async () => {
      const picked = [sports[3]!.id, sports[0]!.id];
      const response = await post(api.app, { email: '  New.Fan@Example.EDU ', sports: picked.map(String) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const sorted = [...picked].sort((a, b) => a - b);
      expect(subscriptionResultWire.parse(response.json())).toEqual({ subscribed: true, confirmationRequired: true, email: 'new.fan@example.edu', sportIds: sorted, finalSportIds: sorted });
      expect(JSON.stringify(response.json())).not.toMatch(/token/i);
      const [row] = (await rowsOf(db(), 'ridgemont')).filter((entry) => entry.email === 'new.fan@example.edu');
      // Pending until its owner confirms (issue 46): nothing but the confirmation is mailed to it.
      expect(row).toMatchObject({ email: 'new.fan@example.edu', status: 'pending', pendingChoice: { sportIds: sorted, finalSportIds: sorted } });
      expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('signing up again replaces the choice (applied when confirmed), keeps the token, and answers the same as a new sign-up', async () => {
      const first = await post(api.app, { email: 'again@example.edu', sports: [String(sports[1]!.id)] });
      const [before] = (await rowsOf(db(), 'ridgemont')).filter((entry) => entry.email === 'again@example.edu');
      const second = await post(api.app, { email: 'AGAIN@example.edu', sports: [String(sports[2]!.id), String(sports[4]!.id)] });
      expect(second.statusCode).toBe(first.statusCode);
      expect(Object.keys(second.json())).toEqual(Object.keys(first.json()));
      const rows = (await rowsOf(db(), 'ridgemont')).filter((entry) => entry.email === 'again@example.edu');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.pendingChoice?.sportIds).toEqual([sports[2]!.id, sports[4]!.id].sort((a, b) => a - b));
      expect(rows[0]!.unsubscribeToken).toBe(before!.unsubscribeToken);
      // No sports: all the news; finals of only the sports named in `finals`.
      await post(api.app, { email: 'again@example.edu', finals: [String(sports[1]!.id)] });
      expect((await rowsOf(db(), 'ridgemont')).find((entry) => entry.email === 'again@example.edu')!.pendingChoice).toEqual({ sportIds: [], finalSportIds: [sports[1]!.id] });
    });

    it("keeps each school's sign-ups apart, the same address included", async () => {
      await post(api.app, { email: 'both@example.edu', sports: [String(sports[0]!.id)] }, 'ridgemont');
      const other = await post(api.app, { email: 'both@example.edu', sports: [String(otherSports[0]!.id)] }, 'coastalbay');
      expect(other.statusCode).toBe(200);
      const mine = (await rowsOf(db(), 'ridgemont')).find((entry) => entry.email === 'both@example.edu')!;
      const theirs = (await rowsOf(db(), 'coastalbay')).find((entry) => entry.email === 'both@example.edu')!;
      expect(mine.pendingChoice?.sportIds).toEqual([sports[0]!.id]);
      expect(theirs.pendingChoice?.sportIds).toEqual([otherSports[0]!.id]);
      expect(theirs.unsubscribeToken).not.toBe(mine.unsubscribeToken);
    });

    it('is in the OpenAPI document with its request body', async () => {
      const document = (await api.get('/api/openapi.json', null)).json as { paths: Record<string, { post?: { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; responses: Record<string, unknown> } }> };
      const operation = document.paths['/api/v2/Subscriptions']?.post;
      expect(Object.keys(operation?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(['email', 'sports', 'finals']);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '429']));
    });

    it('limits sign-ups per client address with a 429 that says so', async () => {
      const headers = { ...JSON_HEADERS, 'x-forwarded-for': '192.0.2.77' };
      const answers = [];
      for (let n = 0; n < 31; n += 1) answers.push((await post(api.app, { email: `flood${n}@example.edu` }, 'ridgemont', headers)).statusCode);
      expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
      const limited = await post(api.app, { email: 'one.more@example.edu' }, 'ridgemont', headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('too_many_sign_ups');
      expect((await post(api.app, { email: 'one.more@example.edu' })).statusCode).toBe(200);
    });
  });

  describe('the unsubscribe link, /unsubscribe?token=', () => {
    const subscribe = async (email: string, tenant = 'ridgemont') => {
      expect((await post(api.app, { email }, tenant)).statusCode).toBe(200);
      return (await rowsOf(db(), tenant)).find((entry) => entry.email === email)!.unsubscribeToken;
    };
    const open = (token: string, host = HOSTS.ridgemont!, method: 'GET' | 'HEAD' = 'GET') => api.app.inject({ method, url: `/unsubscribe?token=${encodeURIComponent(token)}`, headers: { host } });

    it('removes the subscription in one click and leads to /unsubscribed', async () => {
      const token = await subscribe('leaving@example.edu');
      const response = await open(token);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/unsubscribed');
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await rowsOf(db(), 'ridgemont')).some((entry) => entry.email === 'leaving@example.edu')).toBe(false);
      // The same link again (or a cut-short one) removes nothing, and the page says the link is not current.
      expect((await open(token)).headers.location).toBe('/unsubscribed?link=unknown');
      expect((await open(token.slice(0, 20))).headers.location).toBe('/unsubscribed?link=unknown');
    });

    it('works on every host of the school, and for a mail client’s one-click POST (RFC 8058)', async () => {
      const token = await subscribe('oneclick@example.edu');
      expect((await open(token, 'localhost:3000', 'HEAD')).statusCode).not.toBe(303);
      expect((await rowsOf(db(), 'ridgemont')).some((entry) => entry.email === 'oneclick@example.edu')).toBe(true);
      const response = await api.app.inject({
        method: 'POST',
        url: `/unsubscribe?token=${token}`,
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ unsubscribed: true });
      expect((await rowsOf(db(), 'ridgemont')).some((entry) => entry.email === 'oneclick@example.edu')).toBe(false);
    });

    it("never removes another school's subscription", async () => {
      const token = await subscribe('rival@example.edu', 'coastalbay');
      expect((await open(token, HOSTS.ridgemont)).headers.location).toBe('/unsubscribed?link=unknown');
      expect((await rowsOf(db(), 'coastalbay')).some((entry) => entry.email === 'rival@example.edu')).toBe(true);
      expect((await open(token, HOSTS.coastalbay)).headers.location).toBe('/unsubscribed');
      expect((await rowsOf(db(), 'coastalbay')).some((entry) => entry.email === 'rival@example.edu')).toBe(false);
    });

    it('answers no token with 400 and a host no school uses with 404', async () => {
      for (const url of ['/unsubscribe', '/unsubscribe?token=', '/unsubscribe?token=%20%20']) {
        const response = await api.app.inject({ method: 'GET', url, headers: { host: HOSTS.ridgemont } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.message).toBe("Query parameter 'token' is required.");
      }
      const unknown = await api.app.inject({ method: 'GET', url: '/unsubscribe?token=abc', headers: { host: 'nobody.example.org' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('unknown_site');
    });
  });
});

/** A store that can be closed and opened again: PGlite in a data directory, or the same PostgreSQL database. */
async function reopenable(kind: 'pglite' | 'postgres'): Promise<{ open(): Promise<Database>; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-subscriptions-'));
    const fixtures = inject('fixtures');
    let first = true;
    return {
      async open() {
        const snapshot = first && fixtures ? new Blob([readFileSync(fixtures.pgliteSnapshot)]) : undefined;
        const database = await openDatabase({ dataDir, pgliteSnapshot: snapshot });
        await migrateDatabase(database);
        if (first && !fixtures) await seedDemoData(database, testNow());
        first = false;
        return database;
      },
      async dispose() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  // A database of its own (a copy of the seeded template); the app's connections come and go, the test store's pool stays idle.
  const store = await openTestStore('postgres', postgresUrl);
  const url = store.database.connectionString!;
  return {
    async open() {
      const database = await openDatabase({ databaseUrl: url });
      await migrateDatabase(database);
      return database;
    },
    dispose: () => store.dispose(),
  };
}

describe.each(storeKinds(postgresUrl))('an acknowledged sign-up survives a restart on %s', (kind) => {
  it('is still there after the store is closed and opened again, and its link still unsubscribes', { timeout: 120_000 }, async () => {
    const store = await reopenable(kind);
    try {
      let database = await store.open();
      let app = await buildApp({ database, now: testNow });
      const sportId = sportsListWire.parse((await app.inject({ method: 'GET', url: '/api/v2/Sports', headers: { tenant: 'ridgemont' } })).json())[0]!.id;
      expect((await post(app, { email: 'durable@example.edu', sports: [String(sportId)] })).statusCode).toBe(200);
      await app.close();
      await database.close();

      database = await store.open();
      app = await buildApp({ database, now: testNow });
      try {
        const [row] = (await rowsOf(database.db, 'ridgemont')).filter((entry) => entry.email === 'durable@example.edu');
        expect(row).toMatchObject({ email: 'durable@example.edu', pendingChoice: { sportIds: [sportId], finalSportIds: [sportId] } });
        const response = await app.inject({ method: 'GET', url: `/unsubscribe?token=${row!.unsubscribeToken}`, headers: { host: HOSTS.ridgemont } });
        expect(response.headers.location).toBe('/unsubscribed');
      } finally {
        await app.close();
        await database.close();
      }
    } finally {
      await store.dispose();
    }
  });
});
