import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { scrollToHydrated } from './support/browser';
import { e2eSession } from './support/e2e-session';
import { hostOf, openVisitor, type Visit, type VisitorOptions } from './support/visitor';

const session = e2eSession();

async function apiJson<T>(path: string, tenant = 'ridgemont'): Promise<T> {
  const response = await fetch(session.server.url(path), { headers: { tenant } });
  return (await response.json()) as T;
}

const visitor = (options: VisitorOptions = {}): Promise<Visit> => openVisitor(session.browser, session.server, options);
const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe('the home page in Chromium', () => {
  it.each(['ridgemont', 'coastalbay'])("shows %s's real stories, games and scoreboard", async (tenant) => {
    const { page, context, errors } = await visitor({ tenant });
    await page.goto(session.server.url('/', hostOf(tenant)));
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    const stories = await apiJson<{ items: Array<{ title: string; url: string }> }>('/api/v2/Stories?$pageSize=7', tenant);
    const news = page.locator('#home-news');
    // Two stories may share a headline (previews of two sports' games): each links to its own page.
    for (const story of stories.items) {
      const links = news.getByRole('link', { name: story.title, exact: true });
      expect(await Promise.all((await links.all()).map((link) => link.getAttribute('href')))).toContain(story.url);
    }
    expect(await news.locator('img').evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).alt.length > 0).length)).toBe(stories.items.length);
    const upcoming = await apiJson<{ items: Array<{ id: number; opponent: { title: string } }> }>('/api/v2/EventsResults/upcoming?$pageSize=5', tenant);
    const results = await apiJson<{ items: Array<{ id: number; opponent: { title: string } }> }>('/api/v2/EventsResults/results?$pageSize=5', tenant);
    for (const game of [...upcoming.items, ...results.items]) expect(await page.locator(`#home-games [data-game-id="${game.id}"]`).textContent()).toContain(game.opponent.title);
    expect(await page.locator('#home-scoreboard [data-game-id]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('timer').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is taken over once: the first visit loads the takeover page in full and sets its cookie', async () => {
    const { page, context } = await visitor({ seenTakeovers: false });
    await page.goto(session.server.url('/'));
    await page.waitForURL((url) => url.pathname === '/tickets');
    expect((await context.cookies()).map((c) => c.name)).toContain('takeover-home-season-tickets');
    await page.goto(session.server.url('/'));
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    expect(pathOf(page)).toBe('/');
    await context.close();
  });

  it.each([
    ['/', 1366],
    ['/', 320],
    ['/sports/baseball', 1366],
  ])('%s at %i px has no axe violations and fits the width', async (path, width) => {
    const { page, context } = await visitor({ bypassCSP: true, width });
    await page.goto(session.server.url(path));
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    await page.locator('main img').first().waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});

describe('the splash page in Chromium (spec 4)', () => {
  it('shows /splash/{id} full screen with no console error; Continue to Home and Escape land on /', async () => {
    const { data: splash } = await apiJson<{ data: { id: number; title: string; picture: { images: Array<{ alt: string }> } | null } }>('/api/v2/Splash');
    const { page, context, errors } = await visitor({ seenSplash: false });
    await page.goto(session.server.url(`/splash/${splash.id}`));
    const dialog = page.getByRole('dialog', { name: splash.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { level: 1 }).textContent()).toBe(splash.title);
    await dialog.getByRole('img', { name: splash.picture?.images[0]?.alt ?? '' }).first().waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).toContain(`splash-continue-${splash.id}`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.goto(session.server.url(`/splash/${splash.id}`));
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('routing behaviour in Chromium (spec 2.2)', () => {
  it.each([
    ['/historicalroster', '/historical-roster'],
    ['/otd', '/on-this-day'],
    ['/tickets.aspx', '/tickets'],
    ['/sports/baseball/', '/sports/baseball'],
  ])('redirects %s to %s', async (from, to) => {
    const { page, context } = await visitor();
    await page.goto(session.server.url(from));
    await page.waitForURL((url) => url.pathname === to);
    await h1(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    await context.close();
  });

  it('redirects a legacy URL of the Redirects API from the 404 page', async () => {
    const redirects = await apiJson<Array<{ from: string; to: string }>>('/api/v2/Redirects');
    const legacy = redirects.find((r) => r.from === '/staff.aspx') ?? redirects[0]!;
    const { page, context } = await visitor();
    await page.goto(session.server.url(legacy.from.toUpperCase()));
    await page.waitForURL((url) => url.pathname === legacy.to);
    await h1(page).waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    await context.close();
  });

  it('ends an unknown path on /404, Page not found', async () => {
    const { page, context } = await visitor();
    await page.goto(session.server.url('/no/such/page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(page)).toBe('/404');
    expect(await page.evaluate(() => [document.body.dataset.pageType, document.body.dataset.analyticsLabel])).toEqual(['404', '404']);
    await context.close();
  });

  it('loads an external page path in full: the browser leaves the app', async () => {
    const { page, context } = await visitor();
    // The external system that serves /watch (not this app) answers the document request.
    await page.route('**/watch/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Watch</title><h1>Live video</h1>' }));
    await page.goto(session.server.url('/'));
    await h1(page).waitFor();
    await page.evaluate(() => {
      (window as unknown as { appMarker: boolean }).appMarker = true;
      // A navigation the router hears (as on Back/Forward): it must not render the path itself.
      window.history.pushState({}, '', '/watch/live-stream');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Live video' }).waitFor();
    expect(pathOf(page)).toBe('/watch/live-stream');
    expect(await page.evaluate(() => (window as unknown as { appMarker?: boolean }).appMarker)).toBeUndefined();
    await context.close();
  });

  it('shows Page not found, without reloading in a loop, when this app is what answers an external path', async () => {
    const { page, context } = await visitor();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(session.server.url('/galleries/2026'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(pathOf(page)).toBe('/404');
    // The server that renders the page answers with the redirect to /404 itself: one load each, no loop.
    expect(documents).toEqual(['/galleries/2026', '/404']);
    await context.close();
  });

  it('reports the page type and analytics label of each page', async () => {
    const { page, context } = await visitor();
    const read = () => page.evaluate(() => [document.body.dataset.pageType, document.body.dataset.analyticsLabel]);
    await page.goto(session.server.url('/'));
    await h1(page).waitFor();
    await expect.poll(read).toEqual(['homepage', 'home']);
    await page.locator('#home-sports').getByRole('link', { name: 'Baseball', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/sports/baseball');
    await expect.poll(read).toEqual(['sport home', 'sport home']);
    await page.goto(session.server.url('/tickets'));
    await h1(page).waitFor();
    await expect.poll(read).toEqual(['tickets', 'tickets']);
    await context.close();
  });

  it('scrolls a new page to the top, and a same-path hash to its element', async () => {
    const { page, context } = await visitor();
    await page.goto(session.server.url('/'));
    await page.getByRole('heading', { level: 2, name: 'Latest News' }).waitFor();
    const jump = page.getByRole('navigation', { name: 'On this page' });
    await jump.getByRole('link', { name: 'Latest News' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    expect(pathOf(page)).toBe('/');
    expect(new URL(page.url()).hash).toBe('#home-news');
    const top = await page.locator('#home-news').evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(150);

    const card = page.locator('#home-sports').getByRole('link', { name: 'Baseball', exact: true });
    await scrollToHydrated(card);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await card.click();
    await page.waitForURL((url) => url.pathname === '/sports/baseball');
    await h1(page).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('shows the fatal error screen (spec 2.4) when a page cannot load, with the error text for sidearmDev', async () => {
    const { page, context } = await visitor();
    // A real fatal error: the sport home page's code cannot be fetched (a deploy mid-visit, a network fault).
    await page.route(/\/assets\/sport-home-page-[^/]+\.js$/, (route) => route.abort());
    const settings = await apiJson<{ supportEmail: string; siteName: string }>('/api/v2/common/settings');

    await page.goto(session.server.url('/sports/baseball?sidearmDev'));
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('link', { name: settings.supportEmail }).getAttribute('href')).toBe(`mailto:${settings.supportEmail}`);
    expect(await page.getByLabel('Error details').textContent()).toMatch(/\S/);

    await page.goto(session.server.url('/sports/baseball'));
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByLabel('Error details').count()).toBe(0);

    await page.getByRole('button', { name: 'Home Page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: settings.siteName }).waitFor();
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await context.close();
  });
});
