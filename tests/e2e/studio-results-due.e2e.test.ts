import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openFan, openStaff, SAVE, siteUrl } from './support/studio';

// Issue 48 item 1: the results due on the studio's dashboard, entered without opening another screen.
const session = e2eSession();
const DAY = 86_400_000;

interface SportWire {
  id: number;
  title: string;
  globalSportNameSlug: string | null;
  nonSport?: boolean;
}

describe('results due on the studio dashboard in Chromium', () => {
  it('ridgemont at 1366 px: types a score into a due game, sees W derived, saves it, and the fan’s schedule shows it; at 375 px no sideways scroll', async () => {
    const tenant = 'ridgemont';
    const { server, browser } = session;
    const sports = await session.apiJson<SportWire[]>('/api/v2/Sports', tenant);
    const sport = sports.find((one) => !one.nonSport && one.globalSportNameSlug)!;
    const staff = await openStaff(browser, server, tenant, { width: 1366 });
    const { page } = staff;

    // A game of yesterday afternoon (the school's clock is behind UTC, so the UTC day before is the school's too) with no result.
    const opponent = `Dueville ${randomUUID().slice(0, 6)}`;
    const added = await staff.api.call('POST', '/api/studio/opponents', { name: opponent });
    expect(added.status).toBe(201);
    const date = new Date(server.now() - DAY).toISOString().slice(0, 10);
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
    const fan = await openFan(browser, server, { tenant, width: 1366 });
    await fan.page.goto(siteUrl(server, `/sports/${sport.globalSportNameSlug}/schedule`, tenant));
    await fan.page.getByRole('main').waitFor();
    const fanRow = fan.page.getByRole('listitem').filter({ hasText: opponent }).first();
    await fanRow.waitFor(SAVE);
    expect(await fanRow.textContent()).toMatch(/W.*5-2/);
    await fan.context.close();

    // The phone: the rows stack as cards, nothing scrolls sideways.
    const phone = await openStaff(browser, server, tenant, { width: 375 });
    await phone.page.goto(siteUrl(server, '/studio', tenant));
    await phone.page.locator('[data-results-due] li').first().waitFor(SAVE);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(phone.page);
    await phone.context.close();
  });
});
