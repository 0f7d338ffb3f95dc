import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FORM_INCOMPLETE_MESSAGES, FORM_PARSE_ERROR, fieldTypeNotFoundMessage } from '../../../core/forms/form-errors';
import { FORM_THANK_YOU, type FormPageData, type SubmissionPost } from '../../../core/forms/form-page-data';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import type { SubmissionResult } from '../../../core/forms/forms-repository.port';
import { PlatformContext } from '../../../ui/routing/platform-context';
import FormPage from '../../../ui/pages/form/form-page';
import { TEST_NOW, testNow } from '../../support/test-clock';

const field = (extra: Record<string, unknown> & { name: string }) => ({ required: false, maxLength: null, maxQuantity: null, isEmail: false, options: [], defaultToday: false, defaultValue: null, condition: null, ...extra });
const option = (label: string, rank: number, otherAnswer = false) => ({ label, value: label.toLowerCase(), rank, otherAnswer });

/** A hand-made form using every field type, a condition and an other-answer option. */
const RAW_FORM = {
  id: 7,
  title: 'Booster Club Sign-Up',
  description: 'Join the club.',
  startDate: null,
  expirationDate: null,
  maxSubmissions: null,
  submissionCount: 0,
  fields: [
    field({ id: '1', name: 'fullName', label: 'Full name', type: 'text', required: true, maxLength: 40, rank: 1 }),
    field({ id: '2', name: 'email', label: 'Email', type: 'text', required: true, isEmail: true, rank: 2 }),
    field({ id: '3', name: 'level', label: 'Level', type: 'select', required: true, options: [option('Gold', 2), option('Silver', 1), option('Other', 3, true)], rank: 3 }),
    field({ id: '4', name: 'member', label: 'Member before?', type: 'radio', required: true, options: [option('Yes', 1), option('No', 2)], rank: 4 }),
    field({ id: '5', name: 'since', label: 'Member since', type: 'number', required: true, rank: 5, condition: { fieldName: 'member', operator: 'Is a value', value: 'yes' } }),
    field({ id: '6', name: 'sep', label: '', type: '-', rank: 6 }),
    field({ id: '7', name: 'sports', label: 'Sports', type: 'checkbox', required: true, options: [option('Football', 1), option('Soccer', 2)], rank: 7 }),
    field({ id: '8', name: 'joined', label: 'Joined on', type: 'date', defaultToday: true, rank: 8 }),
    field({ id: '9', name: 'notes', label: 'Notes', type: 'textarea', rank: 9 }),
    field({ id: '10', name: 'source', label: 'Source', type: 'hidden', defaultValue: 'web', rank: 10 }),
  ],
};

function renderPage(data: FormPageData, answer: (post: SubmissionPost) => SubmissionResult = () => ({ kind: 'stored', submissionId: '1' })) {
  const posts: SubmissionPost[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/form/:id',
        loader: () => data,
        action: async ({ request }) => {
          const post = (await request.json()) as SubmissionPost;
          posts.push(post);
          return answer(post);
        },
        Component: FormPage,
      },
    ],
    { initialEntries: ['/form/7'] },
  );
  render(
    <PlatformContext.Provider value={{ clock: { now: testNow }, cookies: { get: () => undefined, set: () => {}, remove: () => {} } }}>
      <RouterProvider router={router} />
    </PlatformContext.Provider>,
  );
  return posts;
}

const formData = (raw: unknown, availability: 'active' | 'pending' | 'closed' | 'full' = 'active'): FormPageData => ({ kind: 'form', access: 'public', parse: parseFormSchema(raw), availability, startDate: null, title: 'Booster Club Sign-Up' });
const today = new Date(TEST_NOW).toISOString().slice(0, 10);

describe('the form page view (spec 5)', () => {
  it('shows both parse messages for an unknown field type', async () => {
    renderPage(formData({ ...RAW_FORM, fields: [...RAW_FORM.fields, field({ id: '11', name: 'stars', label: 'Stars', type: 'rating', rank: 11 })] }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(fieldTypeNotFoundMessage('rating'))).toBeInTheDocument();
    expect(within(alert).getByText(FORM_PARSE_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('draws every field type, shows messages at blur and change, conditions and other-answer fields, then sends once', async () => {
    const user = userEvent.setup();
    const posts = renderPage(formData(RAW_FORM));
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    // Select: 'Select...' first, options by rank.
    const level = screen.getByRole('combobox', { name: /Level/ });
    expect(within(level).getAllByRole('option').map((entry) => entry.textContent)).toEqual(['Select...', 'Silver', 'Gold', 'Other']);
    expect(screen.getByLabelText(/Joined on/)).toHaveValue(today);
    expect(screen.getByRole('group', { name: /Member before\?/ })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][name="source"]')).toHaveValue('web');
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    // No message while typing; the message after blur, tied to the field.
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Full name is required.');
    // A checkbox's message shows after change.
    const football = screen.getByRole('checkbox', { name: 'Football' });
    await user.click(football);
    await user.click(football);
    expect(await screen.findByText('Sports is required.')).toBeInTheDocument();

    // Conditional field and other-answer field appear and disappear.
    expect(screen.queryByRole('textbox', { name: /Member since/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('textbox', { name: /Member since/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /Member since/ })).toBeNull();
    await user.selectOptions(level, 'other');
    expect(screen.getByRole('textbox', { name: 'Other Level' })).toBeInTheDocument();
    await user.selectOptions(level, 'gold');
    expect(screen.queryByRole('textbox', { name: 'Other Level' })).toBeNull();

    // Submit with errors: the form-level messages, focus on the first bad field.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(FORM_INCOMPLETE_MESSAGES.join(' '))).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(name, 'Pat Fan');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'pat@example.com');
    await user.click(football);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: FORM_THANK_YOU })).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.values).toEqual({ fullName: 'Pat Fan', email: 'pat@example.com', level: 'gold', member: 'no', sports: ['football'], joined: today, notes: '', source: 'web' });
    expect(posts[0]!.website).toBe('');
    expect(posts[0]!.idempotencyKey).toMatch(/.{16,}/);
  });

  it('keeps what was typed and the key when the send fails, and shows the server field messages', async () => {
    const user = userEvent.setup();
    const answers: SubmissionResult[] = [
      { kind: 'failed', message: 'Your answers could not be sent.' },
      { kind: 'invalid', message: FORM_INCOMPLETE_MESSAGES[0], fieldErrors: { fullName: ['That name is taken.'] } },
      { kind: 'stored', submissionId: '9' },
    ];
    const posts = renderPage(formData({ ...RAW_FORM, fields: RAW_FORM.fields.filter((entry) => ['fullName', 'notes'].includes(entry.name)) }), () => answers.shift()!);
    const name = await screen.findByRole('textbox', { name: /Full name/ });
    await user.type(name, 'Pat Fan');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your answers could not be sent.')).toBeInTheDocument();
    expect(name).toHaveValue('Pat Fan');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('That name is taken.');
    await waitFor(() => expect(name).toHaveFocus());
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: FORM_THANK_YOU })).toBeInTheDocument();
    expect(posts[2]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });
});
