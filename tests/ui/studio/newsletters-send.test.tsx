import './prosemirror-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeNewsletters, newsletterOf, renderNewsletters } from './newsletters-kit';

const WAIT = { timeout: 6_000 };

/** axe-core's structural rules in jsdom (colour contrast and layout need a real browser: the e2e suite checks those). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('previewing and sending a newsletter', () => {
  it('previews the HTML in a sandboxed frame and the plain text, then an administrator sends it to the number the confirmation names', async () => {
    const user = userEvent.setup();
    const fake = fakeNewsletters();
    fake.store.set(7, newsletterOf(7, { version: 2, subject: 'Week 12' }));
    renderNewsletters(fake, '/studio/newsletters/7', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    await screen.findByText('Goes to 1,234 confirmed fans.');
    const frame = screen.getByTitle('The newsletter as HTML') as HTMLIFrameElement;
    // No scripts and no same origin: sandbox="" with nothing allowed.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Week 12</h1>');
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(screen.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('pre')?.textContent).toContain('Unsubscribe:');
    expect(screen.queryByTitle('The newsletter as HTML')).toBeNull();
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const confirm = await screen.findByRole('group', { name: 'Send it now?' });
    expect(confirm).toHaveTextContent('Send “Week 12” to 1,234 confirmed fans now?');
    expect(fake.sends).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, send to 1,234 confirmed fans' }));
    // Sent: read-only, with how its delivery goes.
    await screen.findByRole('heading', { level: 1, name: 'Week 12' }, WAIT);
    expect(fake.sends).toEqual([{ id: 7, version: 2, sendAt: null }]);
    expect(screen.getByText(/to 1,234 fans: 0 sent · 1,234 queued\./)).toBeTruthy();
    expect(screen.queryByLabelText('Subject (required)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });

  it('schedules at a time typed in the datetime field (with If-Match), then unschedules', async () => {
    const user = userEvent.setup();
    const fake = fakeNewsletters();
    fake.store.set(8, newsletterOf(8, { version: 4 }));
    renderNewsletters(fake, '/studio/newsletters/8', 'admin');
    const when = (await screen.findByLabelText('Send at (your time)')) as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(when).toHaveAccessibleDescription('Choose a time in the future.');
    await user.type(when, '2026-11-27T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(fake.sends).toHaveLength(1));
    expect(fake.sends[0]).toEqual({ id: 8, version: 4, sendAt: new Date('2026-11-27T09:30').toISOString() });
    // Said once as it happened, and shown beside Unschedule while it stays scheduled.
    const unschedule = await screen.findByRole('button', { name: 'Unschedule' });
    expect(unschedule.parentElement).toHaveTextContent('Scheduled for Nov 27, 09:30.');
    await user.click(unschedule);
    await screen.findByText('Unscheduled: it is a draft again.');
    expect(fake.store.get(8)).toMatchObject({ status: 'draft', version: 6 });
  });

  it('lists newsletters with their delivery counts and the sent mail with its .eml files, with no axe violations', async () => {
    const fake = fakeNewsletters();
    fake.store.set(3, newsletterOf(3, { status: 'sent', subject: 'October recap', sentAt: '2026-10-31T15:00:00Z', delivery: { recipients: 9831, queued: 3, sent: 9812, failed: 2, unsubscribesSince: 14 } }));
    fake.store.set(4, newsletterOf(4, { status: 'scheduled', subject: 'Senior day', sendAt: '2026-11-27T14:00:00Z' }));
    fake.setOutbox([
      { id: 90, kind: 'newsletter', channel: 'mail', recipient: 'a.very.long.address.of.a.loyal.fan.who.follows.everything@example-university-alumni.edu', subject: 'October recap', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-10-31T15:01:00Z', emlUrl: '/api/studio/outbox/90.eml' },
      { id: 91, kind: 'newsletter', channel: 'mail', recipient: 'b@example.edu', subject: 'October recap', status: 'failed', attempts: 3, lastError: 'Mailbox unavailable', sentAt: null, emlUrl: null },
    ]);
    renderNewsletters(fake, '/studio/newsletters');
    const list = await screen.findByRole('list', { name: 'All newsletters' });
    expect(within(list).getByRole('link', { name: 'October recap' })).toHaveAttribute('href', '/studio/newsletters/3');
    expect(within(list).getByText('9,812 sent · 3 queued · 2 failed · 14 unsubscribed since')).toBeTruthy();
    expect(within(list).getByText(/^Scheduled · Scheduled for Nov 27/)).toBeTruthy();
    const outbox = await screen.findByRole('list', { name: 'Sent mail' });
    expect(within(outbox).getByRole('link', { name: /^Open the .eml file of “October recap” to a\.very\.long/ })).toHaveAttribute('href', '/api/studio/outbox/90.eml');
    expect(within(outbox).getByText('Mailbox unavailable')).toBeTruthy();
    expect(within(outbox).getByText(/Failed · 3 attempts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Newsletters' })).toHaveAttribute('aria-current', 'page');
    expect(await violations()).toEqual([]);
  });
});
