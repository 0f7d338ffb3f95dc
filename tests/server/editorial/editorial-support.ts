import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApi } from '../support/test-api';

/** Shared helpers of the editorial API tests. */

export type Envelope<T> = { items: T[]; total: number; page: number; pages: number };

/** Reads a v2 page and checks the envelope against the request (v2-reference 1.3). */
export async function page<T>(api: TestApi, url: string, parse: (json: unknown) => Envelope<T>, tenant = 'ridgemont'): Promise<Envelope<T>> {
  const response = await api.get(url, tenant);
  expect(response.status, url).toBe(200);
  const body = parse(response.json);
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const size = Number(query.get('$pageSize') ?? 10);
  expect(body.page).toBe(Number(query.get('$pageIndex') ?? 0));
  expect(body.items.length).toBeLessThanOrEqual(size);
  expect(body.pages).toBe(Math.ceil(body.total / size));
  return body;
}

/** Every item of a paged list (100 a page). */
export async function everything<T>(api: TestApi, url: string, parse: (json: unknown) => Envelope<T>, tenant = 'ridgemont'): Promise<T[]> {
  const join = url.includes('?') ? '&' : '?';
  const first = await page(api, `${url}${join}$pageSize=100`, parse, tenant);
  const items = [...first.items];
  for (let index = 1; index < first.pages; index += 1) items.push(...(await page(api, `${url}${join}$pageSize=100&$pageIndex=${index}`, parse, tenant)).items);
  expect(items).toHaveLength(first.total);
  return items;
}

/** Runs a read-only SQL query on the test store. */
export async function rows<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.store.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function tenantId(api: TestApi, key: string): Promise<number> {
  const [row] = await rows<{ id: number }>(api, sql`SELECT id FROM tenants WHERE key = ${key}`);
  return row!.id;
}

/** The tags the story HTML may hold: all generated, nothing else. */
export const STORY_TAGS = new Set(['p', 'h3', 'ul', 'li', 'blockquote', 'footer']);
export const tagsIn = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)[^>]*>/gi)].map((match) => match[1]!.toLowerCase());

// jsdom (a dev dependency) ships no type declarations, so it is loaded untyped and given the one shape used here.
type Jsdom = new (markup: string, options?: { contentType?: string }) => { window: { document: Document } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: Jsdom };

/** Parses HTML, XML or SVG with a real parser (jsdom): XML errors throw. */
export function parseMarkup(markup: string, contentType = 'text/html'): Document {
  return new JSDOM(markup, { contentType }).window.document;
}
