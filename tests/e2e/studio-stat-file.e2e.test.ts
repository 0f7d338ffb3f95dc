import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openFan, openStaff, SAVE, SCHOOLS, siteUrl, staffApi } from './support/studio';

const session = e2eSession();
const tenant = 'ridgemont';
const width = 375;

interface SportWire {
  id: number;
  title: string;
  globalSportNameSlug: string | null;
  nonSport?: boolean;
}

interface StudioGameRow {
  id: number;
  date: string;
  season: string;
  opponent: string;
  location: string;
  live: boolean;
  result: unknown;
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A complete women's basketball file (home 72, visitors 69) with the home team named as the school and the visitors as the opponent. */
async function statFile(school: string, opponent: string): Promise<string> {
  const text = await readFile(new URL('../fixtures/statcrew/mecz.xml', import.meta.url), 'utf8');
  return text
    .replace('visname="Dolnośląskie" homeid="DOL" homename="Dolnośląskie"', `visname="${xmlText(opponent)}" homeid="POM" homename="${xmlText(school)}"`)
    .replace('<team vh="V" code="804" id="DOL" name="Dolnośląskie">', `<team vh="V" code="804" id="DOL" name="${xmlText(opponent)}">`)
    .replace('<team vh="H" code="798" id="POM" name="Pomorskie">', `<team vh="H" code="798" id="POM" name="${xmlText(school)}">`);
}

// The home team's #4 scored 8 in the file (2 field goals, 4 free throws); the corrected file gives her a third field goal: 10.
const NUMBER_FOUR_LINE = '<stats fgm="2" fga="8" fgm3="0" fga3="3" ftm="4" fta="4" tp="8"';

/** A finished home game of the school's basketball team that no live feed runs, and its sport. */
async function finishedHomeGame(api: Awaited<ReturnType<typeof staffApi>>): Promise<{ sport: SportWire; game: StudioGameRow }> {
  const sports = await session.apiJson<SportWire[]>('/api/v2/Sports', tenant);
  const basketball = sports.filter((sport) => !sport.nonSport && sport.globalSportNameSlug?.includes('basketball'));
  const today = new Date(session.server.now()).toISOString().slice(0, 10);
  for (const sport of [...basketball].sort((a, b) => Number(b.globalSportNameSlug!.startsWith('women')) - Number(a.globalSportNameSlug!.startsWith('women')))) {
    const list = (await api.call('GET', `/api/studio/games?sportId=${sport.id}&pageSize=100`)).json as { items: StudioGameRow[] };
    const game = list.items.find((item) => item.location === 'home' && item.result !== null && !item.live && item.date < today);
    if (game) return { sport, game };
  }
  throw new Error('The demo school has no finished home basketball game.');
}

/** The points of the school's player with `jersey` on a fan's box score page (the school's table comes first). */
function pointsOf(page: Page, jersey: string): Promise<string | null> {
  return page.evaluate((number) => {
    const table = [...document.querySelectorAll('main table')].find((candidate) => candidate.querySelector('thead th')?.textContent === 'Player');
    if (!table) return null;
    const heads = [...table.querySelectorAll('thead th')];
    const column = heads.findIndex((head) => head.querySelector('abbr')?.getAttribute('title') === 'Points');
    const row = [...table.querySelectorAll('tbody tr')].find((candidate) => candidate.querySelector('th')?.textContent?.startsWith(`#${number} `));
    return column < 0 || !row ? null : (row.children[column]?.textContent ?? null);
  }, jersey);
}

/** No sideways scroll; the message names what sticks out. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate((limit) => {
    const out = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > limit);
    return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 12).map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`) };
  }, width);
  expect(wide.scrollWidth, wide.out.join('; ')).toBeLessThanOrEqual(width);
}

/** On the game's editor: picks the file, checks it and saves it by keyboard; the save's message. */
async function checkAndSave(page: Page, name: string, text: string): Promise<string> {
  const panel = page.getByRole('form', { name: 'Box score from stat file' });
  await panel.getByLabel('Stat file (XML)').setInputFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(text, 'utf8') });
  await panel.getByRole('button', { name: 'Check the file' }).focus();
  await page.keyboard.press('Enter');
  await panel.getByRole('region', { name: 'What the file says' }).waitFor(SAVE);
  // Save comes next in the tab order.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save the box score');
  await page.keyboard.press('Enter');
  const saved = panel.getByText(/^Box score saved \(version \d+\)\./);
  await saved.waitFor(SAVE);
  return (await saved.textContent())!;
}

describe('a box score from a stat file, in Chromium at 375 px', () => {
  it('staff check and save a basketball file, the fan sees its numbers, and a second editor’s corrected file is the next version', async () => {
    const { server, browser } = session;
    const admin = await staffApi(server, tenant);
    const second = { email: `stat-crew-editor@${tenant}.example.edu`, password: `stat-crew-editor-${tenant}-pass` };
    expect((await admin.call('POST', '/api/studio/staff', { ...second, name: 'Casey Scorer', role: 'editor' })).status).toBe(201);
    const { sport, game } = await finishedHomeGame(admin);
    const file = await statFile(SCHOOLS.find((school) => school.key === tenant)!.name, game.opponent);
    expect(file.split(NUMBER_FOUR_LINE)).toHaveLength(2);

    // Check: what was read, on a phone.
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    await page.goto(siteUrl(server, `/studio/schedule/${game.id}`, tenant));
    const panel = page.getByRole('form', { name: 'Box score from stat file' });
    await panel.waitFor(SAVE);
    await panel.getByLabel('Stat file (XML)').setInputFiles({ name: 'mecz.xml', mimeType: 'text/xml', buffer: Buffer.from(file, 'utf8') });
    await panel.getByRole('button', { name: 'Check the file' }).click();
    const summary = panel.getByRole('region', { name: 'What the file says' });
    await summary.waitFor(SAVE);
    expect(await summary.textContent()).toContain('is the home side (H)');
    expect(await summary.locator('[data-stat-file-score]').textContent()).toMatch(/72 – .* 69$/);
    expect(await summary.textContent()).toContain('Yes: the file says the game is complete.');
    const lines = summary.getByRole('table', { name: 'Score by period' });
    expect(await lines.locator('tbody tr').allTextContents()).toEqual(['11616', '21425', '31613', '42615']);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // Save: the box score and the result, and the result panel reloads with the new final.
    await panel.getByRole('button', { name: 'Save the box score' }).click();
    const savedText = panel.getByText(/^Box score saved \(version \d+\)\. Result posted: W 72–69\.$/);
    await savedText.waitFor(SAVE);
    const firstVersion = Number(/version (\d+)/.exec((await savedText.textContent())!)![1]);
    await page.locator('[data-result-now]').getByText('Now: W 72-69').waitFor(SAVE);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    // The same file again changes nothing.
    await panel.getByRole('button', { name: 'Save the box score' }).click();
    await panel.getByText('Nothing changed: this file was saved already.').waitFor(SAVE);

    // The fan's box score page.
    const boxPath = `/sports/${sport.globalSportNameSlug}/stats/${game.season}/${slugOf(game.opponent)}/boxscore/${game.id}`;
    const fan = await openFan(browser, server, { tenant, width });
    await fan.page.goto(siteUrl(server, boxPath, tenant));
    await fan.page.getByRole('heading', { level: 1 }).waitFor(SAVE);
    expect(await fan.page.getByRole('main').textContent()).toMatch(/Final: .*72-69/);
    expect(await pointsOf(fan.page, '4')).toBe('8');
    // The players' tables scroll in their own regions: the fan's page does not scroll sideways on a phone.
    await expectNoSidewaysScroll(fan.page);

    // A second editor's corrected file: #4 made three field goals, not two. It is the next version, and the fan sees it.
    const corrector = await openStaff(browser, server, tenant, { width, login: second });
    await corrector.page.goto(siteUrl(server, `/studio/schedule/${game.id}`, tenant));
    await corrector.page.getByRole('form', { name: 'Box score from stat file' }).waitFor(SAVE);
    const corrected = await checkAndSave(corrector.page, 'mecz-corrected.xml', file.replace(NUMBER_FOUR_LINE, NUMBER_FOUR_LINE.replace('fgm="2"', 'fgm="3"')));
    expect(Number(/version (\d+)/.exec(corrected)![1])).toBeGreaterThan(firstVersion);
    await fan.page.reload();
    await fan.page.getByRole('heading', { level: 1 }).waitFor(SAVE);
    await expect.poll(() => pointsOf(fan.page, '4'), { timeout: 10_000 }).toBe('10');
    await fan.context.close();
    await corrector.context.close();
    await page.context().close();
  });
});
