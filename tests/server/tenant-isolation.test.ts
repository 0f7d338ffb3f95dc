import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTED_ROUTES } from '../../server/api/api-route';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { startTestApi, type TestApi } from './support/test-api';

// Strings only one school's records carry (lower case): its key (media paths, emails), name and social handles.
const FINGERPRINTS: Record<string, string[]> = Object.fromEntries(
  DEMO_SCHOOLS.map((school) => [school.key, [school.key, school.shortName.toLowerCase(), ...Object.values(school.social).map((handle) => handle.toLowerCase())]]),
);
const other = (tenant: string) => (tenant === 'ridgemont' ? 'coastalbay' : 'ridgemont');

/** Every integer `id`-like value in a JSON document, to use as path ids. */
function idsIn(value: unknown, found = new Set<number>()): Set<number> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/id$/i.test(key) && typeof inner === 'number' && Number.isInteger(inner) && inner > 0) found.add(inner);
      else idsIn(inner, found);
    }
  }
  return found;
}

describe("no record of one school ever appears in the other's responses", () => {
  let api: TestApi;
  const ids = new Set<number>();
  const routes = () => [...DOCUMENTED_ROUTES.values()].filter((route) => route.method === 'GET');

  beforeAll(async () => {
    api = await startTestApi('pglite', null);
    // Ids seen in either school's parameterless responses: the other school's ids are the interesting ones.
    for (const route of routes().filter((r) => !r.path.includes(':'))) {
      for (const tenant of ['ridgemont', 'coastalbay']) idsIn((await api.get(`/api/v2${route.path}`, tenant)).json, ids);
    }
  }, 300_000);
  afterAll(async () => api?.close());

  it('holds for every parameterless route', async () => {
    expect(routes().length).toBeGreaterThan(50);
    for (const route of routes().filter((r) => !r.path.includes(':'))) {
      for (const tenant of ['ridgemont', 'coastalbay']) {
        const body = (await api.get(`/api/v2${route.path}`, tenant)).body.toLowerCase();
        for (const mark of FINGERPRINTS[other(tenant)]!) expect(body.includes(mark), `${tenant} ${route.path} carries '${mark}'`).toBe(false);
      }
    }
  });

  it('holds over random routes and ids, the other school’s included', async () => {
    const withParams = routes().filter((r) => r.path.includes(':'));
    const idPool = [...ids];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), fc.constantFrom('ridgemont', 'coastalbay'), fc.array(fc.constantFrom(...idPool), { minLength: 3, maxLength: 3 }), async (route, tenant, picked) => {
        let index = 0;
        const path = route.path.replace(/:(\w+)(\([^)]*\))?\??/g, (_, name: string, pattern?: string) => (pattern?.includes('\\d') || /id$/i.test(name) ? String(picked[index++ % picked.length]) : 'football'));
        const { status, body } = await api.get(`/api/v2${path.replace('/*', '/privacy-policy')}`, tenant);
        expect(status, path).toBeLessThan(500);
        for (const mark of FINGERPRINTS[other(tenant)]!) expect(body.toLowerCase().includes(mark), `${tenant} ${path} carries '${mark}'`).toBe(false);
      }),
      { numRuns: 400 },
    );
  });
});
