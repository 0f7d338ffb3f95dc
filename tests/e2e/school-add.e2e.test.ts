import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../core/routing/route-table';
import { addSchool, parseAddSchoolArgs } from '../../server/school/add-school';
import { testNow } from '../support/test-clock';
import { e2eSession } from './support/e2e-session';
import { fetchSite, siteUrl } from './support/studio';
import { openVisitor } from './support/visitor';

const PASSWORD = 'correct horse battery staple';
const ADMIN = 'ad@ridgeview.edu';
// A school added by `npm run school:add` before the server starts (on PGlite the command refuses beside a running server).
const session = e2eSession({
  prepareStore: async (database) => {
    await addSchool(database, parseAddSchoolArgs(['--key', 'ridgeview', '--name', 'Ridgeview College', '--admin-email', ADMIN, '--colors', '#2d6a4f,#f4a261', '--mascot', 'Hawk']), PASSWORD, testNow);
  },
});

/** One address per route of the spec's table, its parameters filled with names that exist nowhere in an empty school. */
function routeAddresses(): string[] {
  return ROUTE_TABLE.map((route) =>
    route.path
      .replace(/\/:(\w+)\?/g, '')
      .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '1' : /year|season/i.test(name) ? '2026' : /month|day/i.test(name) ? '09' : 'football'))
      .replace('*', 'nothing/here.pdf'),
  );
}

describe('a school added by school:add (#27)', () => {
  it('answers every route of the spec without a 5xx while it is empty', async () => {
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    for (const path of routeAddresses()) {
      const { status, text } = await fetchSite(session.server, path, 'ridgeview');
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 500) failures.push(`${path}: ${status} ${text.slice(0, 200)}`);
    }
    console.info(`empty school: ${routeAddresses().length} routes, by status ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  });

  it('shows fans its name and the empty home page, and its admin signs in to the studio and finds it empty', async () => {
    const { page, errors, context } = await openVisitor(session.browser, session.server, { tenant: 'ridgeview', bypassCSP: true, width: 375 });
    await page.goto(siteUrl(session.server, '/', 'ridgeview'));
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.title()).resolves.toContain('Ridgeview College');
    expect(await page.getByRole('img', { name: 'Ridgeview College' }).count()).toBeGreaterThan(0);

    await page.goto(siteUrl(session.server, '/studio', 'ridgeview'));
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    await page.getByRole('textbox', { name: /Email address/ }).fill(ADMIN);
    await page.getByLabel(/Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Studio' }).waitFor();
    await page.getByRole('link', { name: 'Stories' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
