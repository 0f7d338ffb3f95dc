import fc from 'fast-check';
import { expect } from 'vitest';
import type { z } from 'zod';
import { sportsListWire } from '../../../contract/sports';
import type { TestApi } from '../support/test-api';

export type Page<T> = { items: T[]; total: number; page: number; pages: number };

/** GETs a paged URL and checks the v2 page envelope against the request (v2-reference 1.3). */
export async function getPage<S extends z.ZodType>(api: TestApi, url: string, schema: S, pageIndex: number, pageSize: number, tenant = 'ridgemont'): Promise<z.infer<S>> {
  const join = url.includes('?') ? '&' : '?';
  const response = await api.get(`${url}${join}$pageIndex=${pageIndex}&$pageSize=${pageSize}`, tenant);
  expect(response.status, url).toBe(200);
  const parsed: z.infer<S> = schema.parse(response.json);
  const page = parsed as Page<unknown>;
  expect(page.page).toBe(pageIndex);
  expect(page.items.length).toBeLessThanOrEqual(pageSize);
  expect(page.pages).toBe(Math.ceil(page.total / pageSize));
  expect(page.items.length).toBe(Math.max(0, Math.min(pageSize, page.total - pageIndex * pageSize)));
  return parsed;
}

/** Any page of `url` holds exactly the slice of the whole list that its index and size name. */
export async function checkPaging<S extends z.ZodType>(api: TestApi, url: string, schema: S, key: (item: never) => unknown): Promise<void> {
  const all = (await getPage(api, url, schema, 0, 100)) as Page<never>;
  expect(all.total).toBeLessThanOrEqual(100);
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 4 }), async (size, index) => {
      const page = (await getPage(api, url, schema, index, size)) as Page<never>;
      expect(page.total).toBe(all.total);
      expect(page.items.map(key)).toEqual(all.items.slice(index * size, index * size + size).map(key));
    }),
    { numRuns: 12 },
  );
}

export async function sportIds(api: TestApi, tenant = 'ridgemont'): Promise<Map<string, number>> {
  const sports = sportsListWire.parse((await api.get('/api/v2/Sports', tenant)).json);
  return new Map(sports.map((sport) => [sport.shortName, sport.id]));
}

/** A non-integer id, an unknown id and another school's id are all 404 (v2-reference 1.1). */
export async function expectNotFoundIds(api: TestApi, base: string, otherSchoolsId: number): Promise<void> {
  expect((await api.get(`${base}/a`)).status).toBe(404);
  expect((await api.get(`${base}/1.5`)).status).toBe(404);
  expect((await api.get(`${base}/999999`)).status).toBe(404);
  expect((await api.get(`${base}/${otherSchoolsId}`, 'ridgemont')).status).toBe(404);
  expect((await api.get(`${base}/${otherSchoolsId}`, 'coastalbay')).status).toBe(200);
}
