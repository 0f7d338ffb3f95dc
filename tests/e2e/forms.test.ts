import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_INCOMPLETE_MESSAGES } from '../../core/forms/form-errors';
import { FORM_THANK_YOU } from '../../core/forms/form-page-data';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { demoStaffOf } from '../../demo/staff';
import { axeViolations, describeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { startE2eServer, type E2eServer } from './support/e2e-server';
import { openVisitor } from './support/visitor';

const TENANT = 'ridgemont';
let server: E2eServer;
let browser: Browser;
/** The session cookie of the school's demo staff member. */
let staffCookie: string;

beforeAll(async () => {
  server = await startE2eServer();
  browser = await launchBrowser();
  const { email, password } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === TENANT)!);
  const signIn = await fetch(server.url('/api/v2/Auth/login'), { method: 'POST', headers: { tenant: TENANT, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  staffCookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const asStaff = (path: string) => fetch(server.url(`/api/v2${path}`), { headers: { tenant: TENANT, cookie: staffCookie } });

describe('forms in Chromium', () => {
  it('a fan fills a conditional form with the keyboard only, the page has no axe violations with errors showing, and staff find the answers in the CSV', async () => {
    const forms = (await (await asStaff('/Hidden/Forms')).json()) as Array<{ id: number; title: string }>;
    const form = forms.find((entry) => entry.title === 'Ticket Request')!;
    const { page, errors } = await openVisitor(browser, server, { tenant: TENANT, bypassCSP: true });
    await page.goto(server.url(`/form/${form.id}`));
    await page.getByRole('heading', { level: 1, name: 'Ticket Request' }).waitFor();

    // Submit empty from the keyboard: the form-level message, focus on the first field to fix.
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(FORM_INCOMPLETE_MESSAGES.join(' ')).waitFor();
    const name = page.getByRole('textbox', { name: /Your name/ });
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(describeViolations(await axeViolations(page))).toBe('');

    await page.keyboard.type('Morgan Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('morgan@example.com');
    await page.keyboard.press('Tab');
    // A closed select takes arrow keys: the first arrow leaves 'Select...' for the first event.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('SPIKE');
    // 'Is any value': the promo source appears after the promo code, next in the tab order.
    await page.getByRole('textbox', { name: /Where did you get the promo code\?/ }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Radio');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /accessible seating/ }).isChecked()).toBe(true);
    // The honeypot is out of the tab order: the next stop is Submit.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Submit');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: FORM_THANK_YOU }).waitFor();
    expect(errors).toEqual([]);

    const csv = await asStaff(`/Hidden/Forms/${form.id}/submissions.csv`);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Morgan Keys');
    expect(text).toContain('morgan@example.com');
    await page.context().close();
  });

  it('a form with radio groups, a date and a condition has no axe violations with its errors showing', async () => {
    const forms = (await (await asStaff('/Hidden/Forms')).json()) as Array<{ id: number; title: string }>;
    const form = forms.find((entry) => entry.title === 'Summer Camp Registration')!;
    const { page } = await openVisitor(browser, server, { tenant: TENANT, bypassCSP: true });
    await page.goto(server.url(`/form/${form.id}`));
    await page.getByRole('heading', { level: 1, name: 'Summer Camp Registration' }).waitFor();
    await page.getByRole('radio', { name: 'Yes' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(FORM_INCOMPLETE_MESSAGES.join(' ')).waitFor();
    await page.getByText('Allergy details is required.').waitFor();
    expect(describeViolations(await axeViolations(page))).toBe('');
    await page.context().close();
  });
});
