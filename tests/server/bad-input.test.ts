import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formIdsOf, postSubmission, storedCount, TICKET_REQUEST } from './forms/form-fixtures';
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

  // PostgreSQL text and jsonb cannot hold U+0000: before the guard, a NUL in an answer reached the store as a 500.
  it('refuses a NUL character in a query or a body with a 400 (in a path: 404), and stores nothing', async () => {
    for (const url of ['/api/v2/Search?q=a%00b', '/api/v2/Stories?search=%00', '/api/v2.1/Archives?QueryText=%00']) {
      const response = await api.app.inject({ method: 'GET', url, headers: { tenant: 'ridgemont' } });
      expect([response.statusCode, response.json<{ error: { code: string } }>().error.code], url).toEqual([400, 'invalid_characters']);
    }
    const path = await api.app.inject({ method: 'GET', url: '/api/v2/Stories/2024-09-01T00:00:00/a%00b', headers: { tenant: 'ridgemont' } });
    expect(path.statusCode).toBe(404);
    const formId = (await formIdsOf(api, 'ridgemont'))['Ticket Request']!;
    const before = await storedCount(api, formId);
    for (const values of [{ ...TICKET_REQUEST, fullName: 'Casey\u0000Fan' }, { ...TICKET_REQUEST, ['promo\u0000Code']: 'x' }]) {
      const response = await postSubmission(api.app, `/api/v2/Forms/${formId}/submissions`, { values });
      expect([response.status, (response.json as { error: { code: string } }).error.code]).toEqual([400, 'invalid_characters']);
    }
    expect(await storedCount(api, formId)).toBe(before);
    expect((await postSubmission(api.app, `/api/v2/Forms/${formId}/submissions`, { values: TICKET_REQUEST })).status).toBe(201);
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
