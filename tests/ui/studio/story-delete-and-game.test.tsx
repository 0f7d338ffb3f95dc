import './prosemirror-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeStudio, renderEditor, storyOf } from './studio-harness';

const SAVE = { timeout: 6_000 };

describe('the story editor: delete and related game', () => {
  it('deletes the story after asking, then shows the story list saying so', async () => {
    const fake = fakeStudio();
    fake.stories.set(7, storyOf(7, 3, 'Old news'));
    const { router } = renderEditor(fake, '/studio/stories/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete story' }));
    const ask = screen.getByRole('group', { name: 'Delete this story?' });
    expect(ask).toHaveTextContent('Delete “Old news” for good?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(fake.deletes).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/stories'));
    expect(await screen.findByText('Deleted “Old news”.')).toBeInTheDocument();
    expect(fake.deletes).toEqual([{ id: 7, version: 3 }]);
  });

  it('on a 412 deletes nothing, says who saved, and loads their version before asking again', async () => {
    const fake = fakeStudio();
    fake.stories.set(7, storyOf(7, 3, 'Old news'));
    fake.deleteAnswer = () => ({ kind: 'conflict', message: 'Someone else changed this while you were editing.', current: { version: 4, updatedAt: '2026-11-20T16:58:00Z', updatedBy: { id: 3, name: 'Sam Writer' } } });
    const { router } = renderEditor(fake, '/studio/stories/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the story' }));
    const alert = (await screen.findByText('Someone else changed this while you were editing.')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent(/Sam Writer saved version 4.*Nothing was deleted/);
    expect(router.state.location.pathname).toBe('/studio/stories/7');

    fake.stories.set(7, storyOf(7, 4, 'Newer news'));
    fake.deleteAnswer = undefined;
    await userEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Headline (required)')).toHaveValue('Newer news'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete the story' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/stories'));
    expect(fake.deletes).toEqual([
      { id: 7, version: 3 },
      { id: 7, version: 4 },
    ]);
  });

  it("picks the related game from the story's sport's games, by season, date and opponent", async () => {
    const fake = fakeStudio();
    fake.stories.set(7, storyOf(7, 1, 'Preview'));
    fake.games.set(3, [
      { id: 901, date: '2026-11-14T18:00:00Z', opponent: 'Lakeview Lions', location: 'home', season: '2026' },
      { id: 902, date: '2026-11-07T18:00:00Z', opponent: 'Harbor Tech', location: 'away', season: '2026' },
      { id: 850, date: '2025-11-08T18:00:00Z', opponent: 'Pine Ridge', location: 'neutral', season: '2025' },
    ]);
    renderEditor(fake, '/studio/stories/7');
    const game = await screen.findByLabelText('Related game');
    expect(game).toHaveAccessibleDescription('Choose the sport first: its games are listed here.');
    expect(within(game).getAllByRole('option').map((option) => option.textContent)).toEqual(['None']);

    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'Football');
    await waitFor(() => expect(within(game).getAllByRole('option')).toHaveLength(4));
    expect(within(game).getByRole('group', { name: '2025' })).toHaveTextContent('Nov 8, 2025 — vs. Pine Ridge (neutral site)');
    expect(within(game).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Nov 14, 2026 — vs. Lakeview Lions', 'Nov 7, 2026 — at Harbor Tech', 'Nov 8, 2025 — vs. Pine Ridge (neutral site)']);
    await userEvent.selectOptions(game, 'Nov 7, 2026 — at Harbor Tech');
    await waitFor(() => expect(fake.updateDrafts.at(-1)).toMatchObject({ sportId: 3, gameId: 902 }), SAVE);
  });

  it("shows the server's message when it refuses the game", async () => {
    const fake = fakeStudio();
    fake.stories.set(7, { ...storyOf(7, 1, 'Preview'), draft: { ...storyOf(7, 1, 'Preview').draft, sportId: 3 } });
    fake.games.set(3, [{ id: 901, date: '2026-11-14T18:00:00Z', opponent: 'Lakeview Lions', location: 'home', season: '2026' }]);
    fake.answer.update = () => ({ kind: 'invalid', message: 'Some fields need attention.', fields: { gameId: 'Choose a game from the schedule.' } });
    renderEditor(fake, '/studio/stories/7');
    const game = await screen.findByLabelText('Related game');
    await waitFor(() => expect(within(game).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(game, 'Nov 14, 2026 — vs. Lakeview Lions');
    await waitFor(() => expect(screen.getByLabelText('Related game')).toHaveAccessibleDescription(expect.stringContaining('Choose a game from the schedule.')), SAVE);
  });
});
