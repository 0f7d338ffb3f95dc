import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentDetailWire } from '../../../contract/documents';
import { apiErrorWire } from '../../../contract/errors';
import { ACCESS_CODE_HEADER, ACCESS_CODE_LIMITS } from '../../../server/api/documents.routes';
import { ResponseCache } from '../../../server/http/response-cache';
import { demoAccessCodeOf } from '../../../demo/hidden/access-codes';
import { testNow } from '../../support/test-clock';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { hiddenItemsOf, staffHeaders, type HiddenItems, SCHOOLS, type School, otherSchool } from './hidden-fixtures';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('GET /Protected/Documents/path/* on %s', (kind) => {
  let api: TestApi;
  let staff: Record<School, Record<string, string>>;
  const items = {} as Record<School, HiddenItems>;
  // Each test asks from addresses of its own (the limiter counts per address).
  let address = 0;
  const from = (headers: Record<string, string> = {}) => ({ 'x-forwarded-for': `198.51.100.${++address}`, ...headers });

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    staff = await staffHeaders(api);
    for (const school of SCHOOLS) items[school] = await hiddenItemsOf(api, school);
  }, 120_000);
  afterAll(async () => api?.close());

  const urlOf = (school: School, path = items[school].protectedDocument.path) => `/api/v2/Protected/Documents/path/${path}`;
  const code = (school: School) => ({ [ACCESS_CODE_HEADER]: demoAccessCodeOf(school) });

  async function expectError(url: string, school: School, headers: Record<string, string>, status: number, errorCode: string) {
    const response = await api.get(url, school, headers);
    expect(response.status, `${school} ${url} ${JSON.stringify(headers)}`).toBe(status);
    expect(apiErrorWire.parse(response.json).error.code).toBe(errorCode);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.body).not.toContain(items[school].protectedDocument.title.split("'")[1]!);
    return response;
  }

  it('gives the document for its access code or a staff session of the school: private, noindex, never cached', async () => {
    for (const school of SCHOOLS) {
      const { protectedDocument, tenantId } = items[school];
      for (const headers of [from(code(school)), staff[school]]) {
        for (let round = 0; round < 2; round += 1) {
          const response = await api.get(urlOf(school), school, headers);
          expect(response.status, school).toBe(200);
          const document = documentDetailWire.parse(response.json);
          expect(document.documentId).toBe(protectedDocument.id);
          expect(document.documentTitle).toBe(protectedDocument.title);
          expect(document.content).toContain('<p>');
          expect(response.headers['cache-control']).toBe('private, no-store');
          expect(response.headers['x-robots-tag']).toBe('noindex');
          expect(response.headers['x-cache']).toBeUndefined();
        }
      }
      expect(api.app.responseCache.get(ResponseCache.key(tenantId, urlOf(school)), testNow())).toBeUndefined();
      // Path matching ignores case and slashes, as the public one does.
      expect((await api.get(`${urlOf(school).toUpperCase().replace('/API/V2', '/api/v2')}/`, school, from(code(school)))).status).toBe(200);
    }
  });

  it('answers 401 access_code_required without a code, 403 access_code_wrong for a wrong one', async () => {
    for (const school of SCHOOLS) {
      await expectError(urlOf(school), school, from(), 401, 'access_code_required');
      await expectError(urlOf(school), school, from({ [ACCESS_CODE_HEADER]: '' }), 401, 'access_code_required');
      // Another school's staff session is no session here.
      await expectError(urlOf(school), school, staff[otherSchool(school)], 401, 'access_code_required');
      for (const wrong of [`${demoAccessCodeOf(school)}x`, demoAccessCodeOf(otherSchool(school)), demoAccessCodeOf(school).toUpperCase(), 'x'.repeat(5000)]) {
        await expectError(urlOf(school), school, from({ [ACCESS_CODE_HEADER]: wrong }), 403, 'access_code_wrong');
      }
      // A code guessed for a path that holds nothing protected is as wrong.
      await expectError(urlOf(school, 'no-such-packet'), school, from(code(school)), 403, 'access_code_wrong');
      await expectError(urlOf(school, items[school].hiddenDocument.path), school, from(code(school)), 403, 'access_code_wrong');
    }
  });

  it("is 404 for a staff session asking for what is not a protected document, and the public endpoints never serve it", async () => {
    for (const school of SCHOOLS) {
      const { protectedDocument, hiddenDocument } = items[school];
      for (const path of ['no-such-packet', hiddenDocument.path, 'privacy-policy', items[otherSchool(school)].protectedDocument.path.replace(/\d+\/\d+\/\d+\//, '1999/1/1/')]) {
        expect((await api.get(urlOf(school, path), school, staff[school])).status, path).toBe(404);
      }
      expect((await api.get(`/api/v2/Documents/path/${protectedDocument.path}`, school, code(school))).status).toBe(404);
      expect((await api.get(`/api/v2/Documents/${protectedDocument.id}`, school, code(school))).status).toBe(204);
      expect((await api.get(`/api/v2/Hidden/Documents/path/${protectedDocument.path}`, school, staff[school])).status).toBe(404);
    }
  });

  it('answers 429 with Retry-After after too many wrong codes from one address, whatever the code then', async () => {
    const school = 'ridgemont';
    const guesser = from();
    for (let attempt = 0; attempt < ACCESS_CODE_LIMITS.max; attempt += 1) {
      await expectError(urlOf(school), school, { ...guesser, [ACCESS_CODE_HEADER]: `guess-${attempt}` }, 403, 'access_code_wrong');
    }
    for (const headers of [{ [ACCESS_CODE_HEADER]: 'guess-again' }, code(school)]) {
      const response = await expectError(urlOf(school), school, { ...guesser, ...headers }, 429, 'too_many_attempts');
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(ACCESS_CODE_LIMITS.windowMs / 1000);
    }
    // Other addresses, the school's staff and the other school are not held up.
    expect((await api.get(urlOf(school), school, from(code(school)))).status).toBe(200);
    expect((await api.get(urlOf(school), school, { ...guesser, ...staff[school] })).status).toBe(200);
    expect((await api.get(urlOf('coastalbay'), 'coastalbay', from(code('coastalbay')))).status).toBe(200);
  });
});
