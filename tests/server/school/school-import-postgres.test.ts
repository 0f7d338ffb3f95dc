import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importSchool } from '../../../server/school/import/import-school';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const noSleep = async () => undefined;

let api: TestApi;
let originUrl: string;

beforeAll(async () => {
  if (!postgresUrl) return;
  api = await startTestApi('postgres', postgresUrl);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  originUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}/api/v2`;
});

afterAll(async () => {
  await api?.close();
});

async function until(check: () => Promise<boolean>, ms = 5000): Promise<boolean> {
  for (let waited = 0; waited < ms; waited += 50) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe.skipIf(!postgresUrl)('school:import beside a running server on PostgreSQL', () => {
  it('a running server does not serve a half-imported school, and serves it once the import completes', async () => {
    // The server imports from itself into its own store. Killed part way, the school is not served.
    const dying = {
      step(resource: string, done: number) {
        if (resource === 'games' && done >= 100) throw new Error('killed');
      },
      line: () => undefined,
    };
    const options = { from: originUrl, tenant: 'ridgemont', as: 'copy', sleep: noSleep, now: testNow };
    await expect(importSchool(api.store.database, { ...options, progress: dying })).rejects.toThrow('killed');
    const unknown = await api.get('/api/v2/Sports', 'no-such-school');
    const halfway = await api.get('/api/v2/Sports', 'copy');
    expect(halfway.status).toBe(unknown.status);
    expect(halfway.status).not.toBe(200);
    // Resumed to the end: the running server learns of the school through NOTIFY, without a restart.
    await importSchool(api.store.database, options);
    expect(await until(async () => (await api.get('/api/v2/Sports', 'copy')).status === 200)).toBe(true);
    const [origin, copy] = await Promise.all([api.get('/api/v2/Sports', 'ridgemont'), api.get('/api/v2/Sports', 'copy')]);
    expect((copy.json as unknown[]).length).toBe((origin.json as unknown[]).length);
    // A whole school imported over HTTP, twice: about 22 s alone, more beside the other test files.
  }, 120_000);
});
