import './prosemirror-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeNewsletters, newsletterOf, renderNewsletters } from './newsletters-kit';

const WAIT = { timeout: 6_000 };

/** Writes into the introduction through the editor ProseMirror keeps on its element (jsdom has no text input for contenteditable). */
async function writeIntro(text: string) {
  const intro = (await screen.findByRole('textbox', { name: 'Introduction' })) as HTMLElement & { editor?: Editor };
  if (!intro.editor) throw new Error('The introduction editor is not ready.');
  act(() => void intro.editor?.chain().focus('end').insertContent(text).run());
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

const chosen = () => within(screen.getByRole('list', { name: 'Stories in the newsletter' }));

describe('composing a newsletter in the studio', () => {
  it('picks two published stories, orders them with the keyboard, ticks a sport, saves (POST, then PUT with the version) and sends a test', async () => {
    const user = userEvent.setup();
    const fake = fakeNewsletters();
    const { router } = renderNewsletters(fake, '/studio/newsletters/new');
    await user.type(await screen.findByLabelText('Subject (required)'), 'Week 12 from the Owls');
    await writeIntro('A big week.');

    // Find published stories by headline; add two.
    const found = await screen.findByRole('list', { name: 'Published stories found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByLabelText('Find published stories by headline'), 'owls{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Published stories found' })).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add Owls win the conference final' }));
    await user.clear(screen.getByLabelText('Find published stories by headline'));
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Add Keeper named player of the week' }));
    expect(screen.getByRole('button', { name: 'Added Owls win the conference final' })).toBeDisabled();
    expect(chosen().getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['1. Owls win the conference final', '2. Keeper named player of the week']);

    // Move the second up by keyboard: the focus stays with the moved story.
    screen.getByRole('button', { name: 'Move up Keeper named player of the week' }).focus();
    await user.keyboard('{Enter}');
    expect(chosen().getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(['1. Keeper named player of the week', '2. Owls win the conference final']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Keeper named player of the week' }));

    // None ticked: everyone; one ticked: its fans.
    expect(screen.getByText('Everyone: every confirmed fan (no sport ticked).')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Football' }));
    expect(screen.getByText('Fans of Football.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/newsletters/41'), WAIT);
    expect(fake.saves[0]).toEqual({ id: null, version: null, draft: { subject: 'Week 12 from the Owls', introHtml: '<p>A big week.</p>', storyIds: [102, 101], sportIds: [3] } });
    await screen.findByText(/^Saved at/);

    // An editor may test but not send.
    expect(screen.getByRole('button', { name: 'Send now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send now' })).toHaveAccessibleDescription('Only an administrator can send. Save it and ask one to send it.');
    await user.click(screen.getByRole('button', { name: 'Send me a test' }));
    await screen.findByText(/A test is on its way to dana@example.edu/);
    expect(fake.tests).toEqual([41]);

    // A change, then a test: saved first (PUT over version 1), then the test.
    await user.clear(screen.getByLabelText('Subject (required)'));
    await user.type(screen.getByLabelText('Subject (required)'), 'Week 12');
    expect(screen.getByText('Changes not saved yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send me a test' }));
    await waitFor(() => expect(fake.tests).toEqual([41, 41]));
    expect(fake.saves[1]).toMatchObject({ id: 41, version: 1, draft: { subject: 'Week 12' } });
  });

  it('shows the server’s field messages by their fields', async () => {
    const user = userEvent.setup();
    const fake = fakeNewsletters();
    fake.answer.save = [{ kind: 'invalid', message: 'Some fields need attention.', fields: { subject: 'Enter a subject line.', storyIds: 'Pick at least one published story, or write an introduction.' } }];
    renderNewsletters(fake, '/studio/newsletters/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields need attention.');
    expect(screen.getByLabelText('Subject (required)')).toHaveAccessibleDescription('Enter a subject line.');
    expect(screen.getByRole('group', { name: 'Stories' })).toHaveAccessibleDescription('Pick at least one published story, or write an introduction.');
  });

  it('on a 412 says who saved in between, loads their version and keeps what was composed beside it', async () => {
    const user = userEvent.setup();
    const fake = fakeNewsletters();
    fake.store.set(7, newsletterOf(7, { version: 2 }));
    fake.answer.save = [{ kind: 'conflict', message: 'Someone else changed this while you were editing.', current: { version: 3, updatedAt: '2026-11-20T16:30:00Z', updatedBy: { id: 2, name: 'Sam Writer' } } }];
    renderNewsletters(fake, '/studio/newsletters/7');
    const subject = await screen.findByLabelText('Subject (required)');
    await user.clear(subject);
    await user.type(subject, 'Mine');
    fake.store.set(7, newsletterOf(7, { version: 3, subject: 'Theirs' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = (await screen.findByText('Someone else changed this while you were editing.')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(/Sam Writer saved version 3/)).toBeTruthy();
    expect(fake.saves[0]).toMatchObject({ id: 7, version: 2 });
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect((screen.getByLabelText('Subject (required)') as HTMLInputElement).value).toBe('Theirs'));
    expect((screen.getByLabelText('Your subject') as HTMLInputElement).value).toBe('Mine');
    await user.click(screen.getByRole('button', { name: 'Use mine instead' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.saves[1]).toMatchObject({ id: 7, version: 3, draft: { subject: 'Mine' } }));
  });
});
