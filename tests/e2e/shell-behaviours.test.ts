import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/e2e-session';
import { fetchSite } from './support/studio';
import { hostOf } from './support/visitor';

const session = e2eSession();
const { apiJson, visit } = session;

const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
const WIDTHS = [1366, 375] as const;

interface Link {
  url: string;
  scheduleRosterNewsLinks?: Link[] | null;
  tickets?: Link | null;
  items?: unknown[] | null;
}

/** The site's own addresses among a navigation's links: '/x', not '//host/x' (spec 2.3). */
function internalUrls(links: readonly Link[]): string[] {
  return links.flatMap((link) => [
    link.url,
    ...internalUrls(link.scheduleRosterNewsLinks ?? []),
    ...(link.tickets ? [link.tickets.url] : []),
    ...internalUrls((link.items ?? []) as Link[]),
  ]).filter((url) => url.startsWith('/') && !url.startsWith('//'));
}

async function navigationUrls(tenant: string): Promise<string[]> {
  const main = await apiJson<Array<Link & { columns: Array<{ items: Link[] }> }>>('/api/v2/Navigation', tenant);
  const sports = await apiJson<Array<{ id: number }>>('/api/v2/Sports', tenant);
  const sportNavs = await Promise.all(sports.map((sport) => apiJson<Link[]>(`/api/v2/Navigation/sub?sportId=${sport.id}`, tenant)));
  const urls = [...internalUrls(main), ...main.flatMap((item) => internalUrls(item.columns.flatMap((column) => column.items))), ...sportNavs.flatMap(internalUrls)];
  return [...new Set(urls)].sort();
}

/** The first URL of each shape: a sport's slug and a numeric id stand for any (/sports/football/roster as /sports/:sport/roster). */
function oneOfEachShape(urls: readonly string[]): string[] {
  const byShape = new Map<string, string>();
  for (const url of urls) {
    const shape = new URL(url, 'http://site').pathname.replace(/^\/sports\/[^/]+/, '/sports/:sport').replace(/\/\d+(?=\/|$)/g, '/:id');
    if (!byShape.has(shape)) byShape.set(shape, url);
  }
  return [...byShape.values()];
}

/** Waits for the page's one h1 and answers it, or where a 404 left the visitor. */
async function landedPage(page: Page): Promise<{ path: string; title: string }> {
  await page.locator('main h1, h1').first().waitFor({ timeout: 20_000 });
  return page.evaluate(() => ({ path: location.pathname, title: document.querySelector('h1')?.textContent?.trim() ?? '' }));
}

/** A page the server renders at `url` for the school, after its redirects: its status and h1. */
async function servedPage(tenant: string, url: string): Promise<{ status: number; title: string }> {
  let answer = await fetchSite(session.server, url, tenant);
  for (let hops = 0; answer.status >= 300 && answer.status < 400 && hops < 3; hops += 1) {
    const next = new URL(answer.location ?? '/', 'http://site');
    answer = await fetchSite(session.server, next.pathname + next.search, tenant);
  }
  const title = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.text)?.[1]?.replace(/<[^>]*>/g, '').trim() ?? '';
  return { status: answer.status, title };
}

describe('every navigation link leads somewhere (spec 2.3)', () => {
  it.each(SCHOOLS)('%s: the server renders a page at each URL of the main and sport navigation APIs', async (tenant) => {
    const urls = await navigationUrls(tenant);
    expect(urls).toContain('/sports');
    const lost: string[] = [];
    for (const url of urls) {
      const served = await servedPage(tenant, url);
      if (served.status !== 200 || served.title === 'Page not found' || served.title === '') lost.push(`${url} (${served.status} ${served.title})`);
    }
    expect(lost).toEqual([]);
  });

  // The app's own router on the same links, in the browser, for one school (the other's pages are the same routes), one
  // URL of each shape: the test above renders every URL's data with the same views; 220 URLs took 83 s here, 32 shapes.
  it('ridgemont: following a URL of each shape among those in the app renders a page without a crash', { timeout: 900_000 }, async () => {
    const tenant = 'ridgemont';
    const urls = oneOfEachShape(await navigationUrls(tenant));
    const { page, context, errors } = await visit('/', { tenant });
    const lost: string[] = [];
    for (const url of urls) {
      // As a visitor following the link in the app: a client-side navigation, done when main is no longer busy.
      await page.evaluate((next) => {
        window.history.pushState({}, '', next);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, url);
      await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true), 0))));
      await page.locator('main:not([aria-busy="true"])').waitFor({ timeout: 20_000 });
      const landed = await landedPage(page);
      if (landed.path === '/404' || landed.title === 'Page not found') lost.push(url);
    }
    // And one full load of a sport's page, as a link from elsewhere arrives.
    await page.goto(session.server.url(urls.find((url) => url.startsWith('/sports/'))!, hostOf(tenant)));
    expect((await landedPage(page)).title).not.toBe('Page not found');
    expect(lost).toEqual([]);
    // Pages may log a failed data call they recover from (a sport without stats); none may crash.
    expect(errors.filter((error) => !/HTTP 404|failed with 404|status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)("/sports at %i px lists every sport, grouped, with schedule, roster and news", async (width) => {
    const sports = await apiJson<Array<{ title: string; globalSportNameSlug: string; nonSport: boolean }>>('/api/v2/Sports', 'ridgemont');
    const { page, context, errors } = await visit('/sports', { width });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sports');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(expect.arrayContaining(["Men's Sports", "Women's Sports"]));
    const main = page.getByRole('main');
    for (const sport of sports) {
      expect(await main.getByRole('link', { name: sport.title, exact: true }).getAttribute('href'), sport.title).toBe(`/sports/${sport.globalSportNameSlug}`);
      if (sport.nonSport) continue;
      const pages = main.getByRole('list', { name: `${sport.title} pages`, exact: true });
      expect(await pages.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        ['schedule', 'roster', 'archives'].map((p) => `/sports/${sport.globalSportNameSlug}/${p}`),
      );
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The main navigation's 'Sports' item itself now lands here.
    await main.getByRole('link', { name: 'Schedule' }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/schedule'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Whether the focus is inside the splash dialog. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));

describe('the splash dialog is modal (spec 4)', () => {
  it.each(WIDTHS)('at %i px: traps Tab, makes the page inert, and gives the page back on Escape', async (width) => {
    const { page, context, errors } = await visit('/', { width, seenSplash: false });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The page behind is inert at once; the focus moves to the splash after 1.5 s (spec 9).
    expect(await page.evaluate(() => !!document.getElementById('main-content')?.closest('[inert]'))).toBe(true);
    await page.clock.runFor(1_600);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // A click on the page behind does nothing while the splash is up.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The page works again: keyboard and pointer reach it.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement !== document.body && !document.activeElement?.closest('main'))).toBe(true);
    const toggle = width < 1024 ? page.getByRole('button', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' });
    await toggle.click();
    if (width < 1024) await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    else await page.waitForURL((url) => url.pathname === '/tickets');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Continue to Home closes it with the page interactive', async () => {
    const { page, context } = await visit('/', { width: 1366, seenSplash: false });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Continue to Home' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.querySelectorAll('[inert]').length)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/tickets');
    await context.close();
  });
});

describe('site update (spec 4, 9)', () => {
  it('checks the build hourly and reloads at the next navigation, keeping the path for 10 s', async () => {
    const { page, context, errors } = await visit('/', { width: 1366 });
    const served = (await (await fetch(session.server.url('/build.json'))).json()) as { build: string; version: string };
    expect(served.build).toMatch(/^[0-9a-f]{16}$/);
    expect(await page.evaluate(() => JSON.parse(document.getElementById('boot-config')?.textContent ?? '{}').build)).toBe(served.build);
    // A newer build is deployed.
    await page.route('**/build.json', (route) => route.fulfill({ json: { build: 'newer-build', version: served.version } }));
    const markDocument = () => page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument === true);
    await markDocument();
    const nav = page.getByRole('navigation', { name: 'Main' });

    // Before the hourly check, navigation stays in the page.
    await nav.getByRole('link', { name: 'Tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/tickets');
    expect(await sameDocument()).toBe(true);

    const checked = page.waitForRequest((request) => request.url().endsWith('/build.json'));
    await page.clock.fastForward(3_600_000);
    await checked;
    // Nothing happens until the visitor navigates.
    expect(await sameDocument()).toBe(true);
    const started = await page.evaluate(() => Date.now());
    await nav.getByRole('link', { name: 'News' }).click();
    await page.waitForURL((url) => url.pathname === '/archives');
    await page.getByRole('main').waitFor();
    await expect.poll(sameDocument).toBe(false);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('site-update.reload') ?? 'null') as { path: string; expiresAt: number } | null);
    expect(stored?.path).toBe('/archives');
    expect(stored!.expiresAt - started).toBeGreaterThanOrEqual(10_000);
    expect(stored!.expiresAt - started).toBeLessThan(15_000);
    // After the 10 s guard the stored path is tidied away.
    await page.clock.fastForward(10_500);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('site-update.reload'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
