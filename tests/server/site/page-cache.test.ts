import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app';
import { tenants } from '../../../server/store/tables/foundation';
import { testNow } from '../../support/test-clock';
import { openTestStore, type TestStore } from '../../support/test-store';
import { fakeSiteBuild } from '../support/fake-site-build';

// A server build that counts its renders (a test tells a kept page from a new one) and, while the test holds its gate,
// does not finish one (an answer given meanwhile did not wait for it).
const COUNTING_RENDERER = `export const pageRenderer = {
  async render() {
    globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
    const markup = '<p>render ' + globalThis.pageRenders + '</p>';
    await globalThis.renderGate;
    return { kind: 'page', status: 200, markup, head: { structuredData: [] }, hydration: '{}', cookies: { read: [], set: [] } };
  },
};
`;

const shared = globalThis as { pageRenders?: number; renderGate?: Promise<void> };
const renders = () => shared.pageRenders ?? 0;

describe('the page cache: kept pages, stale while one render replaces them, dropped by a write', () => {
  let store: TestStore;
  let site: ReturnType<typeof fakeSiteBuild>;
  let app: FastifyInstance;
  let clockOffset = 0;
  const page = async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    return Number(/render (\d+)/.exec(response.body)?.[1]);
  };

  beforeAll(async () => {
    site = fakeSiteBuild(COUNTING_RENDERER);
    store = await openTestStore('pglite', null);
    app = await buildApp({ database: store.database, clientDir: site.clientDir, now: () => testNow() + clockOffset, scheduler: false });
  });
  afterAll(async () => {
    await app?.close();
    await store?.dispose();
    site?.remove();
  });

  it('serves a page past its 15 s from the cache at once while one render replaces it; after a minute, or a write, renders first', async () => {
    const first = await page();
    expect(await page()).toBe(first);

    // 20 s on: the kept page answers at once, while the one render it started is held; the next fans get that render.
    clockOffset += 20_000;
    const before = renders();
    let release = () => {};
    shared.renderGate = new Promise<void>((resolve) => (release = resolve));
    expect(await Promise.all([page(), page(), page()])).toEqual([first, first, first]);
    expect(renders()).toBe(before + 1);
    release();
    await vi.waitFor(() => expect(page()).resolves.toBe(before + 1));
    expect(renders()).toBe(before + 1);

    // A minute and more on: too old to be served; the answer is a new render.
    clockOffset += 61_000;
    expect(await page()).toBe(before + 2);

    // A write of a school drops its pages: 16 s on, the next answer is rendered after it, not the copy from before.
    clockOffset += 16_000;
    for (const tenant of await store.database.db.select({ id: tenants.id }).from(tenants)) app.studio.changes.announce(tenant.id);
    expect(await page()).toBe(before + 3);
  });
});
