import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openStaff, SAVE, siteUrl } from './support/studio';

// One server for the file: an administrator of ridgemont composes on a phone, then looks again on a desktop.
const session = e2eSession();

/** No sideways scroll; the message names what sticks out. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const wide = await page.evaluate(() => {
    const out = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1);
    return { scrollWidth: document.documentElement.scrollWidth, out: out.slice(0, 12).map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`) };
  });
  expect(wide.scrollWidth, wide.out.join('; ')).toBeLessThanOrEqual(width);
}

/** axe and the width check at 375 px and at 1366 px. */
async function expectFitsBothWidths(page: Page) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page, width);
  }
  await page.setViewportSize({ width: 375, height: 900 });
}

const headlines = (page: Page) => page.getByRole('list', { name: 'Stories in the newsletter' }).getByRole('listitem').locator('p').allTextContents();

describe('the studio newsletters in Chromium', () => {
  it('ridgemont: an administrator composes one from two published stories, orders them, previews, saves and sends a test, which the sent mail lists with its .eml file', async () => {
    const tenant = 'ridgemont';
    const { server, browser } = session;
    const staff = await openStaff(browser, server, tenant, { width: 375 });
    const { page } = staff;
    const subject = `Week in review ${randomUUID().slice(0, 6)}`;

    await page.goto(siteUrl(server, '/studio/newsletters', tenant));
    await page.getByRole('heading', { level: 1, name: 'Newsletters' }).waitFor(SAVE);
    await page.getByRole('heading', { level: 2, name: 'Sent mail' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Newsletters' }).getAttribute('aria-current')).toBe('page');
    await expectFitsBothWidths(page);

    await page.getByRole('link', { name: 'New newsletter' }).click();
    await page.getByRole('heading', { level: 1, name: 'New newsletter' }).waitFor(SAVE);
    await page.getByLabel('Subject (required)').fill(subject);
    await page.getByRole('textbox', { name: 'Introduction' }).click();
    await page.keyboard.type('The best of the week, in two stories.');

    // Two stories fans can read now (the public API's newest), found in the picker by headline; the second moved up by keyboard.
    const readable = (await session.apiJson<{ items: Array<{ title: string | null }> }>('/api/v2/Stories?$pageSize=10', tenant)).items.map((story) => story.title ?? '');
    const [first, second] = [...new Set(readable.filter((title) => title.trim() !== ''))].slice(0, 2) as [string, string];
    const found = page.getByRole('list', { name: 'Published stories found' });
    await found.getByRole('listitem').first().waitFor(SAVE);
    for (const title of [first, second]) {
      await page.getByLabel('Find published stories by headline').fill(title);
      await page.getByLabel('Find published stories by headline').press('Enter');
      await found.getByRole('button', { name: `Add ${title}`, exact: true }).first().click(SAVE);
    }
    expect(await headlines(page)).toEqual([`1. ${first}`, `2. ${second}`]);
    await page.getByRole('button', { name: `Move up ${second}` }).focus();
    await page.keyboard.press('Enter');
    expect(await headlines(page)).toEqual([`1. ${second}`, `2. ${first}`]);
    await page.getByRole('group', { name: 'Who it goes to' }).getByRole('checkbox').first().check();
    await expectFitsBothWidths(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: /^Saved at/ }).waitFor(SAVE).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the page says: ${(await page.getByRole('alert').allTextContents()).join(' | ')} / ${(await page.getByRole('status').allTextContents()).join(' | ')} ${(await page.locator('[id$="-error"]').allTextContents()).join(' | ')}`);
    });
    await page.waitForURL(/\/studio\/newsletters\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await staff.api.call('GET', `/api/studio/newsletters/${id}`)).json as { subject: string; storyIds: number[]; sportIds: number[]; status: string };
    expect(saved).toMatchObject({ subject, status: 'draft' });
    expect(saved.storyIds).toHaveLength(2);
    expect(saved.sportIds).toHaveLength(1);

    // The mail as it will arrive: HTML in a frame that runs no script, then the plain text.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByText(/^Goes to [\d,]+ confirmed fans?\./).waitFor(SAVE);
    const frame = page.getByTitle('The newsletter as HTML');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await expect.poll(() => page.frameLocator('iframe[title="The newsletter as HTML"]').locator('body').textContent(), SAVE).toContain(second);
    await expectFitsBothWidths(page);
    await page.getByRole('button', { name: 'Plain text' }).click();
    expect(await page.locator('pre').textContent()).toContain(first);
    await expectFitsBothWidths(page);

    await page.getByRole('button', { name: 'Send me a test' }).click();
    await page.getByRole('status').filter({ hasText: /^A test is on its way to / }).waitFor(SAVE);
    await expectFitsBothWidths(page);

    // The list names it; the sent mail lists the test, with its .eml file (no SMTP server here).
    await page.goto(siteUrl(server, '/studio/newsletters', tenant));
    await page.getByRole('list', { name: 'All newsletters' }).getByRole('link', { name: subject }).waitFor(SAVE);
    const mail = page.getByRole('list', { name: 'Sent mail' }).getByRole('listitem').filter({ hasText: subject });
    await expect
      .poll(async () => {
        if ((await mail.getByRole('link', { name: /^Open the \.eml file/ }).count()) > 0) return true;
        await page.getByRole('button', { name: 'Refresh sent mail' }).click();
        await page.getByRole('list', { name: 'Sent mail' }).or(page.getByText('Nothing sent yet.')).first().waitFor();
        return false;
      }, { timeout: 20_000, interval: 500 })
      .toBe(true);
    const eml = await fetch(server.url((await mail.getByRole('link', { name: /^Open the \.eml file/ }).first().getAttribute('href'))!), { headers: { tenant, cookie: `${staff.api.cookie.name}=${staff.api.cookie.value}` } });
    expect(eml.status).toBe(200);
    expect(await eml.text()).toContain(subject);
    await expectFitsBothWidths(page);
    await staff.context.close();
  });
});
