import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMemorySite } from '../../scripts/dev-memory';
import { cachedDemoSnapshotDir } from '../support/demo-snapshot-cache';
import { TEST_NOW } from '../support/test-clock';
import { e2eSession } from './support/e2e-session';
import { openVisitor, type Visit } from './support/visitor';

/** One page of each family (#15): the in-memory site must show what the server's site shows. */
const PAGES = [
  '/',
  '/sports/football',
  '/sports/football/schedule',
  '/sports/football/roster',
  '/sports/football/coaches',
  '/sports/football/stats',
  '/sports/football/opponent-history',
  '/archives',
  '/calendar',
  '/staff-directory',
  '/awards',
  '/all-americans',
  '/honors',
  '/facilities',
  '/podcasts',
  '/publications',
  '/galleries',
  '/tickets',
  '/partners',
  '/on-this-day',
  '/moments',
  '/coverage',
  '/clippings',
] as const;

/**
 * What a fan sees of a page once it has settled (promotion slots fill in after the page): its heading,
 * where its main content links to (the site's own host written as {host}), and which promotion slots
 * show a set. A slot's links are left out: a random-effect slot picks its campaign per visit.
 */
async function pageFacts(page: Page): Promise<{ heading: string; links: string[]; promotions: string[] }> {
  const main = page.getByRole('main');
  await main.waitFor();
  await expect.poll(() => main.getAttribute('aria-busy')).not.toBe('true');
  await page.waitForLoadState('networkidle');
  // #24: the live scoreboard follows its games once a reader scrolls near it, as a reader does here.
  const board = page.locator('[data-live-scoreboard]');
  if ((await board.count()) > 0) await board.first().scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const heading = (await page.locator('h1').first().innerText()).trim();
  const links = await main
    .locator('a[href]')
    .evaluateAll((anchors) => [...new Set(anchors.filter((a) => !a.closest('[data-promotion-slot]')).map((a) => (a.getAttribute('href') ?? '').replace(location.host, '{host}')))].sort());
  const promotions = await main.locator('[data-promotion-slot]').evaluateAll((slots) => slots.filter((slot) => slot.childElementCount > 0).map((slot) => slot.getAttribute('data-promotion-slot') ?? ''));
  return { heading, links, promotions };
}

const session = e2eSession();

describe('the site on the in-memory adapters, no server (npm run dev:memory)', () => {
  let site: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    // Seeded at the instant the server's store was: the two sites show the same demo.
    site = await startMemorySite({ now: TEST_NOW, port: 0, host: '127.0.0.1', snapshotDir: await cachedDemoSnapshotDir(TEST_NOW) });
  });
  afterAll(async () => {
    await site?.close();
  });

  // One fan on the in-memory site, as one would browse it: the first page loaded, the others reached in the app. Loaded
  // afresh, each page fetched the dev server's modules and the snapshot's megabytes again (8.5 s a page, CPU-bound).
  let memoryVisit: (Visit & { apiCalls: string[] }) | undefined;
  async function showOnMemorySite(pathname: string) {
    if (!memoryVisit) {
      const visitor = await openVisitor(session.browser, session.server, { alsoOn: site!.url });
      const apiCalls: string[] = [];
      visitor.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      memoryVisit = { ...visitor, apiCalls };
      await visitor.page.goto(`${site!.url}${pathname}`);
    } else {
      // The router follows the address as on a back or forward step (react-router listens for popstate).
      await memoryVisit.page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, pathname);
    }
    return memoryVisit;
  }
  afterAll(async () => {
    await memoryVisit?.context.close();
  });

  it.each(PAGES)('shows %s as the server-backed site does, without calling any API', async (pathname) => {
    const served = await session.visit(pathname);
    const expected = await pageFacts(served.page);
    await served.context.close();

    const visitor = await showOnMemorySite(pathname);
    // The in-memory adapters answer in the browser, after the page's first render: what it shows settles, its
    // promotions last (each slot fills when its campaign's answer comes).
    await expect
      .poll(async () => {
        const shown = await pageFacts(visitor.page);
        return {
          heading: shown.heading,
          missing: expected.links.filter((link) => !shown.links.includes(link)),
          extra: shown.links.filter((link) => !expected.links.includes(link)),
          promotions: shown.promotions,
        };
      })
      .toEqual({ heading: expected.heading, missing: [], extra: [], promotions: expected.promotions });
    expect(new URL(visitor.page.url()).pathname).toBe(pathname);
    expect(visitor.apiCalls).toEqual([]);
    expect(visitor.errors).toEqual([]);
  });

  it("draws the photographs' renditions as the server's image service does (spec 7)", async () => {
    const galleries = await session.apiJson<Array<{ primaryImage: { imageUrl: { medium: string; original: string } } | null }>>('/api/v2/ImageGalleries', 'ridgemont');
    const { medium, original } = galleries.find((gallery) => gallery.primaryImage?.imageUrl.original.endsWith('.jpg'))!.primaryImage!.imageUrl;
    expect(medium).toMatch(/^\/images\/resize\?/);
    const [fromServer, fromMemorySite] = await Promise.all([fetch(session.server.url(medium)), fetch(`${site!.url}${medium}`)]);
    expect(fromMemorySite.status).toBe(200);
    expect(fromMemorySite.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await fromMemorySite.arrayBuffer()).equals(Buffer.from(await fromServer.arrayBuffer()))).toBe(true);
    expect((await fetch(`${site!.url}/images/resize?url=${encodeURIComponent(original)}`)).status).toBe(400);
  });
});
