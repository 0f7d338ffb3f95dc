import './prosemirror-dom';
import { act, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { draftBackupKey } from '../../../core/studio/stories/draft-backup';
import { MemoryStorage } from '../../support/memory-storage';
import { fakeStudio, renderEditor, storyOf } from './studio-harness';

const SAVE = { timeout: 6_000 };

/** Writes into the body as typing would: through the editor ProseMirror keeps on its element (jsdom has no text input for contenteditable). */
async function writeBody(text: string) {
  const body = (await screen.findByRole('textbox', { name: 'Body' })) as HTMLElement & { editor?: Editor };
  if (!body.editor) throw new Error('The body editor is not ready.');
  act(() => void body.editor?.chain().focus('end').insertContent(text).run());
  // tiptap focuses the editor a frame later (requestAnimationFrame): let that land here, or it takes the focus back
  // from the next field the test types in, and those keys go into the body.
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

describe('the story editor', () => {
  it('saves once typing pauses: POST first, then its own URL, then PUT with the version', async () => {
    const fake = fakeStudio();
    const { router } = renderEditor(fake, '/studio/stories/new');
    const headline = await screen.findByLabelText('Headline (required)');
    expect(screen.getByRole('status')).toHaveTextContent('Not saved yet');
    await writeBody('Body text');
    await userEvent.type(headline, 'Hello');
    expect(screen.getByText('Changes not saved yet')).toBeInTheDocument();
    expect(fake.creates).toHaveLength(0);
    await screen.findByText(/^Saved at \d\d:\d\d$/, undefined, SAVE);
    // Five key presses, one request.
    expect(fake.creates).toEqual([expect.objectContaining({ title: 'Hello', body: '<p>Body text</p>' })]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio/stories/41'));
    // The same editor goes on: what was typed is still there.
    expect(screen.getByLabelText('Headline (required)')).toHaveValue('Hello');
    await userEvent.type(screen.getByLabelText('Headline (required)'), ' world');
    await waitFor(() => expect(fake.updates).toEqual([{ id: 41, version: 1, title: 'Hello world' }]), SAVE);
  });

  it('keeps what it could not send on the device, and offers it back next time', async () => {
    const fake = fakeStudio();
    fake.answer.create = () => ({ kind: 'offline' });
    const storage = new MemoryStorage();
    const first = renderEditor(fake, '/studio/stories/new', storage);
    await writeBody('Kickoff moves to 3 pm.');
    await userEvent.type(await screen.findByLabelText('Headline (required)'), 'Storm delays kickoff');
    await screen.findByText('Not saved: offline, kept on this device', undefined, SAVE);
    expect(storage.getItem(draftBackupKey('ridgemont', null))).toContain('Storm delays kickoff');
    first.unmount();

    renderEditor(fake, '/studio/stories/new', storage);
    await screen.findByText(/^Restore unsaved changes from \d\d:\d\d\?$/);
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Headline (required)')).toHaveValue('Storm delays kickoff');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Kickoff moves to 3 pm.');
  });

  it('on a 412 says who changed the story, keeps the text, and loads the latest beside it', async () => {
    const fake = fakeStudio();
    fake.stories.set(7, storyOf(7, 3, 'Original'));
    fake.answer.update = () => ({
      kind: 'conflict',
      message: 'Someone else changed this while you were editing.',
      current: { version: 4, updatedAt: '2026-11-20T16:58:00Z', updatedBy: { id: 3, name: 'Dana Editor' } },
    });
    const storage = new MemoryStorage();
    renderEditor(fake, '/studio/stories/7', storage);
    const headline = await screen.findByLabelText('Headline (required)');
    expect(headline).toHaveValue('Original');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Mine');
    const alert = await screen.findByText('Someone else changed this while you were editing.', undefined, SAVE);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/Dana Editor saved version 4/);
    expect(headline).toHaveValue('Mine');
    expect(storage.getItem(draftBackupKey('ridgemont', 7))).toContain('Mine');
    expect(fake.updates).toEqual([{ id: 7, version: 3, title: 'Mine' }]);

    fake.stories.set(7, storyOf(7, 4, 'Theirs'));
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Headline (required)')).toHaveValue('Theirs'));
    expect(screen.getByLabelText('Your headline')).toHaveValue('Mine');
  });

  it("checks the rules before sending and shows the server's field messages next to the fields", async () => {
    const fake = fakeStudio();
    renderEditor(fake, '/studio/stories/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save now' }));
    expect(await screen.findByLabelText('Headline (required)')).toHaveAccessibleDescription('Enter a headline.');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveAccessibleDescription('Write the story.');
    expect(fake.creates).toHaveLength(0);
    await writeBody('Words.');

    fake.answer.create = () => ({ kind: 'invalid', message: 'Some fields need attention.', fields: { writer: "Enter the writer's full name." } });
    await userEvent.type(screen.getByLabelText('Headline (required)'), 'Title');
    await userEvent.click(screen.getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(screen.getByLabelText('Writer')).toHaveAccessibleDescription("Enter the writer's full name."));
    expect(screen.getByLabelText('Headline (required)')).not.toHaveAccessibleDescription();
  });
});
