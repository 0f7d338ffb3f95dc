import { expect } from 'vitest';
import type { TestApi } from '../support/test-api';

export type CursorPage<T = Record<string, unknown>> = { items: T[]; before: string | null; after: string | null };

const join = (url: string) => (url.includes('?') ? '&' : '?');

/** GETs one v2.1 page and checks the cursor envelope (v2-reference 1.3). */
export async function cursorPage(api: TestApi, url: string, tenant = 'ridgemont'): Promise<CursorPage> {
  const response = await api.get(url, tenant);
  expect(response.status, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  const page = response.json as CursorPage;
  expect(Object.keys(page).sort()).toEqual(['after', 'before', 'items']);
  if (page.items.length === 0) expect([page.before, page.after]).toEqual([null, null]);
  else expect(typeof page.before === 'string' && typeof page.after === 'string').toBe(true);
  return page;
}

/** Every item of a v2.1 list, following `after` from the first page until a page comes back empty. */
export async function walkForward(api: TestApi, url: string, pageSize: number, tenant = 'ridgemont'): Promise<{ items: Record<string, unknown>[]; pages: CursorPage[] }> {
  const pages: CursorPage[] = [];
  let page = await cursorPage(api, `${url}${join(url)}PageSize=${pageSize}`, tenant);
  while (page.items.length > 0) {
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    pages.push(page);
    page = await cursorPage(api, `${url}${join(url)}PageSize=${pageSize}&After=${encodeURIComponent(page.after!)}`, tenant);
    expect(pages.length).toBeLessThan(500);
  }
  return { items: pages.flatMap((p) => p.items), pages };
}

/** Every item before the page `from`, following `before` back until a page comes back empty; in list order. */
export async function walkBack(api: TestApi, url: string, pageSize: number, from: CursorPage, tenant = 'ridgemont'): Promise<Record<string, unknown>[]> {
  const pages: CursorPage[] = [from];
  let page = from;
  for (;;) {
    page = await cursorPage(api, `${url}${join(url)}PageSize=${pageSize}&Before=${encodeURIComponent(page.before!)}`, tenant);
    if (page.items.length === 0) break;
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    pages.unshift(page);
    expect(pages.length).toBeLessThan(500);
  }
  return pages.flatMap((p) => p.items);
}

/** The whole v2 list, page by page at the largest page size. */
export async function v2All(api: TestApi, url: string, tenant = 'ridgemont'): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for (let index = 0; ; index++) {
    const response = await api.get(`${url}${join(url)}$pageIndex=${index}&$pageSize=100`, tenant);
    expect(response.status, url).toBe(200);
    const page = response.json as { items: Record<string, unknown>[]; pages: number };
    items.push(...page.items);
    if (index + 1 >= page.pages) return items;
  }
}
