import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_NOT_AVAILABLE_TITLE } from '../../../core/info/form-page';
import { FORM_CLOSED_TITLE, FORM_FULL_TITLE, FORM_PENDING_TITLE, FORM_THANK_YOU } from '../../../core/forms/form-page-data';
import { FORM_INCOMPLETE_MESSAGES } from '../../../core/forms/form-errors';
import { PREVIEW_BANNER_TEXT } from '../../../core/staff-access/staff-access';
import { demoAccessCodeOf } from '../../../demo/hidden/access-codes';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { browserSession } from '../support/browser-session';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

// The first render of a page compiles its lazy chunk: slow on a busy machine.
const FIRST = { timeout: 20_000 };
/** Later waits in a page: generous, since the whole suite shares the machine. */
const SOON = { timeout: 10_000 };
/** The thank-you waits for the post and the router's reload of the page's data after it: slowest under a full parallel run. */
const STORED = { timeout: 40_000 };
const LONG_TEST = 120_000;
const RIDGEMONT = DEMO_SCHOOLS[0]!;

interface FormSummary {
  id: number;
  title: string;
  status: 'pending' | 'active' | 'closed' | 'full';
  hidden: boolean;
  protected: boolean;
  submissionCount: number;
}

describe('the form pages on the real seeded server', () => {
  let app: SeededApp;
  let staff: ReturnType<typeof browserSession>;
  let forms: FormSummary[];
  const byTitle = (title: string) => forms.find((form) => form.title === title)!;
  const asStaff = async <T,>(path: string) => (await (await staff.fetch(`${app.apiBase}${path}`, { headers: { tenant: RIDGEMONT.key } })).json()) as T;

  beforeAll(async () => {
    app = await startSeededApp();
    staff = browserSession();
    const { email, password } = demoStaffOf(RIDGEMONT);
    const signIn = await staff.fetch(`${app.apiBase}/Auth/login`, { method: 'POST', headers: { tenant: RIDGEMONT.key, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(signIn.status).toBe(200);
    forms = await asStaff<FormSummary[]>('/Hidden/Forms');
  }, 120_000);
  afterAll(async () => app?.close());

  it('lets a fan fill a conditional form: messages at blur and submit, the condition, then the thank-you once stored', async () => {
    const user = userEvent.setup();
    const form = byTitle('Ticket Request');
    app.renderAt(`/form/${form.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket Request' }, FIRST)).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Your name/ });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Your name is required.', {}, SOON)).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Your name is required.');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FORM_INCOMPLETE_MESSAGES.join(' '), {}, SOON)).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'Casey Fan');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'casey@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Event/ }), 'Volleyball');
    await user.type(screen.getByRole('textbox', { name: /Number of tickets/ }), '2');
    // 'Is any value': the promo source shows once a promo code is typed, and is then required.
    expect(screen.queryByRole('textbox', { name: /Where did you get the promo code\?/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'SPIKE');
    const source = screen.getByRole('textbox', { name: /Where did you get the promo code\?/ });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Where did you get the promo code? is required.', {}, SOON)).toBeInTheDocument();
    await user.type(source, 'Radio');
    await user.click(screen.getByRole('checkbox', { name: /accessible seating/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: FORM_THANK_YOU }, STORED)).toBeInTheDocument();

    const stored = await asStaff<{ items: Array<{ values: Record<string, unknown> }> }>(`/Hidden/Forms/${form.id}/submissions?$pageIndex=0&$pageSize=10`);
    expect(stored.items.some((item) => item.values.fullName === 'Casey Fan' && item.values.promoSource === 'Radio')).toBe(true);
  }, LONG_TEST);

  it('shows pending, closed and full forms as their own pages, and an unknown form as not available', async () => {
    const pages: Array<[string, string | RegExp]> = [
      ['Season Ticket Waitlist', FORM_PENDING_TITLE],
      ['Homecoming Volunteer Sign-Up', FORM_CLOSED_TITLE],
      ['Meet the Team Night RSVP', FORM_FULL_TITLE],
    ];
    for (const [title, heading] of pages) {
      const view = app.renderAt(`/form/${byTitle(title).id}`);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, FIRST)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      if (heading === FORM_PENDING_TITLE) expect(screen.getByText(/^It opens on /)).toBeInTheDocument();
      view.unmount();
    }
    const missing = Math.max(...forms.map((form) => form.id)) + 1000;
    app.renderAt(`/form/${missing}`);
    expect(await screen.findByRole('heading', { level: 1, name: FORM_NOT_AVAILABLE_TITLE }, FIRST)).toBeInTheDocument();
  });

  it('asks for the access code of a protected form, then shows the form', async () => {
    const user = userEvent.setup();
    const form = forms.find((entry) => entry.protected)!;
    app.renderAt(`/protected/form/${form.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access code needed' }, FIRST)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Access code', { selector: 'input' }), 'wrong-code');
    await user.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByRole('alert', {}, SOON)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Access code', { selector: 'input' }), demoAccessCodeOf(RIDGEMONT.key));
    await user.click(screen.getByRole('button', { name: 'Open the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: form.title }, FIRST)).toBeInTheDocument();
    // The answers go with the code this tab was given.
    await user.type(screen.getByRole('textbox', { name: /Parent or guardian name/ }), 'Alex Parent');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'alex@example.com');
    await user.type(screen.getByRole('textbox', { name: /Student-athlete's name/ }), 'Sam Parent');
    await user.type(screen.getByRole('textbox', { name: /Passes/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: FORM_THANK_YOU }, STORED)).toBeInTheDocument();
  }, LONG_TEST);

  it('shows signed-in staff a hidden form under the preview banner, with its submissions and the CSV link', async () => {
    const full = byTitle('Meet the Team Night RSVP');
    app.renderAt(`/hidden/form/${full.id}`, RIDGEMONT.key, { fetch: staff.fetch });
    expect((await screen.findByRole('note', { name: 'Staff preview' }, FIRST)).textContent).toContain(PREVIEW_BANNER_TEXT);
    const table = await screen.findByRole('table', {}, FIRST);
    expect(within(table).getAllByRole('row')).toHaveLength(full.submissionCount + 1);
    expect(within(table).getByText('Jordan Ellis')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(`/Hidden/Forms/${full.id}/submissions.csv`);
  });

  it('shows a hidden draft to staff with submitting turned off, and sends a visitor to sign in', async () => {
    const draft = forms.find((entry) => entry.hidden)!;
    const view = app.renderAt(`/hidden/form/${draft.id}`, RIDGEMONT.key, { fetch: staff.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: draft.title }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    view.unmount();
    app.renderAt(`/hidden/form/${draft.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIRST)).toBeInTheDocument();
    app.renderAt(`/form/${draft.id}`);
    expect((await screen.findAllByRole('heading', { level: 1, name: FORM_NOT_AVAILABLE_TITLE }, FIRST)).length).toBeGreaterThan(0);
  });
});
