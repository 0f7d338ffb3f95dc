import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { and, eq, ne } from 'drizzle-orm';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiStudioRepository } from '../../../adapters/api/studio/api-studio-repository';
import { studioServices } from '../../../composition/families/studio-pages';
import { createStaffAccount } from '../../../server/auth/staff-accounts';
import { tenants } from '../../../server/store/tables/foundation';
import { staffAccounts } from '../../../server/store/tables/staff';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import StaffPage from '../../../ui/studio/staff/staff-page';
import { MemoryStorage } from '../../support/memory-storage';
import { testNow } from '../../support/test-clock';
import { browserSession } from '../support/browser-session';
import { startSeededApp, type SeededApp } from '../support/seeded-app';
import { unusedPart } from './studio-harness';

const SCHOOL = 'ridgemont';
const WAIT = { timeout: 10_000 };

describe('the studio staff screen on the real seeded server', () => {
  let app: SeededApp;
  let tenantId: number;

  beforeAll(async () => {
    app = await startSeededApp();
    const [tenant] = await app.store.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, SCHOOL));
    tenantId = tenant!.id;
  });
  afterAll(async () => app?.close());

  /** A staff member of the school, signed in through the real login (the session cookie kept by their fetch). */
  async function signedIn(role: 'admin' | 'editor', name: string) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@${SCHOOL}.example.edu`;
    const password = `${name} has a long password`;
    const row = await createStaffAccount(app.store.database.db, tenantId, { email, password, role, displayName: name });
    const session = browserSession();
    const login = await session.fetch(`${app.apiBase}/Auth/login`, { method: 'POST', headers: { tenant: SCHOOL, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    expect(login.status).toBe(200);
    return { id: row.id, email, name, role, fetch: session.fetch };
  }

  function renderStaff(member: { email: string; name: string; role: 'admin' | 'editor'; fetch: typeof fetch }) {
    const repository = new ApiStudioRepository({ apiBase: app.apiBase, tenant: SCHOOL, fetch: member.fetch });
    const services = studioServices({ repository, schedule: unusedPart('schedule'), rosters: unusedPart('rosters') }, new MemoryStorage(), SCHOOL, { now: testNow });
    const router = createMemoryRouter(
      [
        {
          path: '/studio/staff',
          loader: () => ({ staff: { email: member.email, displayName: member.name, role: member.role } }),
          element: (
            <StudioFrame services={services}>
              <StaffPage />
            </StudioFrame>
          ),
        },
      ],
      { initialEntries: ['/studio/staff'] },
    );
    return render(<RouterProvider router={router} />);
  }

  /** axe on what jsdom can judge (no layout, so no colour contrast: the browser tests check that). */
  async function violations(container: HTMLElement) {
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  const accountList = () => screen.findByRole('table', { name: 'Staff accounts' }, WAIT);
  const itemOf = async (name: string) => (await within(await accountList()).findByText(name, { selector: 'strong' }, WAIT)).closest('tr')!;

  it('tells an editor who opens it that only administrators manage staff, and the server refuses them too', async () => {
    const editor = await signedIn('editor', 'Erin Editor');
    const view = renderStaff(editor);
    expect(await screen.findByRole('alert', undefined, WAIT)).toHaveTextContent('Only administrators manage staff accounts.');
    expect(screen.queryByRole('button', { name: 'Add an account' })).toBeNull();
    view.unmount();
    // The screen is not the guard: the same editor's repository is refused by the server in its words.
    await expect(new ApiStudioRepository({ apiBase: app.apiBase, tenant: SCHOOL, fetch: editor.fetch }).staffAccounts()).rejects.toThrow('Only an administrator of the site can do this.');
  });

  it("lists the school's accounts and adds one, with the browser's and the server's messages on their fields", async () => {
    const admin = await signedIn('admin', 'Ada Admin');
    const view = renderStaff(admin);
    const mine = await itemOf('Ada Admin');
    expect(mine).toHaveTextContent('Ada Admin (you)');
    expect(mine).toHaveTextContent(admin.email);
    expect(mine).toHaveTextContent('Administrator');
    expect(within(mine).queryByRole('button', { name: /Remove/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    const form = screen.getByRole('form', { name: 'Add an account' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'Erin.Editor@ridgemont.example.edu');
    await userEvent.type(within(form).getByLabelText('Name'), 'Erin Again');
    await userEvent.type(within(form).getByLabelText('Password'), 'too short');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(/The password needs at least 12 characters\./);

    await userEvent.type(within(form).getByLabelText('Password'), ' but now long enough');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    // The address is taken (the editor of the test above): only the server knows.
    await waitFor(() => expect(within(form).getByLabelText('Email address')).toHaveAccessibleDescription('Someone on the staff already has this email address.'), WAIT);
    expect(await violations(view.container)).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Email address'));
    await userEvent.type(within(form).getByLabelText('Email address'), 'nia.new@ridgemont.example.edu');
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'Nia New');
    // Ctrl+S saves the form being typed in, as its button does.
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Added Nia New.', undefined, WAIT)).toBeInTheDocument();
    expect(await itemOf('Nia New')).toHaveTextContent('nia.new@ridgemont.example.edu');

    // Esc in an open form cancels it, as its Cancel button does.
    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    await userEvent.type(within(screen.getByRole('form', { name: 'Add an account' })).getByLabelText('Name'), 'Not Kept');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Add an account' })).toBeNull();
    view.unmount();
  });

  it('keeps Add account focused and busy while the server answers, and a second press sends nothing more', async () => {
    const admin = await signedIn('admin', 'Hal Holder');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const posts: string[] = [];
    const holdingFetch: typeof fetch = async (input, init) => {
      if (init?.method === 'POST') {
        posts.push(String(input));
        await held;
      }
      return admin.fetch(input, init);
    };
    const view = renderStaff({ ...admin, fetch: holdingFetch });
    await accountList();
    await userEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    const form = screen.getByRole('form', { name: 'Add an account' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'held.back@ridgemont.example.edu');
    await userEvent.type(within(form).getByLabelText('Name'), 'Held Back');
    await userEvent.type(within(form).getByLabelText('Password'), 'a password long enough');
    const save = within(form).getByRole('button', { name: 'Add account' });
    await userEvent.click(save);
    await waitFor(() => expect(posts).toHaveLength(1), WAIT);
    expect(save).toHaveFocus();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(save);
    await userEvent.keyboard('{Enter}');
    answer();
    expect(await screen.findByText('Added Held Back.', undefined, WAIT)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    view.unmount();
  });

  it('changes an account, says who changed it first on a stale version, and removes one after asking', async () => {
    const admin = await signedIn('admin', 'Bo Boss');
    const other = await signedIn('admin', 'Cy Colleague');
    const target = await signedIn('editor', 'Tia Target');
    renderStaff(admin);

    await userEvent.click(within(await itemOf('Tia Target')).getByRole('button', { name: 'Change Tia Target' }));
    const form = screen.getByRole('form', { name: 'Change Tia Target' });
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'Tia Writer');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved the changes to Tia Writer.', undefined, WAIT)).toBeInTheDocument();
    expect(await itemOf('Tia Writer')).toHaveTextContent('Administrator');

    // Open the form at version 2; another administrator saves version 3 meanwhile.
    await userEvent.click(within(await itemOf('Tia Writer')).getByRole('button', { name: 'Change Tia Writer' }));
    const colleague = new ApiStudioRepository({ apiBase: app.apiBase, tenant: SCHOOL, fetch: other.fetch });
    expect((await colleague.changeStaffAccount(target.id, 2, { role: 'editor' })).kind).toBe('done');
    const stale = screen.getByRole('form', { name: 'Change Tia Writer' });
    await userEvent.type(within(stale).getByLabelText('New password'), 'a brand new long password');
    await userEvent.click(within(stale).getByRole('button', { name: 'Save changes' }));
    const conflict = await within(stale).findByRole('alert', undefined, WAIT);
    expect(conflict).toHaveTextContent('Someone else changed this while you were editing.');
    expect(conflict).toHaveTextContent(/Cy Colleague saved version 3/);
    await userEvent.click(within(conflict).getByRole('button', { name: 'Reload the accounts' }));
    await waitFor(async () => expect(await itemOf('Tia Writer')).toHaveTextContent('Editor'), WAIT);

    await userEvent.click(within(await itemOf('Tia Writer')).getByRole('button', { name: 'Remove Tia Writer' }));
    const confirm = screen.getByRole('button', { name: 'Yes, remove Tia Writer' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    expect(await screen.findByText('Removed Tia Writer.', undefined, WAIT)).toBeInTheDocument();
    await waitFor(async () => expect(within(await accountList()).queryByText('Tia Writer', { selector: 'strong' })).toBeNull(), WAIT);
  });

  it("shows the server's refusal to leave the school without an administrator", async () => {
    const admin = await signedIn('admin', 'Lee Last');
    // Every other administrator of the school leaves, through the database the test owns.
    await app.store.database.db.update(staffAccounts).set({ role: 'editor' }).where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.role, 'admin'), ne(staffAccounts.id, admin.id)));
    renderStaff(admin);
    await userEvent.click(within(await itemOf('Lee Last')).getByRole('button', { name: 'Change Lee Last' }));
    const form = screen.getByRole('form', { name: 'Change Lee Last' });
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'editor');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(form).getByLabelText('Role')).toHaveAccessibleDescription('The site needs at least one administrator.'), WAIT);
  });
});
