import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DemoSchool } from '../../demo/schools';
import { picture } from '../server/studio/media-files';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openFan, openStaff, SAVE, SCHOOLS, siteUrl, STUDIO_WIDTH } from './support/studio';

// One server for the file; each school at one width (ridgemont 1366 px, coastalbay 375 px).
const session = e2eSession();

interface RosterSummary {
  id: number;
  version: number;
  sportId: number;
  season: string;
  year: number;
  current: boolean;
  hidden: boolean;
  previewPath: string | null;
  publicPath: string;
}

const schools = SCHOOLS.map((school) => [school.key, school] as [string, DemoSchool]);

describe('the studio edits rosters in Chromium', () => {
  it.each(schools)('%s: an editor adds a player with a headshot, who is on the public roster and has a bio page', async (tenant) => {
    const { server, browser } = session;
    const width = STUDIO_WIDTH[tenant]!;
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    const marker = randomUUID().slice(0, 6).replace(/\d/g, 'x');
    const lastName = `Studiowalk${marker}`;
    const alt = `Quinn ${lastName} in the team jersey`;

    // A headshot in the media library, then the sport's current, published roster.
    const file = `${tenant}-${marker}-headshot.png`;
    expect((await staff.api.upload(await picture('png', 40, 50), file, alt)).status).toBe(201);
    const all = (await staff.api.call('GET', '/api/studio/rosters')).json.items as RosterSummary[];
    const roster = all.find((one) => one.current && !one.hidden)!;
    expect(roster).toBeDefined();
    // A jersey nobody on the roster wears (the server refuses a worn one, by the field).
    const worn = ((await staff.api.call('GET', `/api/studio/rosters/${roster.id}`)).json.playerList as Array<{ jersey: string }>).map((player) => player.jersey);
    const jersey = String([...Array(900).keys()].map((n) => n + 100).find((n) => !worn.includes(String(n))));

    // The rosters list, by the nav, on the sport.
    await page.goto(siteUrl(server, `/studio/rosters?sport=${roster.sportId}`, tenant));
    await page.getByRole('heading', { level: 1, name: 'Rosters' }).waitFor();
    await page.getByRole('link', { name: /./ }).filter({ hasText: roster.season }).first().waitFor();
    await expectNoAxeViolations(page);

    await page.goto(siteUrl(server, `/studio/rosters/${roster.id}`, tenant));
    await page.getByRole('heading', { level: 2, name: /^Players/ }).waitFor();
    await page.getByRole('button', { name: 'Add a player' }).click();
    await page.getByLabel('First name (required)').fill('Quinn');
    await page.getByLabel('Last name (required)').fill(lastName);
    await page.getByLabel('Jersey number').fill(jersey);
    await page.getByLabel('Position').fill('Midfielder');
    await page.getByLabel('Class year').selectOption('Junior');
    await page.getByLabel('Height').fill('6-13');
    await page.getByLabel('Weight (pounds)').fill('181');
    // Hometown left out and a wrong height: the browser says so by the fields, and nothing typed is lost.
    await page.getByRole('button', { name: 'Add the player' }).click();
    await page.getByText('Enter the height as feet-inches, like 6-2.').waitFor();
    await page.getByText('Enter the hometown.').waitFor();
    expect(await page.getByLabel('Last name (required)').inputValue()).toBe(lastName);
    await expect.poll(() => page.getByLabel('Height').getAttribute('aria-describedby')).toContain('player-height-error');
    await page.getByLabel('Height').fill('6-1');
    await page.getByLabel('Hometown (required)').fill('Boulder');
    await page.getByLabel('State or country').fill('Colo.');
    await page.getByLabel('High school').fill('Fairview');
    await page.getByRole('button', { name: 'Choose from the library' }).click();
    await page.getByRole('button', { name: `Use ${file}` }).first().click();
    await expect.poll(() => page.getByLabel(/^Headshot description/).inputValue()).toBe(alt);
    await page.getByRole('textbox', { name: 'Bio' }).click();
    await page.keyboard.type(`${lastName} joined as a walk-on.`);
    await page.getByLabel('Captain').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add the player' }).click();
    await page.getByRole('status').filter({ hasText: `Added #${jersey} Quinn ${lastName}.` }).waitFor(SAVE).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the page says: ${(await page.getByRole('alert').allTextContents()).join(' | ')} ${(await page.locator('[id$="-error"]').allTextContents()).join(' | ')}`);
    });
    await page.getByRole('list').getByText(`#${jersey} Quinn ${lastName}`).waitFor();

    // The server has them, with the headshot; the fan's roster page lists them and their bio page shows them.
    const detail = (await staff.api.call('GET', `/api/studio/rosters/${roster.id}`)).json as { playerList: Array<{ lastName: string; headshot: string | null; publicPath: string; bio: string | null }> };
    const added = detail.playerList.find((player) => player.lastName === lastName)!;
    expect(added.headshot).not.toBeNull();
    expect(added.bio).toContain('walk-on');
    const fan = await openFan(browser, server, { tenant, width });
    await fan.page.goto(siteUrl(server, roster.publicPath, tenant));
    await fan.page.getByRole('main').getByText(lastName).first().waitFor(SAVE);
    await fan.page.goto(siteUrl(server, added.publicPath, tenant));
    await fan.page.getByRole('main').getByRole('heading', { level: 1 }).filter({ hasText: lastName }).waitFor(SAVE);
    await fan.page.getByRole('main').getByText('joined as a walk-on').waitFor();
    await fan.context.close();
    await staff.context.close();
  });

  it.each(schools)("%s: starts next season's roster from the list, previews it hidden; a fan does not see it", async (tenant) => {
    const { server, browser } = session;
    const width = STUDIO_WIDTH[tenant]!;
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    const all = (await staff.api.call('GET', '/api/studio/rosters')).json.items as RosterSummary[];
    const current = all.find((one) => one.current && !one.hidden)!;
    const lastName = `Nextyear${randomUUID().slice(0, 6).replace(/\d/g, 'y')}`;

    // A season far ahead with one sophomore, whose next season does not exist yet.
    const year = tenant === 'ridgemont' ? 2070 : 2071;
    const created = await staff.api.call('POST', '/api/studio/rosters', { sportId: current.sportId, year });
    expect(created.status).toBe(201);
    const from = created.json as unknown as RosterSummary;
    const player = { firstName: 'Riley', lastName, jersey: '12', classYear: 'Sophomore', hometown: 'Eugene' };
    expect((await staff.api.call('POST', `/api/studio/rosters/${from.id}/players`, player)).status).toBe(201);

    await page.goto(siteUrl(server, `/studio/rosters?sport=${current.sportId}`, tenant));
    await page.getByRole('heading', { level: 1, name: 'Rosters' }).waitFor();
    await page.getByRole('button', { name: `Start next season from ${from.season}` }).click();
    const open = page.getByRole('status').getByRole('link', { name: /^Open the / });
    await open.waitFor(SAVE);
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('hidden until you publish it');
    await expectNoAxeViolations(page);

    // Starting it again: the roster is there already, and the list offers to open it.
    await page.getByRole('button', { name: `Start next season from ${from.season}` }).click();
    await page.getByRole('status').getByRole('link', { name: /^Open the roster that is already there/ }).waitFor(SAVE);
    await page.getByRole('status').getByRole('link', { name: /^Open the roster that is already there/ }).click();
    await page.getByText('Hidden: fans do not see this roster yet', { exact: false }).waitFor(SAVE);
    await page.getByRole('list').getByText(`#12 Riley ${lastName}`).waitFor();
    await expectNoAxeViolations(page);

    // The preview shows it to the signed-in staff member; a fan without a session is asked to sign in.
    const previewPath = (await page.getByRole('link', { name: /^Preview/ }).getAttribute('href'))!;
    expect(previewPath).toMatch(/^\/hidden\/sports\//);
    const preview = await staff.context.newPage();
    await preview.goto(siteUrl(server, previewPath, tenant));
    await preview.getByRole('main').getByText(lastName).first().waitFor(SAVE);
    await preview.close();
    const fan = await openFan(browser, server, { tenant, width });
    await fan.page.goto(siteUrl(server, previewPath, tenant));
    await fan.page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
    expect(await fan.page.getByText(lastName).count()).toBe(0);
    await fan.page.goto(siteUrl(server, previewPath.replace(/^\/hidden/, ''), tenant));
    await fan.page.getByRole('main').waitFor();
    expect(await fan.page.getByText(lastName).count()).toBe(0);
    await fan.context.close();
    await staff.context.close();
  });
});
