import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outboxListWire } from '../../contract/studio/newsletters';
import { e2eSession } from './support/e2e-session';
import { expectNoAxeViolations, openFan, SAVE, siteUrl, staffApi } from './support/studio';

// Issue 46 as a fan does it, in Chromium on the production build: sign up on a phone, find the confirmation
// (the embedded default writes it as an .eml file the studio lists), open its link, press the one button.
const session = e2eSession();

async function fits(page: Page) {
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

describe('a fan signs up and confirms, in Chromium', () => {
  it('coastalbay: the sign-up says to check the inbox; the mailed link opens a page whose one button confirms', async () => {
    const tenant = 'coastalbay';
    const { server, browser } = session;
    const fan = await openFan(browser, server, { tenant, width: 375, bypassCSP: true });
    const { page } = fan;
    const email = `phone.fan.${randomUUID().slice(0, 8)}@example.edu`;

    await page.goto(siteUrl(server, '/subscribe', tenant));
    await page.getByRole('textbox', { name: /Email address/ }).fill(email);
    const sports = page.getByRole('table').getByRole('row');
    const firstSport = (await sports.nth(1).getByRole('rowheader').textContent())!.trim();
    await page.getByRole('checkbox', { name: `${firstSport} final scores` }).check();
    await fits(page);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'check your inbox' });
    await sent.waitFor(SAVE);
    expect(await sent.textContent()).toContain(email);

    // The confirmation, as the studio's Sent mail lists it, read from its .eml file.
    const staff = await staffApi(server, tenant);
    let emlUrl: string | null = null;
    for (let tries = 0; tries < 100 && !emlUrl; tries += 1) {
      const outbox = outboxListWire.parse((await staff.call('GET', '/api/studio/outbox')).json);
      emlUrl = outbox.items.find((item) => item.recipient === email && item.status === 'sent')?.emlUrl ?? null;
      if (!emlUrl) await page.waitForTimeout(100);
    }
    expect(emlUrl).not.toBeNull();
    const eml = await fetch(server.url(emlUrl!), { headers: { tenant, cookie: `${staff.cookie.name}=${staff.cookie.value}` } });
    const mail = await simpleParser(Buffer.from(await eml.arrayBuffer()));
    expect(mail.subject).toMatch(/^Confirm your sign-up/);
    const link = new URL(/https?:\/\/\S+\/subscribe\?confirm=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]);

    await page.goto(siteUrl(server, `${link.pathname}${link.search}`, tenant));
    await page.getByRole('heading', { level: 1, name: 'Confirm your sign-up' }).waitFor(SAVE);
    await fits(page);
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await page.getByRole('heading', { level: 1, name: "You're signed up" }).waitFor(SAVE);
    await fits(page);
    // The link works once.
    await page.goto(siteUrl(server, `${link.pathname}${link.search}`, tenant));
    await page.getByRole('button', { name: 'Confirm my sign-up' }).click();
    await page.getByRole('heading', { level: 1, name: 'This confirmation link is not current' }).waitFor(SAVE);
    await fan.context.close();
  });
});
