import type { Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PageEnvelope } from '../../contract/paging';
import type { StoryWire } from '../../contract/stories';
import { scrollToHydrated } from './support/browser';
import { startE2eServer } from './support/e2e-server';
import { e2eSession } from './support/e2e-session';
import { continuePastSplash, openVisitor } from './support/visitor';

const session = e2eSession();

async function apiJson<T>(path: string): Promise<T> {
  return session.apiJson<T>(`/api/v2${path}`, 'ridgemont');
}

/** A seeded public form's id (ids are the store's, so the first one that opens is taken). */
async function openFormId(): Promise<number> {
  for (let id = 1; id < 60; id += 1) {
    const response = await fetch(session.server.url(`/api/v2/Forms/${id}`), { headers: { tenant: 'ridgemont' } });
    if (response.status === 200) return id;
  }
  throw new Error('no public form found');
}

/** A visitor who has seen the takeovers and splash pages, with JavaScript off. */
async function noScriptPage(): Promise<Page> {
  const context = await session.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  await continuePastSplash(context, session.server);
  const cookies = ['takeover-home-season-tickets', 'takeover-football-gameday'].map((name) => ({ name, value: 'seen', url: session.server.url('/') }));
  await context.addCookies(cookies);
  return context.newPage();
}

async function headingAndMain(page: Page, path: string): Promise<{ h1: string; main: string }> {
  const response = await page.goto(session.server.url(path));
  // The not-found page says what it is with its status (server-rendering-status.test.ts).
  expect(response?.status(), path).toBe(path === '/404' ? 404 : 200);
  const h1 = ((await page.locator('h1').first().textContent({ timeout: 5_000 })) ?? '').trim();
  const main = ((await page.locator('main').first().textContent({ timeout: 5_000 })) ?? '').trim();
  return { h1, main };
}

describe('server-rendered pages (#12)', () => {
  it('show their heading and main content, styled, with JavaScript off, in every route family', async () => {
    const story = (await apiJson<PageEnvelope<StoryWire>>('/Stories?$pageSize=1')).items[0]!;
    const page = await noScriptPage();
    // Links on the rendered roster lead on to a player's bio.
    await page.goto(session.server.url('/sports/football/roster'));
    const bio = await page.locator('main a[href*="/roster/"]').first().getAttribute('href');
    const live = (await apiJson<{ items: Array<{ id: number }> }>('/live/scoreboard')).items[0]!;
    const gameCentre = `/game-center/${live.id}`;
    const paths = ['/', '/sports', '/sports/football', '/sports/football/schedule', '/calendar', '/sports/football/roster', bio!, '/staff-directory', story.url, '/archives', '/tags', gameCentre!, '/galleries', '/awards', '/facilities', '/tickets', `/form/${await openFormId()}`, '/404'];
    for (const path of paths) {
      const { h1, main } = await headingAndMain(page, path);
      expect(h1, path).not.toBe('');
      expect(main.length, `${path}: ${main.slice(0, 80)}`).toBeGreaterThan(h1.length);
      // Styled as the browser would show it, the site's global styles included (no shift when the code loads).
      expect(await page.evaluate(() => getComputedStyle(document.body).marginTop), path).toBe('0px');
    }
    expect((await headingAndMain(page, story.url)).h1).toBe(story.title);
    // The games under way are in the HTML, their space taken before the code runs; the stream takes over then.
    await page.goto(session.server.url('/'));
    expect(await page.getByRole('region', { name: 'Live scores' }).locator(`a[href="${gameCentre}"]`).count()).toBe(1);
    await page.context().close();
  });

  it('hydrate without a console error or warning, and navigate in the page afterwards', async () => {
    const { page, context } = await openVisitor(session.browser, session.server);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => messages.push(error.message));
    for (const path of ['/', '/sports/football', '/sports/football/schedule', '/sports/football/roster']) {
      await page.goto(session.server.url(path));
      expect(await page.locator('#hydration-data').count(), path).toBe(1);
    }
    // After hydration the router takes the clicks: no new document loads.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const bio = page.locator('main a[href*="/roster/"]').first();
    const href = (await bio.getAttribute('href'))!;
    await bio.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('h1').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('keep their markup on screen while they hydrate part by part, their code fetched after the page', async () => {
    const { page, context } = await openVisitor(session.browser, session.server);
    // The page's parts taken out before it is hydrated: its sections, headings, header, footer and
    // navigations must stay as the server sent them (a view's own effects may still adjust inside one).
    await page.addInitScript({
      content: `window.removedWhileHydrating = [];
        new MutationObserver(function (records) {
          if (document.documentElement.dataset.hydrated) return;
          records.forEach(function (record) {
            record.removedNodes.forEach(function (node) {
              var parts = 'section, header, footer, nav, main, h1, h2, h3';
              if (node.nodeType === 1 && (node.matches(parts) || node.querySelector(parts))) window.removedWhileHydrating.push(node.outerHTML.slice(0, 80));
            });
          });
        }).observe(document, { childList: true, subtree: true });`,
    });
    for (const path of ['/', '/sports/football', '/sports/football/schedule']) {
      await page.goto(session.server.url(path));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating), path).toEqual([]);
      // The HTML asks for the entry alone, behind the page's styles and images; the entry fetches the
      // site's code once the page has painted.
      const html = await (await fetch(session.server.url(path), { headers: { cookie: (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') } })).text();
      expect(html.match(/<script type="module"[^>]*>/g), path).toEqual([expect.stringContaining('fetchpriority="low"')]);
      expect(html, path).not.toMatch(/rel="modulepreload"/);
    }
    // Hydrated means every part answers: the last part of the home page (its sports, hydrated as the visitor nears it) routes in the page.
    await page.goto(session.server.url('/'));
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await scrollToHydrated(page.locator('#home-sports a'));
    await page.locator('#home-sports a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/sports/'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it('arrive with their promotions, ads and sport navigation, and ask the API for none of them while hydrating', async () => {
    const page = await noScriptPage();
    await page.goto(session.server.url('/'));
    for (const slot of ['home-top', 'home-multi']) expect(await page.locator(`[data-promotion-slot="${slot}"] [data-campaign-id]`).count(), slot).toBeGreaterThan(0);
    await page.goto(session.server.url('/sports/football'));
    expect(await page.getByRole('navigation', { name: 'Football navigation' }).locator('a').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-promotion-slot^="sport-"] [data-campaign-id]').count()).toBeGreaterThan(0);
    await page.context().close();

    const { page: fan, context } = await openVisitor(session.browser, session.server);
    const asked: string[] = [];
    fan.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    await fan.goto(session.server.url('/sports/football'));
    // spec 7: the impressions of the promotions shown go 2 s later, as one batch: the page has settled by then.
    await expect.poll(() => asked.includes('/api/v2/promotions/counter'), { timeout: 10_000 }).toBe(true);
    expect(await fan.getByRole('navigation', { name: 'Football navigation' }).locator('a').count()).toBeGreaterThan(0);
    // Only the counter and the live scoreboard's stream: promotions, ads, splash and sport navigation came with the page.
    expect(asked.filter((path) => path !== '/api/v2/promotions/counter' && !path.startsWith('/api/v2/live/'))).toEqual([]);
    // The next page, reached in the browser, loads its own.
    await fan.getByRole('navigation', { name: 'Football navigation' }).getByRole('link', { name: /schedule/i }).first().click();
    await expect.poll(() => asked.some((path) => path.startsWith('/api/v2/promotions/') && path !== '/api/v2/promotions/counter' || path.startsWith('/api/v2/HouseAds'))).toBe(true);
    await context.close();
  });

  it("send a story's headline, head tags and JSON-LD in its HTML, cached with an ETag", async () => {
    const story = (await apiJson<PageEnvelope<StoryWire>>('/Stories?$pageSize=1')).items[0]!;
    const response = await fetch(session.server.url(story.url));
    const html = await response.text();
    expect(html).toContain(`<h1 id="story-title"`);
    // The body arrives as the story's markup (its paragraphs), cleaned on the server as the browser cleans it, not as bare text.
    const item = story as StoryWire & { storyPostdate: string; storyFilename?: string };
    const full = await apiJson<StoryWire>(`/Stories/${item.storyPostdate}/${story.url.split('/').pop()}`);
    const paragraph = /<p>([^<&"']{20,})<\/p>/.exec(full.content ?? '')?.[0];
    expect(paragraph).toBeTruthy();
    expect(html).toContain(paragraph);
    expect(html).toContain((story.title ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    expect(html).toContain(`<link rel="canonical" href="${session.server.url(story.url)}" />`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
    const article = blocks.find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ '@context': 'https://schema.org', headline: (story.title ?? '').slice(0, 110), datePublished: story.date, mainEntityOfPage: session.server.url(story.url) });
    expect(article?.author).toEqual([expect.objectContaining({ name: expect.any(String) })]);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(session.server.url(story.url), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('describe the school, a team, a person and games with schema.org types', async () => {
    const ldOf = async (path: string, cookie = 'takeover-home-season-tickets=seen; takeover-football-gameday=seen') => {
      const html = await (await fetch(session.server.url(path), { headers: { cookie } })).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
    };
    expect(await ldOf('/')).toEqual([expect.objectContaining({ '@type': 'SportsOrganization', name: expect.any(String), url: session.server.url('/') })]);
    expect(await ldOf('/sports/football')).toEqual([expect.objectContaining({ '@type': 'SportsTeam', sport: 'Football' })]);
    const games = await ldOf('/sports/football/schedule');
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game).toMatchObject({ '@type': 'SportsEvent', startDate: expect.any(String), homeTeam: { '@type': 'SportsTeam' }, awayTeam: { '@type': 'SportsTeam' } });
  });

  it('answer a takeover with a redirect that sets its cookie, then render the page for that visitor', async () => {
    const first = await fetch(session.server.url('/'), { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/tickets');
    expect(first.headers.get('set-cookie')).toContain('takeover-home-season-tickets=seen');
    const back = await fetch(session.server.url('/'), { headers: { cookie: 'takeover-home-season-tickets=seen' } });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('id="hydration-data"');
  });

  it("leave a school's pages to the browser when its site config says disableSSR", async () => {
    const other = await startE2eServer({
      prepareStore: (database) => database.db.execute(sql`UPDATE tenants SET settings = jsonb_set(settings, '{config,disableSSR}', 'true') WHERE key = 'coastalbay'`).then(() => undefined),
    });
    try {
      // Chromium resolves a school's host (coastalbay.localhost) to this machine.
      const { page: tab, context } = await openVisitor(session.browser, other, { tenant: 'coastalbay' });
      const rendered = async (path: string, tenant?: string) => {
        await tab.goto(other.url(path, tenant));
        return (await tab.locator('#hydration-data').count()) === 1;
      };
      expect(await rendered('/sports/mens-ice-hockey/schedule', 'coastalbay')).toBe(false);
      expect(await rendered('/sports/football/schedule')).toBe(true);
      // The browser renders it as before.
      await tab.goto(other.url('/sports/mens-ice-hockey/schedule', 'coastalbay'));
      await tab.getByRole('heading', { level: 1, name: /Ice Hockey Schedule/ }).waitFor();
      await context.close();
    } finally {
      await other.close();
    }
  });

  it('leave staff previews to the browser and keep them out of caches', async () => {
    const response = await fetch(session.server.url('/hidden/news/2026/1/1/a-story'));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).not.toContain('id="hydration-data"');
  });

  it("draw the school's photographs to the size the screen needs, and give link previews a 1600-wide JPEG", async () => {
    const galleries = await apiJson<Array<{ url: string; primaryImage: { imageUrl: { original: string } } | null }>>('/ImageGalleries');
    const photographs = galleries.find((gallery) => gallery.primaryImage?.imageUrl.original.endsWith('.jpg'))!;
    const context = await session.browser.newContext({ viewport: { width: 412, height: 900 }, deviceScaleFactor: 1 });
    await continuePastSplash(context, session.server);
    const page = await context.newPage();
    await page.goto(session.server.url(photographs.url));
    const first = page.locator('main figure img').first();
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc));
    // A 412px-wide phone gets the 800-wide webp rendition, not the JPEG original.
    expect(shown.pathname).toBe('/images/resize');
    expect(Object.fromEntries(shown.searchParams)).toMatchObject({ width: '800', type: 'webp' });
    const rendition = await fetch(shown.href);
    expect(rendition.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await rendition.arrayBuffer())).metadata()).width).toBe(800);
    await context.close();

    const html = await (await fetch(session.server.url('/'), { headers: { cookie: 'takeover-home-season-tickets=seen' } })).text();
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)![1]!.replace(/&#38;/g, '&');
    expect(image).toBe(session.server.url(`/images/resize?url=${encodeURIComponent('/media/ridgemont/logo.svg')}&width=1600&type=jpeg`));
    const preview = await fetch(image);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(1600);
  });
});
