import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PageEnvelope } from '../../contract/paging';
import type { StoryWire } from '../../contract/stories';
import { e2eSession } from './support/e2e-session';

const session = e2eSession();

// Past the takeovers: the home and football pages are then the pages themselves, not a redirect.
const SEEN = 'takeover-home-season-tickets=seen; takeover-football-gameday=seen';

/** The server's answer to a page, redirects not followed. */
async function page(path: string): Promise<{ status: number; headers: Headers; html: string }> {
  const response = await fetch(session.server.url(path), { redirect: 'manual', headers: { cookie: SEEN } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function stories(): Promise<StoryWire[]> {
  return (await session.apiJson<PageEnvelope<StoryWire>>('/api/v2/Stories?$pageSize=10', 'ridgemont')).items;
}

/** The not-found page rendered on the server in the shell's main, hydrated from the page (checked without printing the page). */
function expectNotFoundPage(html: string, path: string): void {
  const has = (pattern: RegExp) => pattern.test(html);
  expect(has(/<main id="main-content"[^>]*>.*<h1[^>]*>Page not found<\/h1>/s), `${path}: Page not found in main`).toBe(true);
  expect(has(/<title>Page not found<\/title>/), `${path}: title`).toBe(true);
  expect(has(/<script id="hydration-data"/), `${path}: hydration data`).toBe(true);
  expect(has(/<meta name="robots" content="noindex" \/>/), `${path}: robots meta`).toBe(true);
}

const NOT_FOUND_CACHE_CONTROL = /^(private, no-cache|public, max-age=0, s-maxage=[1-5])$/;

describe('server-rendered not-found and unavailable pages', () => {
  it('answer /404 with 404, noindex, and the Page not found page in the shell', async () => {
    const { status, headers, html } = await page('/404');
    expect(status).toBe(404);
    expect(headers.get('x-robots-tag')).toBe('noindex');
    // Issue 28: never stale, and in a shared cache for a few seconds at most (private when the render read a cookie: the demo's splash).
    expect(headers.get('cache-control')).toMatch(NOT_FOUND_CACHE_CONTROL);
    // A 404 has no representation to revalidate: no ETag, so no 304 either.
    expect(headers.get('etag')).toBeNull();
    expectNotFoundPage(html, '/404');
  });

  it('redirect an unknown path to /404 (spec 2.1), which answers 404', async () => {
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/404');
    expect((await page(unknown.headers.get('location')!)).status).toBe(404);
  });

  it('answer a page whose content does not exist with 404 and the not-found page at its own address', async () => {
    const story = (await stories())[0]!;
    const missingStory = story.url.replace(/[^/]+$/, 'no-such-story-here');
    const paths = ['/sports/nosuchsport', '/sports/football/roster/nobody/999999', '/sports/football/roster/coaches/nobody/999999', missingStory, '/galleries/nothing/999999', '/staff-directory/nobody/999999'];
    for (const path of paths) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(404);
      expect(headers.get('location'), path).toBeNull();
      // Kept no longer than a page: content published a moment later shows at once (server/web/page-status.ts).
      expect(headers.get('cache-control'), path).toMatch(NOT_FOUND_CACHE_CONTROL);
      expect(headers.get('x-robots-tag'), path).toBe('noindex');
      expectNotFoundPage(html, path);
      // The browser hydrates the same error its router would have thrown.
      expect(/"errors":\{"[a-z_]+":\{"status":404,"statusText":"Not Found","internal":false/.test(html), `${path}: hydrated error`).toBe(true);
    }
  });

  it('still answer the pages that exist with 200 and an ETag', async () => {
    const roster = await page('/sports/football/roster');
    const bio = /href="(\/sports\/football\/roster\/[^"/]+\/\d+)"/.exec(roster.html)![1]!;
    for (const path of ['/', '/sports/football', '/sports/football/roster', bio, (await stories())[0]!.url]) {
      const { status, headers, html } = await page(path);
      expect(status, path).toBe(200);
      expect(headers.get('etag'), path).toBeTruthy();
      expect(html.includes('Page not found'), path).toBe(false);
    }
  });

  it('hydrate a not-found page in place, which then navigates in the page', async () => {
    const { page: tab, context, errors } = await session.visit('/sports/nosuchsport');
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await tab.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    expect(new URL(tab.url()).pathname).toBe('/sports/nosuchsport');
    expect(await tab.evaluate(() => [document.body.dataset.pageType, document.body.dataset.analyticsLabel])).toEqual(['404', '404']);
    await tab.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await tab.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await tab.waitForURL((url) => url.pathname === '/');
    expect(await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The browser reports the document's own 404; nothing else may fail.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('answer 503 with Retry-After and the shell, never a 404 or an empty 200, while the store fails behind a page', async () => {
    // A story no other test of this file asks for: neither the API's cache nor the page cache holds it.
    const story = (await stories())[5]!;
    const database = session.server.server.database;
    await database.db.execute(sql`ALTER TABLE stories RENAME TO stories_away`);
    try {
      const { status, headers, html } = await page(story.url);
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBe('60');
      expect(headers.get('cache-control')).toBe('no-store');
      // The shell the browser renders the page in again: its fatal error screen if the fault lasts (spec 2.4).
      expect(['id="boot-config"', 'id="hydration-data"', 'Page not found'].map((part) => html.includes(part))).toEqual([true, false, false]);
    } finally {
      await database.db.execute(sql`ALTER TABLE stories_away RENAME TO stories`);
    }
    // The 503 was kept by no cache: back with the store.
    expect((await page(story.url)).status).toBe(200);
  });
});
