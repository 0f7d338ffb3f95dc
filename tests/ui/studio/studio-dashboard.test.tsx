import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { studioServices } from '../../../composition/families/studio-pages';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import StudioDashboard from '../../../ui/studio/shell/studio-dashboard';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeSchedule, gameOf, type FakeSchedule } from './schedule-fakes';
import { fakeStudio, storyOf, TEST_SPORTS, unusedPart } from './studio-harness';
import type { StoryQuery, StudioRepository } from '../../../core/studio/studio-repository.port';
import type { NoticeState } from '../../../core/studio/notices/notice-rules';

const STAFF = { staff: { email: 'dana@example.edu', displayName: 'Dana Editor', role: 'editor' } };

function renderDashboard(fake: FakeSchedule, repository: StudioRepository = fakeStudio().repository) {
  const services = studioServices({ repository, schedule: fake.repository, rosters: unusedPart('rosters') }, new MemoryStorage(), 'ridgemont', { now: () => TEST_NOW });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ sports: TEST_SPORTS }), HydrateFallback: () => null, children: [{ path: '/studio', loader: () => STAFF, element: <StudioFrame services={services}><StudioDashboard /></StudioFrame> }] }],
    { initialEntries: ['/studio'] },
  );
  return render(<RouterProvider router={router} />);
}

const rowOf = async (id: number) => {
  await screen.findByRole('heading', { name: 'Results due' });
  return waitFor(() => {
    const row = document.querySelector<HTMLElement>(`[data-game-id="${id}"]`);
    if (!row) throw new Error(`no row of game ${id}`);
    return row;
  });
};

/** Issue 48: the dashboard's results due, as an SID uses them (by role and label). */
describe('results due on the studio dashboard', () => {
  it('derives W/L/T as the scores are typed and saves over the row’s version; a saved row says so in its live status', async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1, { opponent: 'Lakeview', version: 4 }));
    const { container } = renderDashboard(fake);
    const row = await rowOf(1);
    const our = within(row).getByLabelText('Our score');
    const their = within(row).getByLabelText('Their score');
    await userEvent.type(our, '3');
    await userEvent.type(their, '5');
    expect(row.querySelector('[data-decision]')).toHaveTextContent('L · Loss');
    await userEvent.clear(their);
    await userEvent.type(their, '3');
    expect(row.querySelector('[data-decision]')).toHaveTextContent('T · Tie');
    await userEvent.clear(their);
    await userEvent.type(their, '1');
    expect(row.querySelector('[data-decision]')).toHaveTextContent('W · Win');
    const violations = (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id);
    expect(violations).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: /^Save the result of Basketball vs\. Lakeview, Sat, Sep 5, 18:30$/ }));
    const savedLine = await within(row).findByText(/^Saved: W 3-1\./);
    // The Save button is gone with the form: focus is on the line that replaced it.
    await waitFor(() => expect(savedLine).toHaveFocus());
    expect(within(row).getByRole('status')).toHaveTextContent('Saved: Basketball vs. Lakeview, Sat, Sep 5, 18:30, W 3-1.');
    expect(fake.results).toEqual([{ id: 1, version: 4, result: { decision: 'W', teamScore: '3', opponentScore: '1', postscore: null } }]);
    expect(within(row).queryByLabelText('Our score')).toBeNull();
  });

  it('puts a field’s message by the field, and a 412 as a clear notice with who changed the game', async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1));
    renderDashboard(fake);
    const row = await rowOf(1);
    await userEvent.type(within(row).getByLabelText('Our score'), 'ten');
    await userEvent.click(within(row).getByRole('button', { name: /^Save/ }));
    const our = within(row).getByLabelText('Our score');
    expect(our).toHaveAttribute('aria-invalid', 'true');
    expect(our).toHaveAccessibleDescription('Enter the score as a number.');
    expect(fake.results).toEqual([]);

    fake.answer.result = () => ({ kind: 'conflict', message: 'Someone changed the game since.', current: { version: 9, updatedAt: '2026-11-20T17:00:00Z', updatedBy: { id: 3, name: 'Pat Stats' } } });
    await userEvent.clear(our);
    await userEvent.type(our, '10');
    await userEvent.type(within(row).getByLabelText('Their score'), '7');
    await userEvent.click(within(row).getByRole('button', { name: /^Save/ }));
    const alert = await within(row).findByRole('alert');
    expect(alert).toHaveTextContent('Someone changed the game since.');
    expect(alert).toHaveTextContent('Pat Stats saved version 9');
    expect(within(row).getByRole('status')).toHaveTextContent('Not saved');
  });
});

/** Issue 48: what else needs doing, on the same screen. */
describe('the studio dashboard', () => {
  it('lists the scheduled stories soonest first, the signed-in account’s own drafts, and the notices fans see now with those about to end marked', async () => {
    const asked: StoryQuery[] = [];
    const base = fakeStudio().repository;
    const summary = (id: number, title: string, status: 'draft' | 'scheduled', publishAt: string | null) => ({ ...storyOf(id, 1, title), status, publishAt });
    const hour = 3_600_000;
    const at = (hours: number) => new Date(TEST_NOW + hours * hour).toISOString();
    const notice = (id: number, title: string, state: NoticeState, endDate: string | null) => ({ id, version: 1, title, state, endDate, startDate: null });
    const repository: StudioRepository = {
      ...base,
      stories: async (query) => {
        asked.push(query);
        const items = query.status === 'scheduled' ? [summary(1, 'Signing day preview', 'scheduled', at(20))] : [summary(2, 'Half-written recap', 'draft', null)];
        return { items, total: items.length, page: 1, pageSize: 20, changers: [] };
      },
      // The dashboard reads a notice's title, state and end; the rest of each is left out.
      alerts: async () => [{ ...notice(5, 'Snow: parking moved', 'showing', at(30)), message: '', link: '', enabled: true }],
      splashes: async () => [notice(6, 'Bowl tickets', 'scheduled', at(200)) as never],
      promotions: async () => ({ locations: [], items: [notice(7, 'Season tickets', 'showing', null) as never, notice(8, 'Old camp', 'ended', at(-5)) as never, notice(9, 'Bowl trip', 'showing', at(24 * 10)) as never] }),
    };
    renderDashboard(fakeSchedule(), repository);

    const scheduled = await screen.findByRole('region', { name: 'Scheduled stories' });
    expect(await within(scheduled).findByRole('link', { name: 'Signing day preview' })).toHaveAttribute('href', '/studio/stories/1');
    const drafts = screen.getByRole('region', { name: 'Your drafts' });
    expect(await within(drafts).findByRole('link', { name: 'Half-written recap' })).toBeInTheDocument();
    expect(asked).toContainEqual({ status: 'scheduled', sort: 'publishAt', dir: 'asc' });
    expect(asked).toContainEqual({ status: 'draft', mine: true });

    const notices = screen.getByRole('region', { name: 'Notices on the site now' });
    const lines = await waitFor(() => {
      const items = within(notices).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      return items.map((item) => item.textContent);
    });
    expect(lines[0]).toMatch(/^Alert: Snow: parking moved — until .+ Ending soon$/);
    expect(lines[1]).toMatch(/^Promotion: Bowl trip — until [^—]+$/);
    // A promotion with no end is a standing link: counted, not listed.
    expect(notices).toHaveTextContent('1 promotion shows with no end set. Every promotion');
  });
});
