import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api';

// DESIGN 8: nothing a client sends produces a 5xx.
describe('bad input never produces a server error', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('pglite', null);
  });
  afterAll(async () => api?.close());

  const segment = fc.oneof(
    fc.constantFrom('Sports', 'sports', 'Navigation', 'sub', 'common', 'settings', 'Alert', 'active', 'a', '0', '-1', '99999999999', '%00', '%ZZ', '..', ''),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  const query = fc.dictionary(fc.constantFrom('sportId', 'SportId', '$pageIndex', 'x', ''), fc.string({ maxLength: 10 }), { maxKeys: 3 });
  const tenant = fc.constantFrom('ridgemont', 'coastalbay', 'abc', '', ' ', 'RIDGEMONT');

  it('answers every random request below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 4 }), query, tenant, async (segments, params, tenantKey) => {
        const search = new URLSearchParams(params).toString();
        const url = `/api/v2/${segments.join('/')}${search ? `?${search}` : ''}`;
        const response = await api.app.inject({ method: 'GET', url, headers: tenantKey ? { tenant: tenantKey } : {} });
        expect(response.statusCode, url).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects bodies it cannot read with a 4xx', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{not json'],
      ['text/plain', 'hello'],
    ] as const) {
      const response = await api.app.inject({ method: 'POST', url: '/api/v2/Sports', headers: { tenant: 'ridgemont', 'content-type': contentType }, payload });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
