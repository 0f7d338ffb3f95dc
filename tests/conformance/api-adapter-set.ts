import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { EventSourceConstructor } from '../../adapters/live/live-connection';
import { apiAdapters } from '../../composition/api-adapter-set';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { NodeEventSource } from '../../scripts/node-event-source';
import { openDataDirStore, openTestStore, type TestStore } from '../support/test-store';
import { testNow } from '../support/test-clock';
import type { AdapterSetFactory, Backend } from './adapter-set';
import { quietLogger } from '../support/quiet-logger';


const eventSourceOver = (fetchImpl: typeof fetch | undefined) => (fetchImpl ? NodeEventSource.withFetch(fetchImpl) : NodeEventSource) as unknown as EventSourceConstructor;

/** The ways the API backend fails: a fetch whose server always answers 500, one whose network is down. */
const FAILING_FETCH: Record<string, typeof fetch> = {
  'the server answers 500': async () => new Response(JSON.stringify({ error: { code: 'internal', message: 'down' } }), { status: 500, headers: { 'content-type': 'application/json' } }),
  'the network is down': async () => {
    throw new TypeError('fetch failed');
  },
};

/** The instant the run's demo store was seeded around (the copies' today), else the tests' clock now. */
function seededToday(): number {
  try {
    return inject('fixtures')?.today ?? testNow();
  } catch {
    return testNow();
  }
}

export interface ApiAdapterSetOptions {
  name?: string;
  /**
   * The fetch the adapters use, given the API's origin: the browser's rules, e.g. CORS from another
   * origin (tests/conformance/cross-origin-fetch.ts). Node's own fetch by default.
   */
  fetchFor?: (apiOrigin: string) => typeof fetch;
  /** The origins the server answers CORS for (config CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** 'data-dir': the embedded store in a data directory of its own, as a separately deployed server runs. */
  store?: 'memory' | 'data-dir';
}

/** A seeded store of the server's own: an in-memory copy, or a PGlite data directory. */
async function openStore(kind: ApiAdapterSetOptions['store']): Promise<TestStore> {
  if (kind !== 'data-dir') return openTestStore('pglite', null);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-second-origin-'));
  const database = await openDataDirStore(dir, true);
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The /api/v2 adapters against our server on its own port and its own copy of the seeded store. */
export function apiAdapterSet(options: ApiAdapterSetOptions = {}): AdapterSetFactory {
  return {
    name: options.name ?? 'api (/api/v2 over our server)',
    failureModes: Object.keys(FAILING_FETCH),
    async open(): Promise<Backend> {
      const store = await openStore(options.store);
      const app = await buildApp({ database: store.database, now: testNow, corsOrigins: options.corsOrigins });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const apiBase = `${origin}/api/v2`;
      const fetchImpl = options.fetchFor?.(origin);
      const over = (tenant: string, fetch?: typeof globalThis.fetch) =>
        apiAdapters(new FetchHttpClient({ apiBase, tenant, logger: quietLogger, fetch }), { apiBase, tenant, EventSource: eventSourceOver(fetch), fetch }, quietLogger);
      return {
        forTenant: (tenant) => over(tenant, fetchImpl),
        failing: (mode) => {
          const failing = FAILING_FETCH[mode];
          if (!failing) throw new Error(`the API set has no failure mode '${mode}'`);
          return over('ridgemont', failing);
        },
        today: seededToday(),
        async close() {
          // A stream a failed test left open would keep the server from closing.
          for (const source of NodeEventSource.instances) source.close();
          await app.close();
          await store.dispose();
        },
      };
    },
  };
}
