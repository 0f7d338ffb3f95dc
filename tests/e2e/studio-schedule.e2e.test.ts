import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { picture } from '../server/studio/media-files';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, fetchSite, openFan, openStaff, SAVE, siteUrl, firstSport, type SportWire } from './support/studio';

// One server for the file; each case one school at one width (ridgemont on a desktop, coastalbay on a phone).
const session = e2eSession();
const DAY = 86_400_000;

/** The school's wall-clock day `days` from the server's clock (as the date input takes it). */
const dayFromNow = (days: number) => new Date(session.server.now() + days * DAY).toISOString().slice(0, 10);

/** A day as the studio's list shows it ('Sat, Sep 5, 2026'). */
const dayText = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The schedule screen of a sport, by the sport picker. */
async function openSchedule(page: Page, tenant: string, sport: SportWire) {
  await page.goto(siteUrl(session.server, '/studio/schedule', tenant));
  await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor(SAVE);
  await page.getByLabel('Sport').selectOption(String(sport.id));
  await page.getByLabel('Season').waitFor(SAVE);
}

/** The fan's schedule page of the sport shows the game against `opponent` with its result. */
async function expectFanScheduleRow({ tenant, width, sportSlug, opponent, result }: { tenant: string; width: number; sportSlug: string | null; opponent: string; result: RegExp }) {
  const fan = await openFan(session.browser, session.server, { tenant, width });
  await fan.page.goto(siteUrl(session.server, `/sports/${sportSlug}/schedule`, tenant));
  await fan.page.getByRole('main').waitFor();
  const row = fan.page.getByRole('listitem').filter({ hasText: opponent }).first();
  await row.waitFor(SAVE);
  expect(await row.textContent()).toMatch(result);
  await fan.context.close();
}

describe('the studio schedule in Chromium', () => {
  it('ridgemont at 1366 px: adds a game against a new opponent with a logo, posts its final score, and the schedule page, the scoreboard and the .ics feed show it', async () => {
    const tenant = 'ridgemont';
    const width = 1366;
    const { server, browser } = session;
    const sport = await firstSport(session, tenant);
    const opponent = `Harbor ${randomUUID().slice(0, 6)}`;
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    const logo = await staff.api.upload(await picture('png', 40, 40), `${opponent}-logo.png`, `${opponent} logo`);
    expect(logo.status).toBe(201);

    await openSchedule(page, tenant, sport);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Add a game' }).click();
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
    await page.getByLabel('Date (required)').fill(dayFromNow(-1));
    await page.getByLabel('Time').fill('13:00');
    await page.getByRole('button', { name: 'Add a new opponent' }).click();
    await page.getByLabel("Opponent's name (required)").fill(opponent);
    await page.getByLabel('Their town').fill('Harbor City, Calif.');
    await page.getByRole('button', { name: 'Choose from the library' }).click();
    await page.getByRole('button', { name: `Use ${opponent}-logo.png` }).first().click();
    await page.getByRole('button', { name: 'Add the opponent' }).click();
    await page.getByText(opponent, { exact: true }).and(page.locator('strong')).waitFor(SAVE);
    await page.getByLabel('Facility').fill('Ridgemont Field');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add the game' }).click();
    await page.waitForURL(/\/studio\/schedule\/\d+$/, SAVE);
    const gameId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('heading', { level: 1, name: `vs. ${opponent}` }).waitFor(SAVE);
    await page.getByRole('status').filter({ hasText: 'Added the game.' }).waitFor();

    // The final score: W follows from it.
    await page.getByLabel('Our score').fill('24');
    await page.getByLabel(`${opponent}’s score`).fill('17');
    await page.getByLabel('After the score').fill('OT');
    await page.getByRole('button', { name: 'Post the result' }).click();
    await page.getByText('Posted: W 24-17 (OT).').waitFor(SAVE);
    await page.getByText('The studio’s result is final').waitFor();
    const saved = (await staff.api.call('GET', `/api/studio/games/${gameId}`)).json as { result: unknown; resultFinal: boolean; opponentId: number };
    expect(saved).toMatchObject({ result: { decision: 'W', teamScore: '24', opponentScore: '17', postscore: 'OT' }, resultFinal: true });
    const opponentRow = (await staff.api.call('GET', `/api/studio/opponents?q=${encodeURIComponent(opponent)}`)).json as { items: Array<{ id: number; logo: string | null; city: string }> };
    expect(opponentRow.items[0]).toMatchObject({ id: saved.opponentId, city: 'Harbor City, Calif.' });
    expect(opponentRow.items[0]!.logo).toBeTruthy();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);

    // The studio's list says it too.
    await page.getByRole('link', { name: /^Back to the .* schedule$/ }).click();
    await page.locator(`[data-row-id="${gameId}"]`).getByText('W 24-17 (OT)').waitFor(SAVE);

    // The fan's schedule page.
    await expectFanScheduleRow({ tenant, width, sportSlug: sport.globalSportNameSlug, opponent, result: /W.*24-17/ });

    // The scoreboard (yesterday to six days ahead) and the sport's calendar feed.
    const board = await session.apiJson<{ items: Array<{ id: number; opponent: { name: string }; result: { status: string; teamScore: string; opponentScore: string; postScore: string | null } | null }> }>('/api/v2/EventsResults/scoreboard?$pageSize=100', tenant);
    const item = board.items.find((entry) => entry.opponent.name === opponent);
    expect(item?.result).toMatchObject({ status: 'W', teamScore: '24', opponentScore: '17' });
    const ics = (await fetchSite(server, `/calendar.ics?sportId=${sport.id}`, tenant)).text.replace(/\r?\n[ \t]/g, '');
    expect(ics).toContain(opponent);
    await page.context().close();
  });

  it('coastalbay at 375 px: pastes a five-row schedule with one bad date, is told which row, fixes it and adds all five', async () => {
    const tenant = 'coastalbay';
    const width = 375;
    const { server, browser } = session;
    const sport = await firstSport(session, tenant);
    const staff = await openStaff(browser, server, tenant, { width });
    const { page } = staff;
    // The pasted opponents are the school's own (a new one is added from a game's form).
    const [known, other] = ((await staff.api.call('GET', '/api/studio/opponents?pageSize=2')).json as { items: Array<{ name: string }> }).items.map((entry) => entry.name) as [string, string];
    const rows = [
      [dayFromNow(20), known, 'home', '18:30'],
      [dayFromNow(27), known, 'away', ''],
      ['2026-02-30', other, 'neutral', '12:00'],
      [dayFromNow(41), known, 'H', '19:00'],
      [dayFromNow(48), known, 'A', '13:00'],
    ];
    const table = rows.map((cells) => cells.join('\t')).join('\n');

    await openSchedule(page, tenant, sport);
    await page.getByRole('button', { name: 'Paste a schedule' }).click();
    const box = page.getByLabel('Schedule rows');
    await box.fill(table);
    await page.getByRole('button', { name: 'Check' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nothing was added' });
    await alert.waitFor(SAVE);
    expect(await alert.textContent()).toMatch(/one row needs attention.*Row 3:/);
    expect(await alert.getByRole('listitem').count()).toBe(1);
    // The text is kept, and tied to the message.
    expect(await box.inputValue()).toBe(table);
    expect(await box.getAttribute('aria-describedby')).toContain('paste-errors');
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);

    // Fixed: the check says what it understood, then all five are added.
    const fixedDate = dayFromNow(34);
    await box.fill(table.replace('2026-02-30', fixedDate));
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/studio/games/import'));
    await page.getByRole('button', { name: 'Check' }).click();
    expect((await checked).status()).toBe(200);
    await page.getByRole('heading', { name: '5 rows understood' }).waitFor(SAVE);
    await page.getByText(`Row 3: ${fixedDate} · 12:00 · vs. ${other} (neutral site)`).waitFor();
    await page.getByRole('button', { name: 'Add the games' }).click();
    await page.getByText('Added 5 games.').waitFor(SAVE);
    const list = page.getByRole('table', { name: /^Games of / });
    await list.getByText(`vs. ${other} (neutral site)`).first().waitFor(SAVE);
    for (const [date] of rows) if (date !== '2026-02-30') expect(await list.getByRole('row').filter({ hasText: known }).filter({ hasText: dayText(date!) }).count(), date).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);

    // One of them in the editor, on the phone.
    await list.getByRole('row').filter({ hasText: `vs. ${other} (neutral site)` }).filter({ hasText: dayText(fixedDate) }).getByRole('link', { name: `vs. ${other} (neutral site)` }).click();
    await page.getByRole('heading', { level: 2, name: 'Result' }).waitFor(SAVE);
    expect(await page.getByLabel('Date (required)').inputValue()).toBe(fixedDate);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);
    await page.context().close();
  });

  // Issue 48 item 1: the results due on the studio's dashboard, entered without opening another screen.
  it('ridgemont at 1366 px: results due on the dashboard: types a score into a due game, sees W derived, saves it, and the fan’s schedule shows it; at 375 px no sideways scroll', async () => {
    const tenant = 'ridgemont';
    const { server, browser } = session;
    const sport = await firstSport(session, tenant);
    const staff = await openStaff(browser, server, tenant, { width: 1366 });
    const { page } = staff;

    // A game of yesterday afternoon (the school's clock is behind UTC, so the UTC day before is the school's too) with no result.
    const opponent = `Dueville ${randomUUID().slice(0, 6)}`;
    const added = await staff.api.call('POST', '/api/studio/opponents', { name: opponent });
    expect(added.status).toBe(201);
    const date = dayFromNow(-1);
    const created = await staff.api.call('POST', '/api/studio/games', { sportId: sport.id, date, time: '13:00', opponentId: added.json.id, location: 'home' });
    expect(created.status).toBe(201);
    const gameId = created.json.id as number;

    await page.goto(siteUrl(server, '/studio', tenant));
    await page.getByRole('heading', { level: 2, name: 'Results due' }).waitFor(SAVE);
    const row = page.locator(`[data-game-id="${gameId}"]`);
    await row.waitFor(SAVE);
    expect(await row.textContent()).toContain(`${sport.title} vs. ${opponent}`);
    await row.getByLabel('Our score').fill('5');
    await row.getByLabel('Their score').fill('2');
    expect(await row.locator('[data-decision]').getAttribute('data-decision')).toBe('W');
    expect(await row.locator('[data-decision]').textContent()).toContain('W · Win');
    await row.getByLabel('Their score').fill('7');
    expect(await row.locator('[data-decision]').getAttribute('data-decision')).toBe('L');
    await row.getByLabel('Their score').fill('2');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: new RegExp(`^Save the result of ${sport.title} vs\\. ${opponent}, `) }).click();
    await row.getByRole('status').filter({ hasText: 'Saved:' }).waitFor(SAVE);
    expect(await row.getByRole('status').textContent()).toContain('W 5-2');
    const due = (await staff.api.call('GET', '/api/studio/games/results-due')).json as { items: Array<{ id: number }> };
    expect(due.items.map((item) => item.id)).not.toContain(gameId);
    await page.context().close();

    // The fan's schedule page of the sport.
    await expectFanScheduleRow({ tenant, width: 1366, sportSlug: sport.globalSportNameSlug, opponent, result: /W.*5-2/ });

    // The phone: the rows stack as cards, nothing scrolls sideways.
    const phone = await openStaff(browser, server, tenant, { width: 375 });
    await phone.page.goto(siteUrl(server, '/studio', tenant));
    await phone.page.locator('[data-results-due] li').first().waitFor(SAVE);
    await expectNoSidewaysScroll(phone.page, 375);
    await expectNoAxeViolations(phone.page);
    await phone.context.close();
  });
});
