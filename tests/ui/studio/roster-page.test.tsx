import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { studioServices } from '../../../composition/families/studio-pages';
import type { PlayerDraft } from '../../../core/studio/rosters/player-draft';
import type { Roster, RosterPlayer } from '../../../core/studio/rosters/roster';
import type { RosterStudioRepository } from '../../../core/studio/rosters/roster-studio-repository.port';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import RosterPage from '../../../ui/studio/rosters/roster-page';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeStudio, unusedPart } from './studio-harness';

const PLAYER: RosterPlayer = {
  id: 70, version: 2, updatedAt: null, updatedBy: null, rosterId: 5, personId: 9, firstName: 'Quinn', lastName: 'Walker', jersey: '7', position: 'Guard', classYear: 'Junior',
  height: '6-1', weight: 181, hometown: 'Boulder', homeState: 'Colo.', highSchool: null, previousSchool: null, headshotId: null, headshotAlt: 'Quinn smiling', headshot: '/media/q.png', bio: null, captain: false, publicPath: '/sports/x/roster/quinn-walker/70',
};

/** The roster screen over a hand-written roster server: a first change clashes (412), the second wins. */
function fakeRosters() {
  const calls: Array<{ id: number; version: number; draft: PlayerDraft }> = [];
  let player = PLAYER;
  const answers: Array<WriteOutcome<RosterPlayer>> = [
    { kind: 'conflict', message: 'Someone else changed this since you opened it.', current: { version: 3, updatedAt: '2026-11-20T16:00:00Z', updatedBy: { id: 2, name: 'Sam Writer' } } },
  ];
  const roster = (): Roster => ({ id: 5, version: 1, updatedAt: null, updatedBy: null, sportId: 3, sport: 'Football', season: '2026', year: 2026, title: 'Football 2026', note: '', current: true, hidden: false, playerCount: 1, previewPath: null, publicPath: '/sports/x/roster/2026', players: [player], coaches: [] });
  const never = () => Promise.reject(new Error('not used'));
  const repository: RosterStudioRepository = {
    rosters: async () => [roster()],
    roster: async () => roster(),
    createRoster: never, updateRoster: never, addPlayer: never, removePlayer: never, nextSeason: never, publish: never, coaches: never, saveCoach: never, removeCoach: never,
    changePlayer: async (id, version, draft) => {
      calls.push({ id, version, draft });
      const answer = answers.shift();
      if (answer) {
        player = { ...player, version: 3, position: 'Forward' };
        return answer;
      }
      player = { ...player, version: version + 1, lastName: draft.lastName };
      return { kind: 'done', value: player };
    },
  };
  return { repository, calls };
}

describe('the roster screen', () => {
  it('says who changed a player on a 412, keeps what was typed, and saves it over their version', async () => {
    const user = userEvent.setup();
    const rosters = fakeRosters();
    const services = studioServices({ repository: fakeStudio().repository, schedule: unusedPart('schedule'), rosters: rosters.repository }, new MemoryStorage(), 'ridgemont', { now: () => TEST_NOW });
    const router = createMemoryRouter([{ path: '/studio/rosters/:rosterId', loader: () => ({ staff: { email: 'd@x.edu', displayName: 'Dana', role: 'editor' } }), element: <StudioFrame services={services}><RosterPage /></StudioFrame> }], { initialEntries: ['/studio/rosters/5'] });
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('button', { name: 'Change Quinn Walker' }));
    const lastName = screen.getByLabelText('Last name (required)');
    await user.clear(lastName);
    await user.type(lastName, 'Walker-Smith');
    await user.click(screen.getByRole('button', { name: 'Save the player' }));
    const alert = await screen.findByText('Someone else changed this since you opened it.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByText(/Sam Writer saved version 3/)).toBeTruthy();
    expect(rosters.calls[0]).toMatchObject({ id: 70, version: 2 });
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await screen.findByText(/What you typed is still in the form/);
    expect((screen.getByLabelText('Last name (required)') as HTMLInputElement).value).toBe('Walker-Smith');
    await user.click(screen.getByRole('button', { name: 'Save the player' }));
    await screen.findByText('Saved #7 Quinn Walker-Smith.');
    expect(rosters.calls[1]).toMatchObject({ id: 70, version: 3 });
    await waitFor(() => expect(screen.getByRole('list', { name: /Players/ }).textContent).toContain('Walker-Smith'));
  });
});
