import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Now } from '../../../server/clock';
import { openTestStore, type StoreKind, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

export interface TestApi {
  app: FastifyInstance;
  store: TestStore;
  get(url: string, tenant?: string | null, headers?: Record<string, string>): Promise<{ status: number; json: unknown; headers: Record<string, unknown>; body: string }>;
  close(): Promise<void>;
}

/** The real API on a seeded store, called in-process. */
export async function startTestApi(kind: StoreKind, postgresUrl: string | null, options: { clientDir?: string; prepare?: (store: TestStore) => Promise<void>; now?: Now } = {}): Promise<TestApi> {
  const store = await openTestStore(kind, postgresUrl);
  // Writes the app must see from its start (its tenant directory loads once), e.g. a school restored from an archive.
  await options.prepare?.(store);
  const app = await buildApp({ database: store.database, clientDir: options.clientDir, now: options.now ?? testNow });
  return testApiOf(app, store, async () => {
    await app.close();
    await store.dispose();
  });
}

/** The TestApi of an app already built on `store`: GETs in-process, `close` as given. */
export function testApiOf(app: FastifyInstance, store: TestStore, close: () => Promise<void>): TestApi {
  return {
    app,
    store,
    async get(url, tenant = 'ridgemont', headers = {}) {
      const response = await app.inject({ method: 'GET', url, headers: { ...(tenant ? { tenant } : {}), ...headers } });
      let json: unknown;
      try {
        json = response.body ? JSON.parse(response.body) : null;
      } catch {
        json = null;
      }
      return { status: response.statusCode, json, headers: response.headers, body: response.body };
    },
    close,
  };
}
