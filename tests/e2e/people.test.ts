import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageEnvelope } from '../../contract/paging';
import type { PlayerHistoryItemWire } from '../../contract/players';
import type { RosterListItemWire, RosterWire } from '../../contract/rosters';
import type { StaffCategoryWire, StaffMemberWire } from '../../contract/staff';
import { sortRosterMembers } from '../../core/roster/roster';
import { toRoster } from '../../adapters/api/roster-mapper';
import { axeViolations, describeViolations, openAxePage } from './support/axe';
import { launchBrowser, watchErrors } from './support/browser';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { continuePastSplash } from './support/visitor';

let server: E2eServer;
let browser: Browser;

type SportWire = { id: number; title: string; globalSportNameSlug: string; nonSport: boolean };

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function api<T>(path: string, tenant = 'ridgemont'): Promise<T> {
  const response = await fetch(server.url(`/api/v2${path}`), { headers: { tenant } });
  return (await response.json()) as T;
}

/** The tenant's host: ridgemont is the default (localhost). */
const host = (tenant: string) => (tenant === 'ridgemont' ? undefined : tenant);

async function open(path: string, tenant = 'ridgemont', init?: (page: Page) => Promise<unknown>): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await continuePastSplash(page.context(), server, tenant);
  await init?.(page);
  const errors = watchErrors(page);
  await page.goto(server.url(path, host(tenant)));
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
  return { page, errors };
}

async function playerNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Players' }).getByRole('heading', { level: 3 }).evaluateAll((headings) => headings.map((h) => (h.textContent ?? '').replace(/ \(Captain\)$/, '')));
}

describe('people pages in Chromium', () => {
  it('renders every people route with real parameters from the API, for both schools', { timeout: 120_000 }, async () => {
    const paths: Array<[string, string]> = [];
    for (const tenant of ['ridgemont', 'coastalbay']) {
      const sports = (await api<SportWire[]>('/Sports', tenant)).filter((sport) => !sport.nonSport);
      const sport = sports[tenant === 'ridgemont' ? 3 : 1]!;
      const slug = sport.globalSportNameSlug;
      const seasons = await api<RosterListItemWire[]>(`/Rosters/list?sportId=${sport.id}`, tenant);
      const older = seasons.find((season) => !season.isCurrent)!;
      const roster = await api<RosterWire>(`/Rosters/${seasons.find((season) => season.isCurrent)!.rosterId}`, tenant);
      const player = roster.players[0]!;
      const coach = roster.coaches![0]!;
      const support = roster.support![0]!;
      const categories = await api<StaffCategoryWire[]>('/Staff/filters/categories', tenant);
      const member = (await api<PageEnvelope<StaffMemberWire>>('/Staff?$pageSize=1', tenant)).items[0]!;
      paths.push(
        [tenant, `/sports/${slug}/roster`],
        [tenant, `/sports/${slug}/roster/${older.seasonTitle}`],
        [tenant, `/sports/${slug}/roster/${player.firstName.toLowerCase()}-${player.lastName.toLowerCase().replace(/[^a-z]+/g, '-')}/${player.rosterPlayerId}`],
        [tenant, '/historical-roster'],
        [tenant, `/sports/${slug}/historical-roster`],
        [tenant, `/sports/${slug}/coaches`],
        [tenant, `/sports/${slug}/coaches/${older.seasonTitle}`],
        [tenant, coach.url!],
        [tenant, `/sports/${slug}/coaches/year`],
        [tenant, `/sports/${slug}/coaches/overall`],
        [tenant, support.url!],
        [tenant, `/sports/${slug}/staff`],
        [tenant, '/staff-directory'],
        [tenant, `/staff-directory/${categories[0]!.slug}-department/${categories[0]!.id}`],
        [tenant, member.url],
      );
    }
    // One page per school, navigated from path to path (a new page per path costs seconds).
    for (const tenant of ['ridgemont', 'coastalbay']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      for (const [, path] of paths.filter(([owner]) => owner === tenant)) {
        await page.goto(server.url(path, host(tenant)));
        const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await heading.waitFor({ timeout: 15_000 });
        const h1 = (await heading.textContent()) ?? '';
        expect(h1, `${tenant} ${path}`).not.toBe('');
        expect(h1, `${tenant} ${path}`).not.toBe('Page not found');
        await expect.poll(() => page.title(), { message: `${tenant} ${path}` }).toContain(h1);
        expect(errors, `${tenant} ${path}`).toEqual([]);
      }
      await page.close();
    }
  });

  it('opens the print views and calls window.print after the delay', async () => {
    for (const path of ['/sports/football/roster/print', '/staff-directory/print']) {
      const { page, errors } = await open(path, 'ridgemont', (p) =>
        p.addInitScript(() => {
          const record = window as unknown as { printCalls: number };
          record.printCalls = 0;
          window.print = () => {
            record.printCalls += 1;
          };
        }),
      );
      expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(0);
      await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls), { timeout: 5_000 }).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('reorders the roster by jersey, then by name, and keeps the choice in the URL', async () => {
    const sports = await api<SportWire[]>('/Sports');
    const sport = sports.find((s) => s.globalSportNameSlug === 'football')!;
    const current = (await api<RosterListItemWire[]>(`/Rosters/list?sportId=${sport.id}`)).find((season) => season.isCurrent)!;
    const roster = toRoster(await api<RosterWire>(`/Rosters/${current.rosterId}`));
    const expected = (option: 'jersey' | 'name') => sortRosterMembers(roster.players, option).map((player) => `${player.first_name} ${player.last_name}`);
    const { page } = await open('/sports/football/roster');
    expect(await playerNames(page)).toEqual(expected('jersey'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await expect.poll(() => playerNames(page)).toEqual(expected('name'));
    // The address changes once the router's navigation to the new sort has loaded.
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(expected('name')).not.toEqual(expected('jersey'));
    await page.close();
  });

  it('shows a phone the roster as compact rows (at most 140 px a player), the cards one tap away, the sort kept', async () => {
    const { page, errors } = await open('/sports/football/roster?sort=name', 'ridgemont', (p) => p.setViewportSize({ width: 375, height: 800 }));
    const players = page.getByRole('list', { name: 'Players' }).getByRole('listitem');
    const heights = await players.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(40);
    expect(Math.max(...heights)).toBeLessThanOrEqual(140);
    const first = players.first();
    expect(await first.getByRole('img').count()).toBe(1);
    expect(await first.locator('dd').allTextContents()).toHaveLength(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    await page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Grid view' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=name&view=grid');
    await expect.poll(async () => (await first.getByText('Hometown').count()) > 0).toBe(true);
    expect(await playerNames(page)).toHaveLength(heights.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('changes the roster with the season selector, then opens the right bio from it', async () => {
    const sports = await api<SportWire[]>('/Sports', 'coastalbay');
    const sport = sports.find((s) => s.globalSportNameSlug === 'womens-basketball')!;
    const seasons = await api<RosterListItemWire[]>(`/Rosters/list?sportId=${sport.id}`, 'coastalbay');
    const older = seasons.find((season) => !season.isCurrent)!;
    const roster = await api<RosterWire>(`/Rosters/${older.rosterId}`, 'coastalbay');
    const { page, errors } = await open('/sports/womens-basketball/roster', 'coastalbay');
    await page.getByRole('combobox', { name: 'Season' }).selectOption(String(older.rosterId));
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(older.displayTitle);
    expect(new URL(page.url()).pathname).toBe(`/sports/womens-basketball/roster/${older.seasonTitle}`);
    const player = roster.players[roster.players.length - 1]!;
    await page.getByRole('list', { name: 'Players' }).getByRole('link', { name: `${player.firstName} ${player.lastName}` }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${player.firstName} ${player.lastName}`);
    expect(page.url()).toMatch(new RegExp(`/sports/womens-basketball/roster/[a-z-]+/${player.rosterPlayerId}$`));
    expect(await page.getByText(`#${player.jerseyNumber}`, { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists the departments of the staff directory with mail and phone links', async () => {
    const categories = await api<StaffCategoryWire[]>('/Staff/filters/categories');
    const first = (await api<PageEnvelope<StaffMemberWire>>('/Staff?$pageSize=1')).items[0]!;
    const { page } = await open('/staff-directory');
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(categories.map((category) => category.title));
    expect(await page.getByRole('link', { name: first.email }).first().getAttribute('href')).toBe(`mailto:${first.email}`);
    expect(await page.getByRole('link', { name: first.phone }).first().getAttribute('href')).toBe(`tel:${first.phone.replace(/\D/g, '')}`);
    await page.close();
  });

  it('searches the historical roster by last-name letter', async () => {
    const expected = await api<PageEnvelope<PlayerHistoryItemWire>>('/Players/history?lastNameStart=C&$pageSize=10');
    const { page } = await open('/historical-roster');
    await page.getByRole('navigation', { name: 'Last name starts with' }).getByRole('link', { name: 'Last names starting with C' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Players' }).getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected.items.map((item) => `${item.firstName} ${item.lastName}`));
    await page.close();
  });
});

describe('accessibility of the people pages (axe-core)', () => {
  it.each([
    ['/sports/football/roster', 1280],
    ['/sports/football/roster', 375],
    ['/sports/football/roster?view=grid', 1280],
    ['/sports/football/roster?view=table', 320],
  ])('%s at %i px has no violations', async (path, width) => {
    const page = await openAxePage(browser, width);
    await page.goto(server.url(path));
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.context().close();
  });

  it('a player bio has no violations', async () => {
    const roster = await api<RosterWire>('/Rosters/bySport/football');
    const player = roster.players[0]!;
    const page = await openAxePage(browser, 1280);
    await page.goto(server.url(`/sports/football/roster/bio/${player.rosterPlayerId}`));
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${player.firstName} ${player.lastName}`);
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
