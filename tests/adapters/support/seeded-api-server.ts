import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client';
import type { Logger } from '../../../core/platform/logger.port';
import { buildApp } from '../../../server/app';
import { signInStaff } from '../../server/support/staff-sign-in';
import { quietLogger } from '../../support/quiet-logger';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

export interface SeededApiServer {
  /** `http://127.0.0.1:<port>/api/v2`, once the file's beforeAll has run. */
  readonly apiBase: string;
  /** The adapters' HTTP client for a school. */
  http(tenant?: string, logger?: Logger): FetchHttpClient;
  /** A wire answer as the server sends it, for comparing the adapters' mapping with. */
  json<T>(path: string, tenant?: string): Promise<T>;
}

/**
 * The real API on a seeded embedded store, listening on a free port for the whole test file (its
 * beforeAll and afterAll are registered here): the API repositories are tested against it over HTTP.
 */
export function seededApiServer(): SeededApiServer {
  const server = listenOnSeededStore({ scheduler: true });
  return {
    get apiBase() {
      return server.apiBase;
    },
    http: (tenant = 'ridgemont', logger = quietLogger) => new FetchHttpClient({ apiBase: server.apiBase, tenant, logger }),
    json: async <T>(path: string, tenant = 'ridgemont') => (await (await fetch(`${server.apiBase}${path}`, { headers: { tenant } })).json()) as T,
  };
}

export interface StudioApiServer {
  /** `http://127.0.0.1:<port>/api/v2`, once the file's beforeAll has run. */
  readonly apiBase: string;
  /** fetch with the school's staff session cookie (as the browser would send it), for the studio adapters. */
  readonly signedIn: typeof fetch;
}

/**
 * The real API on a seeded embedded store (no scheduler) for the whole test file, signed in as the school's
 * staff in its beforeAll: the studio adapters are tested against it over HTTP.
 */
export function studioApiServer(tenant = 'ridgemont'): StudioApiServer {
  const server = listenOnSeededStore({ scheduler: false });
  let cookie = '';
  beforeAll(async () => {
    ({ cookie } = await signInStaff(server.app(), tenant));
  }, 120_000);
  return {
    get apiBase() {
      return server.apiBase;
    },
    signedIn: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } }),
  };
}

/** Opens the seeded store and starts the API on a free port in the file's beforeAll; closes both in its afterAll. */
function listenOnSeededStore({ scheduler }: { scheduler: boolean }) {
  let store: TestStore | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let apiBase = '';
  beforeAll(async () => {
    store = await openTestStore('pglite', inject('postgresUrl'));
    app = await buildApp({ database: store.database, now: testNow, scheduler });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });
  return {
    get apiBase() {
      return apiBase;
    },
    app: () => app!,
  };
}
