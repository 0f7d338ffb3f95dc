import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsOfThisBuild } from '../../../server/store/database';
import { storeKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';

/** #28: the probes a balancer asks: /healthz (the process) and /readyz (the store, its migrations, a drain). */

const postgresUrl = inject('postgresUrl');

describe.each(storeKinds(postgresUrl))('/healthz and /readyz on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  }, 60_000);
  afterAll(async () => api?.close());

  it('/healthz answers 200 with a tiny JSON, no tenant needed, kept by no cache', async () => {
    const answer = await api.get('/healthz', null);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.length).toBeLessThan(40);
  });

  it('/readyz answers 200 when the store answers and has this build\'s migrations', async () => {
    const answer = await api.get('/readyz', null);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'ready', migration: migrationsOfThisBuild().at(-1) });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('/readyz answers 503 with Retry-After, naming the migrations the store lacks', async () => {
    const last = migrationsOfThisBuild().at(-1)!;
    const { db } = api.store.database;
    await db.execute(sql`DELETE FROM schema_migrations WHERE name = ${last}`);
    try {
      const answer = await api.get('/readyz', null);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json).toEqual({ status: 'unavailable', reason: 'migrations-pending', pending: [last] });
    } finally {
      await db.execute(sql`INSERT INTO schema_migrations (name) VALUES (${last})`);
    }
    expect((await api.get('/readyz', null)).status).toBe(200);
  });

  it('/readyz answers 503 while the instance drains (SIGTERM), /healthz still 200', async () => {
    api.app.lifecycle.draining = true;
    try {
      const answer = await api.get('/readyz', null);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ status: 'unavailable', reason: 'shutting-down' });
      expect(answer.headers.connection).toBe('close');
      expect((await api.get('/healthz', null)).status).toBe(200);
    } finally {
      api.app.lifecycle.draining = false;
    }
  });
});

describe('a closed embedded store', () => {
  it('/readyz and the API answer 503 with Retry-After, /healthz 200', async () => {
    const api = await startTestApi('pglite', null);
    await api.store.database.close();
    try {
      const ready = await api.get('/readyz', null);
      expect(ready.status).toBe(503);
      expect(ready.json).toMatchObject({ status: 'unavailable', reason: 'store-unreachable' });
      const schedule = await api.get('/api/v2/Sports?probe=1');
      expect(schedule.status, schedule.body).toBe(503);
      expect(schedule.headers['retry-after']).toBe('5');
      expect(schedule.json).toMatchObject({ error: { code: 'unavailable' } });
      expect((await api.get('/healthz', null)).status).toBe(200);
    } finally {
      await api.app.close();
    }
  }, 60_000);
});
