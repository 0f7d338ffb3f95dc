import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIXES, DOCUMENTED_ROUTES, DOCUMENTED_V21_ROUTES, type DocumentedRoute } from '../../server/api/api-route';
import { startTestApi, type TestApi } from './support/test-api';

// DESIGN 8: nothing a client sends produces a 5xx. Every documented GET, v2 and v2.1, is called with
// hostile values in each of its path parameters and each query parameter it declares.
const NASTY = ['0', '-1', '1', '2147483648', '99999999999999999999', '1.5', '1e400', 'NaN', 'abc', '%', '..', ' ', '2024-02-30', '9999-12-31T23:59:59', '0000-00-00', "'; DROP TABLE stories; --", '\u{1F3C8}', 'a'.repeat(600), '[]', '{}', 'true', ''];

const value = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 20 }), fc.integer().map(String), fc.date({ noInvalidDate: true }).map((date) => date.toISOString()));

interface Target {
  prefix: string;
  route: DocumentedRoute;
}

/** The documented GETs, once the app has registered its routes. */
function documentedGets(): Target[] {
  return [
    ...[...DOCUMENTED_ROUTES.values()].map((route) => ({ prefix: API_PREFIXES.v2, route })),
    ...[...DOCUMENTED_V21_ROUTES.values()].map((route) => ({ prefix: API_PREFIXES['v2.1'], route })),
  ].filter((target) => target.route.method === 'GET');
}

/** The route's path with each `:param` (and its pattern) replaced by the value given for it. */
function fill(path: string, values: readonly string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z]+(\([^)]*\))?/g, () => encodeURIComponent(values[index++ % values.length] ?? '') || '-').replace(/\*$/, () => encodeURIComponent(values[0] ?? 'x'));
}

function queryNames(route: DocumentedRoute): string[] {
  return route.spec.query ? Object.keys(route.spec.query.shape) : [];
}

describe('every documented GET answers hostile parameters below 500', () => {
  let api: TestApi;
  let targets: Target[];
  beforeAll(async () => {
    api = await startTestApi('pglite', null);
    targets = documentedGets();
  });
  afterAll(async () => api?.close());

  async function call(target: Target, pathValues: readonly string[], query: Record<string, string>, tenant: string): Promise<{ url: string; status: number }> {
    const search = new URLSearchParams(query).toString();
    const url = `${target.prefix}${fill(target.route.path, pathValues)}${search ? `?${search}` : ''}`;
    const response = await api.app.inject({ method: 'GET', url, headers: { tenant } });
    return { url, status: response.statusCode };
  }

  it('with each hostile value in every parameter of every route at once', async () => {
    expect(targets.length).toBeGreaterThan(150);
    const failures: string[] = [];
    for (const target of targets) {
      for (const nasty of NASTY) {
        const query = Object.fromEntries(queryNames(target.route).map((name) => [name, nasty]));
        const { url, status } = await call(target, [nasty], query, 'ridgemont');
        if (status >= 500) failures.push(`${status} ${url.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('with random values, parameters and schools', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.array(value, { minLength: 1, maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 2 }),
        fc.array(value, { maxLength: 6 }),
        fc.constantFrom('ridgemont', 'coastalbay'),
        async (target, pathValues, extra, declared, tenant) => {
          const names = queryNames(target.route);
          const query = { ...extra, ...Object.fromEntries(names.map((name, i) => [name, declared[i % Math.max(1, declared.length)] ?? ''])) };
          const { url, status } = await call(target, pathValues, query, tenant);
          expect(status, url).toBeLessThan(500);
        },
      ),
      { numRuns: 600 },
    );
  }, 300_000);
});
