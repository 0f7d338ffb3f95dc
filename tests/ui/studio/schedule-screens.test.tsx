import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { studioServices } from '../../../composition/families/studio-pages';
import { StudioFrame } from '../../../ui/studio/shell/studio-frame';
import GameEditorPage from '../../../ui/studio/schedule/game-editor-page';
import SchedulePage from '../../../ui/studio/schedule/schedule-page';
import { MemoryStorage } from '../../support/memory-storage';
import { TEST_NOW } from '../../support/test-clock';
import { fakeSchedule, gameOf, type FakeSchedule } from './schedule-fakes';
import { fakeStudio, TEST_SPORTS, unusedPart } from './studio-harness';

const STAFF = { staff: { email: 'dana@example.edu', displayName: 'Dana Editor', role: 'editor' } };

function renderSchedule(fake: FakeSchedule, path: string) {
  const services = studioServices({ repository: fakeStudio().repository, schedule: fake.repository, rosters: unusedPart('rosters') }, new MemoryStorage(), 'ridgemont', { now: () => TEST_NOW });
  const page = (element: React.ReactNode) => ({ loader: () => STAFF, element: <StudioFrame services={services}>{element}</StudioFrame> });
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ sports: TEST_SPORTS }), HydrateFallback: () => null, children: [{ path: '/studio/schedule', ...page(<SchedulePage />) }, { path: '/studio/schedule/:gameId', ...page(<GameEditorPage />) }] }],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

async function violations(container: HTMLElement) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the studio schedule screens', () => {
  it("lists a sport's season with results and statuses, and the editor's link", async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1, { result: { decision: 'W', teamScore: '21', opponentScore: '14', postscore: 'OT' } }));
    fake.games.set(2, gameOf(2, { date: '2026-09-12', location: 'away', status: 'postponed', time: null }));
    const { router, container } = renderSchedule(fake, '/studio/schedule');
    await userEvent.selectOptions(await screen.findByLabelText('Sport'), '3');
    const table = await screen.findByRole('table', { name: 'Games of 2026' });
    const items = within(table).getAllByRole('row').slice(1);
    expect(items[0]).toHaveTextContent(/vs\. Lakeview · conference\s*W 21-14 \(OT\)/);
    expect(items[1]).toHaveTextContent(/TBA\s*at Lakeview · conference\s*Postponed/);
    expect(screen.getByLabelText('Season')).toHaveValue('9');
    expect(router.state.location.search).toBe('?sport=3');
    expect(screen.getByRole('link', { name: 'Add a game' })).toHaveAttribute('href', '/studio/schedule/new?sport=3&season=9');
    await userEvent.click(within(items[0]!).getByRole('link', { name: 'vs. Lakeview · conference' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/schedule/1'));
    expect(await violations(container)).toEqual([]);
  });

  it('names the pasted rows in error, keeps the text, shows what a check understood, then adds them', async () => {
    const fake = fakeSchedule();
    const table = '2026-09-05\tLakeview\thome\t18:30\n2026-02-30, Lakeview, away, 13:00';
    fake.answer.import = (text, dryRun) =>
      text.includes('02-30')
        ? { kind: 'invalid', message: 'Some rows need attention.', fields: { 'rows.2': 'Row 2: Enter the date as YYYY-MM-DD, like 2026-09-05.' } }
        : dryRun
          ? { kind: 'done', value: { created: [], rows: [{ row: 1, date: '2026-09-05', time: '18:30', opponent: 'Lakeview', opponentId: 11, location: 'home' }, { row: 2, date: '2026-09-12', time: null, opponent: 'Lakeview', opponentId: 11, location: 'away' }] } }
          : { kind: 'done', value: { created: [gameOf(5), gameOf(6)], rows: [] } };
    const { container } = renderSchedule(fake, '/studio/schedule?sport=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Paste a schedule' }));
    const box = screen.getByLabelText('Schedule rows');
    await userEvent.click(box);
    await userEvent.paste(table);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added: one row needs attention.');
    expect(alert).toHaveTextContent('Row 2: Enter the date as YYYY-MM-DD');
    expect(box).toHaveValue(table);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain('paste-errors');
    expect(await violations(container)).toEqual([]);

    await userEvent.clear(box);
    await userEvent.paste(table.replace('2026-02-30', '2026-09-12'));
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: '2 rows understood' })).toBeInTheDocument();
    expect(screen.getByText(/Row 2: 2026-09-12 · TBA · at Lakeview/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add the games' }));
    expect(await screen.findByText('Added 2 games.')).toBeInTheDocument();
    expect(fake.imports.map((call) => call.dryRun)).toEqual([true, true, false]);
  });

  it('adds a game: marks the fields in error, picks an opponent by search, and opens the new game', async () => {
    const fake = fakeSchedule();
    const { router, container } = renderSchedule(fake, '/studio/schedule/new?sport=3&season=9');
    await screen.findByRole('heading', { level: 1, name: 'New game' });
    await userEvent.click(screen.getByRole('button', { name: 'Add the game' }));
    expect(await screen.findByText('Check the fields marked below.')).toBeInTheDocument();
    const date = screen.getByLabelText('Date (required)');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Enter the date as YYYY-MM-DD, like 2026-09-05.');
    expect(screen.getByLabelText('Search the opponents')).toHaveAccessibleDescription(/Choose an opponent, or name the event\./);
    expect(await violations(container)).toEqual([]);

    await userEvent.type(date, '2026-10-03');
    await userEvent.type(screen.getByLabelText('Search the opponents'), 'lake');
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Lakeview (Lakeview, Ohio)' }));
    expect(screen.getByText('Lakeview', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add the game' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/schedule/77'));
    expect(fake.saves[0]).toMatchObject({ id: null, version: null, draft: { sportId: 3, seasonId: 9, date: '2026-10-03', opponentId: 11 } });
  });

  it('adds a new opponent from the game form', async () => {
    const fake = fakeSchedule();
    renderSchedule(fake, '/studio/schedule/new?sport=3');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a new opponent' }));
    await userEvent.type(screen.getByLabelText("Opponent's name (required)"), 'Hill Valley');
    await userEvent.type(screen.getByLabelText('Their town'), 'Hill Valley, Calif.');
    await userEvent.click(screen.getByRole('button', { name: 'Add the opponent' }));
    expect(await screen.findByText('Hill Valley', { selector: 'strong' })).toBeInTheDocument();
  });

  it('posts a final score with W from the score over the shown version, and says who saved on a 412', async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1));
    renderSchedule(fake, '/studio/schedule/1');
    await screen.findByRole('heading', { level: 2, name: 'Result' });
    await userEvent.type(screen.getByLabelText('Our score'), '3');
    await userEvent.type(screen.getByLabelText('Lakeview’s score'), '2');
    expect(screen.getByLabelText('Win, loss, tie or placing')).toHaveAccessibleDescription('By the score: Win.');
    await userEvent.type(screen.getByLabelText('After the score'), 'OT');
    await userEvent.click(screen.getByRole('button', { name: 'Post the result' }));
    expect(await screen.findByText('Posted: W 3-2 (OT).')).toBeInTheDocument();
    expect(fake.results).toEqual([{ id: 1, version: 3, result: { decision: 'W', teamScore: '3', opponentScore: '2', postscore: 'OT' } }]);
    expect(screen.getByRole('note')).toHaveTextContent('The studio’s result is final');

    // The details save over the version the result moved it to.
    await userEvent.click(screen.getByRole('button', { name: 'Save the game' }));
    await waitFor(() => expect(fake.saves).toHaveLength(1));
    expect(fake.saves[0]).toMatchObject({ id: 1, version: 4 });

    fake.answer.result = () => ({ kind: 'conflict', message: 'Someone else changed this game.', current: { version: 9, updatedAt: '2026-11-20T17:00:00Z', updatedBy: { id: 3, name: 'Pat Stats' } } });
    await userEvent.selectOptions(screen.getByLabelText('Win, loss, tie or placing'), 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the result' }));
    expect(await screen.findByText('The score does not match W, L or T.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Win, loss, tie or placing'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Correct the result' }));
    const alert = (await screen.findByText('Someone else changed this game.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Pat Stats saved version 9');
  });

  it('posts a meet’s placing (our place in the field), checks the place is in the field, and shows a placing posted before as such', async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1));
    renderSchedule(fake, '/studio/schedule/1');
    await screen.findByRole('heading', { level: 2, name: 'Result' });
    await userEvent.selectOptions(screen.getByLabelText('Win, loss, tie or placing'), 'placing');
    await userEvent.type(screen.getByLabelText('Our place'), '13');
    await userEvent.type(screen.getByLabelText('Teams in the field'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Post the result' }));
    expect(screen.getByLabelText('Our place')).toHaveAccessibleDescription('Enter the place as a number from 1 to the number of teams in the field.');
    expect(fake.results).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Our place'));
    await userEvent.type(screen.getByLabelText('Our place'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Post the result' }));
    expect(await screen.findByText('Posted: Placed 3 of 12.')).toBeInTheDocument();
    expect(fake.results).toEqual([{ id: 1, version: 3, result: { decision: 'placing', teamScore: '3', opponentScore: '12', postscore: null } }]);
  });

  it('while the game is live, says the stat crew’s feed keeps the score and closes the panel', async () => {
    const fake = fakeSchedule();
    fake.games.set(1, gameOf(1, { live: true }));
    const { container } = renderSchedule(fake, '/studio/schedule/1');
    expect(await screen.findByRole('note')).toHaveTextContent('This game is live: the stat crew’s feed keeps its score');
    expect(screen.getByRole('group', { name: 'Final score' })).toBeDisabled();
    expect(screen.getByLabelText('Our score')).toBeDisabled();
    expect(await violations(container)).toEqual([]);
  });
});
