import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations, openAxePage } from './support/axe';
import { launchBrowser, watchErrors } from './support/browser';
import { startE2eServer, type E2eServer } from './support/e2e-server';

type Sport = { id: number; globalSportNameSlug: string };
type Related = Array<{ seasonTitle: string; isCurrent: boolean }>;

let server: E2eServer;
let browser: Browser;
let context: BrowserContext;

// Print views open the print dialog: record the calls instead (and when they came).
const RECORD_PRINT = () => {
  const calls: number[] = [];
  (window as unknown as { __printCalls: number[] }).__printCalls = calls;
  window.print = () => void calls.push(performance.now());
};

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  await context.addInitScript(RECORD_PRINT);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function apiJson<T>(path: string, tenant = 'ridgemont'): Promise<T> {
  const response = await fetch(server.url(`/api/v2${path}`), { headers: { tenant } });
  return (await response.json()) as T;
}

async function sportId(slug: string, tenant = 'ridgemont'): Promise<number> {
  return (await apiJson<Sport[]>('/Sports', tenant)).find((entry) => entry.globalSportNameSlug === slug)!.id;
}

async function open(page: Page, path: string, tenant?: string): Promise<void> {
  await page.goto(server.url(path, tenant));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
}

/** The rows of the schedule's game list. */
function gameRows(page: Page) {
  return page.getByRole('region', { name: /games/i }).locator('ol > li');
}

/** Real paths of every route of the family for one school and sport, taken from the API. */
async function familyPaths(tenant: string, slug: string): Promise<string[]> {
  const sport = { id: await sportId(slug, tenant) };
  const seasons = await apiJson<Related>(`/Season/${sport.id}/related`, tenant);
  const past = seasons.find((season) => !season.isCurrent)!.seasonTitle;
  // A game the stats feed has a box score for (a game without one shows its result, and logs the 404).
  const results = await apiJson<{ items: Array<{ gameId: number; result: { boxScore: string } }> }>(`/EventsResults/results?sportId=${sport.id}&$pageSize=20`, tenant);
  let boxScore = results.items[0]!.result.boxScore;
  for (const item of results.items) {
    const found = await fetch(server.url(`/api/v2/Stats/boxscore/${item.gameId}`), { headers: { tenant } });
    if (found.ok) {
      boxScore = item.result.boxScore;
      break;
    }
  }
  const opponents = await apiJson<{ items: Array<{ opponentId: number; opponentName: string }> }>(`/OpponentHistory/list/${sport.id}?$pageSize=1`, tenant);
  const opponent = opponents.items[0]!;
  const opponentSlug = opponent.opponentName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const start = (await apiJson<{ startDate: string }>(`/Season?sportId=${sport.id}`, tenant)).startDate.slice(0, 8);
  const month = `${start}01`;
  const monthEnd = `${start}28`;
  return [
    `/sports/${slug}/schedule`,
    `/sports/${slug}/schedule/${past}`,
    `/sports/${slug}/schedule/text/${past}`,
    `/sports/${slug}/schedule/print/${past}`,
    `/sports/${slug}/results`,
    `/sports/${slug}/results/print/${past}/all`,
    boxScore,
    `/sports/${slug}/stats`,
    `/sports/${slug}/stats/${past}/pdf`,
    '/calendar',
    `/sports/${slug}/calendar`,
    `/calendar/print/month/all/${month}/${monthEnd}/all`,
    `/sports/${slug}/calendar/print/list/${sport.id}/${month}/${monthEnd}/home`,
    `/sports/${slug}/opponent-history`,
    `/sports/${slug}/opponent-history/${opponentSlug}/${opponent.opponentId}`,
  ];
}

describe('the schedule family in Chromium', () => {
  it.each([
    ['ridgemont', undefined, 'football'],
    ['coastalbay', 'coastalbay', 'mens-ice-hockey'],
  ])('renders every route of %s with real parameters', async (tenant, host, slug) => {
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of await familyPaths(tenant, slug)) {
      await open(page, path, host);
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), path).toBe(0);
      expect((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim(), path).toBeTruthy();
      expect(await page.title(), path).toMatch(/ - .+Athletics$/);
    }
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('filters the games by location and changes the season', async () => {
    const page = await context.newPage();
    await open(page, '/sports/football/schedule');
    expect(await page.title()).toBe('Football Schedule - Ridgemont State Athletics');
    const all = await gameRows(page).count();
    const homeExpected = await page.locator('ol > li[data-location="H"]').count();
    expect(homeExpected).toBeGreaterThan(0);
    expect(homeExpected).toBeLessThan(all);
    await page.getByRole('navigation', { name: 'Show games by location' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(/\?location=home$/);
    await expect.poll(() => gameRows(page).count()).toBe(homeExpected);
    expect(await page.locator('ol > li:not([data-location="H"])').count()).toBe(0);

    const past = (await apiJson<Related>(`/Season/${await sportId('football')}/related`)).find((season) => !season.isCurrent)!.seasonTitle;
    await page.getByRole('combobox', { name: 'Season' }).selectOption(past);
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(new RegExp(`/sports/football/schedule/${past}\\?location=home$`));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${past} Football Schedule`);
    expect(await gameRows(page).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('downloads the season as an iCalendar file with one event per listed game', async () => {
    const page = await context.newPage();
    await open(page, '/sports/football/schedule');
    const listed = await gameRows(page).count();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download .* schedule \(\.ics\)/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^football-\d{4}-schedule\.ics$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text.match(/^BEGIN:VEVENT\r?$/gm)).toHaveLength(listed);
    expect(text.match(/^END:VEVENT\r?$/gm)).toHaveLength(listed);
    await expect.poll(() => page.getByText('Calendar file downloaded.').count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Subscribe (webcal)' }).inputValue()).toMatch(/^webcal:\/\/localhost:\d+\/calendar\.ics\?sportId=\d+$/);
    await page.close();
  });

  it('opens the print dialog 1.5 s after the print view loads', async () => {
    const page = await context.newPage();
    await open(page, '/sports/football/schedule/print');
    const calls = () => page.evaluate(() => (window as unknown as { __printCalls: number[] }).__printCalls);
    await expect.poll(calls, { timeout: 5_000 }).toHaveLength(1);
    const [at] = await calls();
    // performance.now() counts from the navigation; the page cannot have printed before its delay.
    expect(at).toBeGreaterThanOrEqual(1_500);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});

describe('accessibility of the schedule pages (axe-core)', () => {
  it.each(['/sports/football/schedule', '/calendar'])('%s has no violations', async (path) => {
    const page = await openAxePage(browser);
    await page.goto(server.url(path));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('a box score has no violations', async () => {
    const results = await apiJson<{ items: Array<{ result: { boxScore: string } }> }>(`/EventsResults/results?sportId=${await sportId('football')}&$pageSize=1`);
    const page = await openAxePage(browser);
    await page.goto(server.url(results.items[0]!.result.boxScore));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
