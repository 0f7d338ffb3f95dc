import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_NOT_AVAILABLE_TITLE } from '../../../core/info/form-page';
import { FORM_INCOMPLETE_MESSAGE } from '../../../core/info/simple-form';
import { SUBSCRIBE_NOT_SENT_MESSAGE, subscribeSentMessage } from '../../../core/info/subscribe-form';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { browserSession } from '../support/browser-session';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

// The first render of a page compiles its lazy chunk: slow on a busy machine.
const FIRST = { timeout: 20_000 };

describe('the info pages on the real seeded server', () => {
  let app: SeededApp;
  beforeAll(async () => {
    app = await startSeededApp();
  });
  afterAll(async () => app?.close());

  it('shows the ticket office, season tickets, the next events and each sport', async () => {
    const experience = await app.api<{ globalTicketExperienceConfig: { contact: { phone: string; email: string } }; sports: Array<{ sportId: number; sportTitle: string }> }>('/TicketingExperience', 'coastalbay');
    const events = await app.api<Array<{ title: string; sportId: number }>>('/Ticketing/next-events', 'coastalbay');
    const ticketing = await app.api<{ miscEvents: Array<{ deposit_title: string; active: boolean }> }>('/Ticketing', 'coastalbay');
    app.renderAt('/tickets', 'coastalbay');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tickets' }, FIRST)).toBeInTheDocument();
    const office = screen.getByRole('region', { name: 'Ticket office' });
    expect(within(office).getByRole('link', { name: experience.globalTicketExperienceConfig.contact.email })).toHaveAttribute('href', `mailto:${experience.globalTicketExperienceConfig.contact.email}`);
    expect(within(office).getByRole('link', { name: experience.globalTicketExperienceConfig.contact.phone }).getAttribute('href')).toMatch(/^tel:\d+$/);
    const table = screen.getByRole('table', { name: 'The next ticketed home events' });
    expect(within(table).getAllByRole('row')).toHaveLength(events.length + 1);
    for (const event of events) expect(within(table).getAllByRole('rowheader', { name: event.title }).length).toBe(events.filter((other) => other.title === event.title).length);
    for (const item of ticketing.miscEvents.filter((entry) => entry.active)) expect(screen.getAllByText(item.deposit_title).length).toBeGreaterThan(0);
    const bySport = within(screen.getByRole('region', { name: 'Tickets by sport' }));
    for (const sport of experience.sports) expect(bySport.getByRole('heading', { level: 3, name: sport.sportTitle })).toBeInTheDocument();
    // Each sport's own next events (Ticketing/next-events?sportId=).
    const withEvents = experience.sports.find((sport) => events.some((event) => event.sportId === sport.sportId))!;
    const own = await app.api<Array<{ title: string }>>(`/Ticketing/next-events?sportId=${withEvents.sportId}`, 'coastalbay');
    const sportTable = bySport.getByRole('table', { name: `Next ${withEvents.sportTitle} events with tickets` });
    expect(within(sportTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(own.slice(0, 3).map((event) => event.title));
    // Header links into the page land on real sections.
    expect(document.getElementById('season-tickets')).not.toBeNull();
    expect(document.getElementById('groups')).not.toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Tickets - /));
  });

  it('lists the school and team social accounts with a named link per profile', async () => {
    const wire = await app.api<{ accounts: Array<{ name: string; users: Array<{ name: string; instagram: { username: string | null; url: string | null } }> }> }>('/SocialAccounts');
    app.renderAt('/social-accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Social Media' }, FIRST)).toBeInTheDocument();
    for (const group of wire.accounts) expect(screen.getByRole('heading', { level: 2, name: group.name })).toBeInTheDocument();
    const official = wire.accounts[0]!.users[0]!;
    const link = screen.getByRole('link', { name: `${official.name} on Instagram (@${official.instagram.username}) (opens in a new tab)` });
    expect(link).toHaveAttribute('href', official.instagram.url);
    expect(link.querySelector('svg[data-channel="instagram"]')).not.toBeNull();
  });

  it("shows the settings' sponsor and partner logos on the partners page", async () => {
    const settings = await app.api<{ sponsorLogo: { title: string; url: string }; partnerLogo: { title: string } }>('/common/settings');
    app.renderAt('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partners' }, FIRST)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: new RegExp(`^${settings.sponsorLogo.title}`) })).toHaveAttribute('href', settings.sponsorLogo.url);
    expect(main.getByRole('heading', { level: 2, name: new RegExp(`^${settings.partnerLogo.title}`) })).toBeInTheDocument();
  });

  it('checks the sign-up email after blur, then signs up on the real server and says so', async () => {
    const user = userEvent.setup();
    app.renderAt('/subscribe');
    const email = await screen.findByRole('textbox', { name: /Email address/ }, FIRST);
    await user.type(email, 'fan@');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(FORM_INCOMPLETE_MESSAGE)).toBeInTheDocument();
    expect(email).toHaveFocus();

    await user.type(email, 'example.edu');
    // Each sport twice: its news, and its final scores (issue 46).
    await user.click(screen.getByRole('checkbox', { name: 'Baseball news' }));
    await user.click(screen.getByRole('checkbox', { name: 'Baseball final scores' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(subscribeSentMessage('fan@example.edu'), {}, FIRST)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(screen.queryByText(SUBSCRIBE_NOT_SENT_MESSAGE)).toBeNull();
  });

  it('signs up again for other sports: the same answer, the choice replaced', async () => {
    const user = userEvent.setup();
    app.renderAt('/subscribe', 'coastalbay');
    const email = await screen.findByRole('textbox', { name: /Email address/ }, FIRST);
    await user.type(email, 'Fan@Example.edu');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const sent = subscribeSentMessage('Fan@Example.edu');
    expect(await screen.findByText(sent, {}, FIRST)).toHaveAttribute('role', 'status');
    // Editing leaves the sent message behind; a second sign-up is confirmed the same way.
    await user.click(screen.getAllByRole('checkbox')[1]!);
    expect(screen.queryByText(sent)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(sent, {}, FIRST)).toHaveAttribute('role', 'status');
  });

  it('validates the staff sign-in form, refuses a wrong password with the server\'s words, and signs the seeded member in and out', async () => {
    const user = userEvent.setup();
    const session = browserSession();
    const staff = demoStaffOf(DEMO_SCHOOLS[0]!);
    app.renderAt('/login', 'ridgemont', { fetch: session.fetch });
    const submit = await screen.findByRole('button', { name: 'Sign in' }, FIRST);
    await user.click(submit);
    expect(await screen.findByText('Email address is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), staff.email);
    await user.type(screen.getByLabelText(/Password/), 'not the password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not correct.');
    expect(session.cookies.has('staff_session')).toBe(false);

    await user.clear(screen.getByLabelText(/Password/));
    await user.type(screen.getByLabelText(/Password/), staff.password);
    await user.click(submit);
    expect(await screen.findByText(staff.displayName, {}, FIRST)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Signed in' })).getByRole('status')).toHaveTextContent(`Signed in as ${staff.displayName} (${staff.email}).`);
    expect(session.cookies.has('staff_session')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, FIRST)).toBeInTheDocument();
    expect(session.cookies.has('staff_session')).toBe(false);
  });

  it.each(['/hidden/news/2026/11/01/some-story', '/hidden/sports/football/roster', '/hidden/splash/3?preview=1'])('leads %s to the sign-in page when nobody is signed in', async (path) => {
    const view = app.renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign-in' }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(view.router.state.location.search).get('redirect')).toBe(path);
    expect(screen.getByText(path)).toBeInTheDocument();
  });

  it('says a form that does not exist is not available, and confirms an unsubscribe', async () => {
    // The seed has a handful of forms per school; form 42 is none of them.
    const view = app.renderAt('/form/42');
    expect(await screen.findByRole('heading', { level: 1, name: FORM_NOT_AVAILABLE_TITLE }, FIRST)).toBeInTheDocument();
    view.unmount();
    const unsubscribed = app.renderAt('/unsubscribed');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe');
    unsubscribed.unmount();
    // Where GET /unsubscribe sends a link that names no subscription (used already, or cut short).
    app.renderAt('/unsubscribed?link=unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'This unsubscribe link is not current' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByText('You have been unsubscribed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the sign-up form' })).toHaveAttribute('href', '/subscribe');
  });
});
