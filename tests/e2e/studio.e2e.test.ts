import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { demoStaffOf } from '../../demo/staff';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openStaff, SAVE, siteUrl } from './support/studio';
import { openVisitor } from './support/visitor';

const session = e2eSession();

const RIDGEMONT = DEMO_SCHOOLS.find((school) => school.key === 'ridgemont')!;

/** The page is as wide as the window: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the studio in Chromium', () => {
  it.each([1366, 375])('at %i px: signs in, writes a story with a bold word and a link (kept by the session.server), publishes it, and fans find it', async (width) => {
    const { email, password } = demoStaffOf(RIDGEMONT);
    const { page, errors } = await openVisitor(session.browser, session.server, { bypassCSP: true, width });
    const headline = `Rams clinch the title at ${width}`;

    // Nobody signed in: the studio sends to the sign-in page and back.
    await page.goto(session.server.url('/studio'));
    await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/studio');
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    await page.getByLabel(/Password/).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Studio' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Recent activity' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Studio' }).getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Stories', 'Media', 'Alerts', 'Activity']));
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);

    await page.getByRole('link', { name: 'Write a story' }).click();
    await page.getByRole('heading', { level: 1, name: 'New story' }).waitFor();
    await page.getByLabel('Headline (required)').fill(headline);
    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.keyboard.type('The ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Rams');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' won. Tickets');
    for (let i = 0; i < 'Tickets'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByLabel('Link address').fill('https://ridgemont.example.edu/tickets');
    await page.getByRole('button', { name: 'Apply link' }).click();

    // Autosave: the first save creates the story and the address becomes its own.
    await page.getByText(/^Saved at \d\d:\d\d$/).waitFor(SAVE);
    await page.waitForURL(/\/studio\/stories\/\d+$/, SAVE);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);

    // What the server keeps (after its sanitiser): the bold word and the link.
    const storyId = new URL(page.url()).pathname.split('/').at(-1);
    const saved = await page.evaluate(async (id) => (await (await fetch(`/api/studio/stories/${id}`, { headers: { tenant: 'ridgemont' } })).json()) as { body: string }, storyId);
    expect(saved.body).toBe('<p>The <strong>Rams</strong> won. <a href="https://ridgemont.example.edu/tickets">Tickets</a></p>');
    await page.getByRole('button', { name: 'Publish now' }).click();
    const published = page.getByRole('link', { name: 'View the published story' });
    await published.waitFor(SAVE);
    const storyPath = (await published.getAttribute('href'))!;
    expect(storyPath).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\//);

    // A fan's page: the story on the site, with the bold word and the link.
    const fan = await openVisitor(session.browser, session.server, { width });
    await fan.page.goto(session.server.url('/'));
    await fan.page.getByRole('link', { name: headline }).first().waitFor(SAVE);
    await fan.page.goto(session.server.url(storyPath));
    await fan.page.getByRole('heading', { level: 1, name: headline }).waitFor();
    // The bold word and the link, in the page the server sends and in the page the browser hydrated.
    const sent = await (await fetch(session.server.url(storyPath))).text();
    const sentLink = /<p>The <strong>Rams<\/strong> won\. <a ([^>]*)>Tickets<\/a><\/p>/.exec(sent)?.[1] ?? '';
    expect(sentLink.split(' ').sort()).toEqual(['href="https://ridgemont.example.edu/tickets"', 'rel="noopener', 'noreferrer"', 'target="_blank"'].sort());
    const article = fan.page.getByRole('article');
    expect(await article.locator('strong').allTextContents()).toContain('Rams');
    expect(await article.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('https://ridgemont.example.edu/tickets');
    await fan.context.close();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([375, 1366])('at %i px: every studio screen an administrator opens (lists, editors, the roster’s forms) has its heading, no axe violation and nothing to scroll sideways', async (width) => {
    const { page, context, errors } = await openStaff(session.browser, session.server, RIDGEMONT.key, { width });
    const check = async (heading: string | RegExp) => {
      await page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }).waitFor(SAVE);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, width);
    };
    const screens: Array<[string, string]> = [
      ['/studio', 'Studio'],
      ['/studio/stories/new', 'New story'],
      ['/studio/media', 'Media'],
      ['/studio/alerts', 'Alerts'],
      ['/studio/splash', 'Splash pages'],
      ['/studio/promotions', 'Promotions'],
      ['/studio/staff', 'Staff'],
      ['/studio/newsletters', 'Newsletters'],
      ['/studio/activity', 'Activity'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(siteUrl(session.server, path, RIDGEMONT.key));
      await check(heading);
      if (path === '/studio') {
        // What needs doing, loaded: the dashboard's lists have their say before axe looks.
        for (const name of ['Results due', 'Scheduled stories', 'Your drafts', 'Notices on the site now', 'Recent activity']) await page.getByRole('heading', { level: 2, name }).waitFor();
        await page.getByRole('region', { name: 'Notices on the site now' }).getByRole('listitem').or(page.getByText('No alert, splash page or promotion is showing.')).first().waitFor(SAVE);
        await expectNoAxeViolations(page);
      }
    }
    // The tables, then the first item of each opened from its row.
    const opened: Array<[string, string, string | RegExp]> = [
      ['/studio/stories', 'Stories', 'Edit story'],
      ['/studio/schedule', 'Schedule', /.+/],
      ['/studio/rosters', 'Rosters', /.+/],
    ];
    for (const [path, heading, itemHeading] of opened) {
      await page.goto(siteUrl(session.server, path, RIDGEMONT.key));
      await check(heading);
      if (path === '/studio/schedule') {
        await page.getByLabel('Sport', { exact: true }).selectOption({ label: 'Football' });
        await check(heading);
      }
      await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
      await page.waitForURL(new RegExp(`${path}/\\d+`), SAVE);
      await check(itemHeading);
      if (path === '/studio/schedule') {
        await page.goBack();
        await page.getByRole('link', { name: 'Add a game' }).click();
        await check('New game');
      }
    }
    // The roster's forms, open: a player's and a coach's fields on their grid.
    for (const form of ['Add a player', 'Add a coach or staff member']) {
      await page.getByRole('button', { name: form }).click();
      await page.getByRole('heading', { level: 2, name: form }).waitFor();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, width);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1366 px the stories are a table: sorted by headline, found by words, filtered by sport and who changed them, two drafts published at once (fans find both); at 375 px compact cards', async () => {
    const staff = await openStaff(session.browser, session.server, RIDGEMONT.key, { width: 1366 });
    const { page, errors } = staff;
    const sports = await session.apiJson<Array<{ id: number; title: string; nonSport?: boolean }>>('/api/v2/Sports', RIDGEMONT.key);
    const sport = sports.filter((one) => !one.nonSport)[2]!;
    const titles = ['Bulk Table Zulu draft', 'Bulk Table Alpha draft', 'Bulk Table Mike draft'];
    for (const title of titles) {
      const made = await staff.api.call('POST', '/api/studio/stories', { title, body: '<p>Written for the table.</p>', sportId: sport.id });
      expect(made.status, JSON.stringify(made.json)).toBe(201);
    }

    await page.goto(siteUrl(session.server, '/studio/stories', RIDGEMONT.key));
    await page.getByRole('heading', { level: 1, name: 'Stories' }).waitFor();
    // `/` puts the cursor in the search box; the words and the sport go into the address.
    await page.locator('html[data-hydrated="true"]').waitFor();
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('Bulk Table');
    await page.keyboard.press('Enter');
    await page.getByLabel('Sport').selectOption(String(sport.id));
    await page.waitForURL((url) => url.searchParams.get('sport') === String(sport.id) && url.searchParams.get('q') === 'Bulk Table', SAVE);
    await page.getByRole('status').filter({ hasText: /^3 stories$/ }).waitFor(SAVE);

    const headlines = () => page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents();
    await page.getByRole('button', { name: /^Headline/ }).click();
    await expect.poll(headlines, SAVE).toEqual(['Bulk Table Alpha draft', 'Bulk Table Mike draft', 'Bulk Table Zulu draft']);
    expect(await page.getByRole('columnheader', { name: /^Headline/ }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: /^Headline/ }).click();
    await expect.poll(headlines, SAVE).toEqual(['Bulk Table Zulu draft', 'Bulk Table Mike draft', 'Bulk Table Alpha draft']);
    // The address holds the list: opened again, it is the same list.
    await page.reload();
    await expect.poll(headlines, SAVE).toEqual(['Bulk Table Zulu draft', 'Bulk Table Mike draft', 'Bulk Table Alpha draft']);
    const me = await page.getByLabel('Changed by').locator('option').nth(1).getAttribute('value');
    await page.getByLabel('Changed by').selectOption(me!);
    await page.waitForURL((url) => url.searchParams.get('by') === me && url.searchParams.get('sport') === String(sport.id), SAVE);
    await page.getByRole('status').filter({ hasText: /^3 stories$/ }).waitFor(SAVE);
    await expectNoAxeViolations(page);

    // Two ticked, published at once; the third stays a draft.
    await page.getByRole('checkbox', { name: 'Select “Bulk Table Zulu draft”' }).check();
    await page.getByRole('checkbox', { name: 'Select “Bulk Table Alpha draft”' }).check();
    await page.getByRole('group', { name: 'With the selected stories' }).getByRole('button', { name: 'Publish now' }).click();
    await page.getByRole('status').filter({ hasText: 'Published 2 stories.' }).waitFor(SAVE);
    // The message comes as the list is read again: the table follows.
    const statuses = async () => (await page.getByRole('table').getByRole('row').locator('td:nth-child(4)').allTextContents()).sort();
    await expect.poll(statuses, SAVE).toEqual(['Draft', 'Published', 'Published']);
    const fanList = await session.apiJson<{ items: Array<{ title: string }> }>(`/api/v2/Stories?SportId=${sport.id}&$pageSize=20`, RIDGEMONT.key);
    expect(fanList.items.map((story) => story.title)).toEqual(expect.arrayContaining(['Bulk Table Zulu draft', 'Bulk Table Alpha draft']));
    expect(fanList.items.map((story) => story.title)).not.toContain('Bulk Table Mike draft');

    // On a phone: the same list as cards, each value labelled, nothing to scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.locator('thead').isVisible()).toBe(false);
    const card = await page.getByRole('table').getByRole('row').nth(0).boundingBox();
    expect(card!.width).toBeLessThanOrEqual(375);
    expect(card!.height).toBeLessThan(200);
    await expectNoSidewaysScroll(page, 375);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await staff.context.close();
  });
});
