import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, inject } from 'vitest';
import { FetchHttpClient } from '../../../adapters/http/fetch-http-client';
import type { Logger } from '../../../core/platform/logger.port';
import { buildApp } from '../../../server/app';
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
  let store: TestStore | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let apiBase = '';
  beforeAll(async () => {
    store = await openTestStore('pglite', inject('postgresUrl'));
    app = await buildApp({ database: store.database, now: testNow });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apiBase = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v2`;
  });
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
  });
  return {
    get apiBase() {
      return apiBase;
    },
    http: (tenant = 'ridgemont', logger = quietLogger) => new FetchHttpClient({ apiBase, tenant, logger }),
    json: async <T>(path: string, tenant = 'ridgemont') => (await (await fetch(`${apiBase}${path}`, { headers: { tenant } })).json()) as T,
  };
}
