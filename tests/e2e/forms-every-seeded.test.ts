import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formSubmissionsPageWire, formSummariesWire, formWire, type FormSummaryWire, type FormWire } from '../../contract/forms';
import { fieldVisibility } from '../../core/forms/conditional-fields';
import { formFieldViews, type FieldView } from '../../core/forms/field-view';
import { FORM_CLOSED_TEXT, FORM_CLOSED_TITLE, FORM_FULL_TITLE, FORM_PENDING_TITLE, FORM_THANK_YOU, wireValues } from '../../core/forms/form-page-data';
import { parseFormSchema } from '../../core/forms/form-schema-parser';
import type { FieldValue, FormSchema, FormValues } from '../../core/forms/form-schema';
import { initialValues } from '../../core/forms/form-values';
import { formFields } from '../../core/forms/other-answer-fields';
import { isEmptyValue } from '../../core/forms/rule-values';
import { ACCESS_CODE_HEADER } from '../../server/api/documents.routes';
import { demoAccessCodeOf } from '../../demo/hidden/access-codes';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { demoStaffOf } from '../../demo/staff';
import { e2eSession } from './support/e2e-session';
import { hostOf, openVisitor } from './support/visitor';

/**
 * Every seeded form of both demo schools at its own page, in Chromium: each open form filled from
 * its schema like a fan would and sent (then found in the staff submissions), each form that takes
 * no submissions showing its status page, the protected form behind the school's access code and
 * the hidden draft as its staff's preview.
 */

const session = e2eSession();

const STATUS_TITLES = { pending: FORM_PENDING_TITLE, closed: FORM_CLOSED_TITLE, full: FORM_FULL_TITLE } as const;
const PREVIEW_NOTICE = 'This is a preview: submitting is turned off.';

async function staffCookie(tenant: string): Promise<string> {
  const { email, password } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === tenant)!);
  const response = await fetch(session.server.url('/api/v2/Auth/login'), { method: 'POST', headers: { tenant, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith('staff_session='))!.split(';')[0]!;
}

async function getJson(pathname: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(session.server.url(`/api/v2${pathname}`), { headers });
  expect(response.status, pathname).toBe(200);
  return response.json();
}

/** The form as its page reads it: the public, protected (with the code) or hidden (staff) GET, parsed by core. */
async function schemaOf(tenant: string, summary: FormSummaryWire, cookie: string): Promise<{ wire: FormWire; form: FormSchema }> {
  const [pathname, headers] = summary.hidden
    ? [`/Hidden/Forms/${summary.id}`, { tenant, cookie }]
    : summary.protected
      ? [`/Protected/Forms/${summary.id}`, { tenant, [ACCESS_CODE_HEADER]: demoAccessCodeOf(tenant) }]
      : [`/Forms/${summary.id}`, { tenant }];
  const wire = formWire.parse(await getJson(pathname, headers));
  const parsed = parseFormSchema(wire);
  if (!parsed.ok) throw new Error(`${summary.title}: ${parsed.errors.join(' ')}`);
  return { wire, form: parsed.form };
}

/** A valid answer for a field, from its own schema: its first ordinary option, an email, a number under its maximum, today. */
function answerFor(view: FieldView, today: string, serial: number): FieldValue {
  const { field } = view;
  const firstChoice = field.options.filter((option) => !option.otherAnswer).sort((a, b) => a.rank - b.rank)[0]?.value ?? '';
  switch (field.type) {
    case 'select':
    case 'radio':
      return firstChoice;
    case 'checkbox':
      return field.options.length > 0 ? [firstChoice] : true;
    case 'number':
      return String(Math.min(2, field.maxQuantity ?? 2));
    case 'date':
      return today;
    default: {
      const text = field.isEmail ? `fan${serial}@example.com` : `Answer ${serial} for ${field.label}`;
      return text.slice(0, field.maxLength ?? text.length);
    }
  }
}

/** Enters an answer with the input's own interaction: typing, choosing an option, ticking. */
async function enter(form: Locator, view: FieldView, value: FieldValue): Promise<void> {
  const { field } = view;
  const named = form.locator(`[name="${field.name}"]`);
  if (field.type === 'select') await named.selectOption(String(value));
  else if (field.type === 'radio') await form.locator(`input[name="${field.name}"][value="${String(value)}"]`).check();
  else if (field.type === 'checkbox' && field.options.length > 0) for (const choice of value as string[]) await form.locator(`input[name="${field.name}"][value="${choice}"]`).check();
  else if (field.type === 'checkbox') await named.check();
  else await named.fill(String(value));
}

/**
 * Fills every visible required field in page order, the visibility judged by core from the answers
 * so far and checked against the page (a condition shows or hides its field as answers go in).
 * Returns the answers as the page holds them.
 */
async function fillRequired(page: Page, form: FormSchema): Promise<FormValues> {
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const views = formFieldViews(form);
  const fields = formFields(form);
  let values: FormValues = initialValues(form, today);
  let serial = 0;
  const element = page.getByRole('form', { name: form.title });
  for (const view of views) {
    if (view.field.type === '-') continue;
    const visible = fieldVisibility(fields, values).get(view.field.name) === true;
    expect(await element.locator(`[name="${view.field.name}"]`).count() > 0, `${form.title}: ${view.field.name} shown`).toBe(visible);
    if (!visible || !view.field.required || view.field.type === 'hidden' || !isEmptyValue(values[view.field.name])) continue;
    serial += 1;
    const value = answerFor(view, today, serial);
    await enter(element, view, value);
    values = { ...values, [view.field.name]: value };
  }
  return values;
}

/** The form's stored submissions as staff see them. */
async function storedOf(tenant: string, cookie: string, formId: number) {
  return formSubmissionsPageWire.parse(await getJson(`/Hidden/Forms/${formId}/submissions?$pageSize=100`, { tenant, cookie }));
}

describe('every seeded form in Chromium', () => {
  it.each(DEMO_SCHOOLS.map((school) => school.key))('%s: each open form takes a fan’s answers, each shut one shows its status page, the draft is a staff preview', { timeout: 180_000 }, async (tenant) => {
    const cookie = await staffCookie(tenant);
    const summaries = formSummariesWire.parse(await getJson('/Hidden/Forms', { tenant, cookie }));
    expect(summaries.length).toBeGreaterThanOrEqual(10);
    const host = hostOf(tenant);
    const { page, context, errors } = await openVisitor(session.browser, session.server, { tenant });
    let submitted = 0;
    let statusPages = 0;
    let previews = 0;

    // Public and protected forms first, as a fan; the staff sign-in comes last.
    const ordered = [...summaries].sort((a, b) => Number(a.hidden) - Number(b.hidden));
    for (const summary of ordered) {
      const { wire, form } = await schemaOf(tenant, summary, cookie);
      const route = summary.hidden ? 'hidden/form' : summary.protected ? 'protected/form' : 'form';
      const seen = errors.length;
      await page.goto(session.server.url(`/${route}/${summary.id}`, host));

      if (summary.protected) {
        // A fan with the code the school gave them.
        await page.getByRole('heading', { level: 1, name: 'Access code needed' }).waitFor();
        // The page first asks the API without a code: the 401 that answers is its ask for one, not a fault.
        const asked = errors.splice(seen);
        expect(asked.every((error) => /\b401\b/.test(error)), asked.join('\n')).toBe(true);
        await page.getByRole('textbox', { name: 'Access code' }).fill(demoAccessCodeOf(tenant));
        await page.getByRole('button', { name: 'Open the page' }).click();
      }
      if (summary.hidden) {
        const { email, password } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === tenant)!);
        await page.getByRole('heading', { level: 1, name: 'Staff sign-in' }).waitFor();
        await page.getByRole('textbox', { name: /Email address/ }).fill(email);
        await page.getByLabel(/Password/).fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
      }

      if (wire.status !== 'active') {
        // spec 4: the page its status calls for, not an error, and nothing to send.
        await page.getByRole('heading', { level: 1, name: STATUS_TITLES[wire.status] }).waitFor();
        if (wire.status === 'closed') await page.getByText(FORM_CLOSED_TEXT).waitFor();
        expect(await page.getByRole('button', { name: 'Submit' }).count(), summary.title).toBe(0);
        expect(await page.getByRole('form', { name: form.title }).count(), summary.title).toBe(0);
        statusPages += 1;
        continue;
      }

      await page.getByRole('heading', { level: 1, name: form.title }).waitFor();
      const values = await fillRequired(page, form);
      const send = page.getByRole('button', { name: 'Submit' });
      if (summary.hidden) {
        // A draft is previewed, not answered: the form is drawn and its send turned off.
        await page.getByText(PREVIEW_NOTICE).waitFor();
        expect(await send.isDisabled(), summary.title).toBe(true);
        previews += 1;
        continue;
      }
      const before = await storedOf(tenant, cookie, summary.id);
      await send.click();
      await page.getByRole('heading', { name: FORM_THANK_YOU }).waitFor();
      const after = await storedOf(tenant, cookie, summary.id);
      expect(after.total, summary.title).toBe(before.total + 1);
      // The newest stored submission holds the answers given on the page.
      const given = Object.fromEntries(Object.entries(wireValues(form, values)).filter(([, value]) => value !== ''));
      expect(after.items[0]!.values, summary.title).toMatchObject(given);
      submitted += 1;
    }

    console.info(`${tenant}: ${submitted} forms submitted, ${statusPages} status pages, ${previews} staff preview(s) of ${summaries.length} seeded forms`);
    expect(submitted + statusPages + previews).toBe(summaries.length);
    expect(statusPages).toBe(summaries.filter((summary) => summary.status !== 'active').length);
    expect(previews).toBe(summaries.filter((summary) => summary.hidden).length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
