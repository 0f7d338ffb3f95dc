import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './support/axe';
import { e2eSession } from './support/e2e-session';
import { hostOf, openVisitor } from './support/visitor';

const session = e2eSession();

async function open(path: string, options: { tenant?: string; width?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const tenant = options.tenant ?? 'ridgemont';
  const { page, errors } = await openVisitor(session.browser, session.server, { tenant, width: options.width });
  await page.goto(session.server.url(path, hostOf(tenant)));
  await page.getByRole('main').waitFor();
  return { page, errors };
}

async function apiJson<T>(path: string, tenant: string): Promise<T> {
  const response = await fetch(session.server.url(path), { headers: { tenant } });
  return (await response.json()) as T;
}

describe('the site shell in Chromium', () => {
  it.each([
    ['ridgemont', undefined, 'Ridgemont State University'],
    ['coastalbay', 'coastalbay', 'Coastal Bay University'],
  ])("shows %s's own home page and navigation", async (tenant, host, schoolName) => {
    const { page, errors } = await open('/', { tenant: host });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    expect(await page.getByRole('banner').getByRole('img', { name: schoolName }).count()).toBeGreaterThan(0);
    const navigation = await apiJson<Array<{ title: string; columns: unknown[] }>>('/api/v2/Navigation', tenant);
    const bar = page.getByRole('navigation', { name: 'Main' });
    for (const item of navigation) {
      // Items with columns open a drop-down (a button); the others are links.
      const role = item.columns.length > 0 ? 'button' : 'link';
      const name = new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      expect(await bar.getByRole(role, { name }).first().isVisible(), item.title).toBe(true);
    }
    const sports = await apiJson<Array<{ title: string; nonSport: boolean }>>('/api/v2/Sports', tenant);
    const main = page.getByRole('main');
    for (const sport of sports.filter((s) => !s.nonSport)) {
      expect(await main.getByRole('link', { name: sport.title }).count(), sport.title).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a desktop drop-down on hover and closes it with Escape', async () => {
    const { page } = await open('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sports' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.hover();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    // The panel's links load on the way to the first open (the pointer entering the bar).
    await panel.getByRole('link', { name: 'Football' }).first().waitFor();
    // The page-level marker is set by an effect, after the paint that shows the panel.
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('nav-is-open'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('nav-is-open'))).toBe(false);
    await page.context().close();
  });

  it('opens and closes the mobile panel at 375 px', async () => {
    const { page } = await open('/', { width: 375 });
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // The panel's links load on the way to its first open (DESIGN 7): they show once loaded.
    const panel = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => panel.getByText('Inside Athletics').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('nav-is-open'))).toBe(true);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.context().close();
  });

  it('loads its scripts precompressed (brotli, or gzip where the browser offers only that) and cached for good', async () => {
    const { page } = await openVisitor(session.browser, session.server);
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response);
    });
    await page.goto(session.server.url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    let compressible = 0;
    for (const script of scripts) {
      const headers = await script.allHeaders();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A file under 1 KB is sent as it is: compressing it saves nothing.
      if ((await script.body()).length < 1024) continue;
      compressible += 1;
      expect(['br', 'gzip']).toContain(headers['content-encoding']);
    }
    // The vendor chunks alone are several files of tens of KB.
    expect(compressible).toBeGreaterThanOrEqual(5);
    await page.context().close();
  });

  it('moves focus to the main content from the skip link', async () => {
    const { page } = await open('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });

  it('shows a sport home page with its sport navigation', async () => {
    const { page, errors } = await open('/sports/womens-basketball');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain("Women's Basketball");
    const sportNav = page.getByRole('navigation', { name: /Women's Basketball/ });
    expect(await sportNav.getByRole('link', { name: 'Roster' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each(['/no/such/page', '/sports/not-a-sport'])('ends an unknown path (%s) on Page not found', async (path) => {
    const { page } = await open(path);
    expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    if (path === '/no/such/page') expect(new URL(page.url()).pathname).toBe('/404');
    await page.context().close();
  });
});

describe('accessibility of the shell pages (axe-core)', () => {
  it.each([
    ['/', 1366],
    ['/', 375],
    ['/sports/football', 1366],
    ['/404', 1366],
  ])('%s at %i px has no violations', async (path, width) => {
    const { page } = await openVisitor(session.browser, session.server, { width, bypassCSP: true });
    await page.goto(session.server.url(path));
    await page.getByRole('main').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
