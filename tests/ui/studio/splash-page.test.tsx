import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_SPLASH, type SplashNotice } from '../../../core/studio/notices/splash-notice';
import SplashPage from '../../../ui/studio/notices/splash-page';
import { moment, pickTime, withPhoto } from './notice-test-kit';
import { fakeStudio, renderStudio, type FakeStudio } from './studio-harness';

const show = (fake: FakeStudio) => renderStudio(fake, '/studio/splash', { '/studio/splash': <SplashPage /> });

const splash = (id: number, version: number, title: string): SplashNotice => ({ ...EMPTY_SPLASH, id, version, state: 'showing', title, startDate: moment(-2).iso, html: '<p>Theirs</p>' });

describe('the splash pages screen', () => {
  it('checks the rules before sending, then creates one with a photo, its alt text and the pages it shows before', async () => {
    const fake = fakeStudio();
    withPhoto(fake);
    show(fake);
    expect(await screen.findByText('No splash pages.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New splash page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));
    expect(screen.getByLabelText('Title (required)')).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText('Start (required)')).toHaveAccessibleDescription('Enter when the splash starts.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');

    await userEvent.type(screen.getByLabelText('Title (required)'), 'Homecoming weekend');
    await userEvent.type(screen.getByLabelText('Link'), 'javascript:alert(1)');
    pickTime('Start (required)', 24);
    pickTime('End', 2);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from the library' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use crowd.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Use a web address starting with https:// or a path on this site starting with /.'));
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end must be after the start.');
    expect(screen.getByLabelText('Photo description (alt text, required)')).toHaveAccessibleDescription('Describe the photo for people who cannot see it.');
    expect(fake.notices.saves).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Link'));
    await userEvent.type(screen.getByLabelText('Link'), '/tickets');
    pickTime('End', 72);
    await userEvent.type(screen.getByLabelText('Photo description (alt text, required)'), 'Fans fill the stands');
    await userEvent.type(screen.getByLabelText('Text (HTML)'), '<p>All weekend</p>');
    await userEvent.selectOptions(screen.getByLabelText('Shows before'), 'Football pages');
    await userEvent.click(screen.getByLabelText('Show on the site'));
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));

    expect(await screen.findByText('Saved “Homecoming weekend”.')).toBeInTheDocument();
    expect(fake.notices.saves).toEqual([
      {
        kind: 'splash',
        id: null,
        version: null,
        draft: expect.objectContaining({ title: 'Homecoming weekend', html: '<p>All weekend</p>', link: '/tickets', imageId: 77, imageAlt: 'Fans fill the stands', sportId: 3, hidden: true, startDate: moment(24).iso, endDate: moment(72).iso }),
      },
    ]);
    const item = (await screen.findByRole('cell', { name: 'Homecoming weekend' })).closest('tr')!;
    expect(item).toHaveTextContent(/hidden\s*Before the Football pages, from/i);
  });

  it("shows the server's field messages next to the fields", async () => {
    const fake = fakeStudio();
    show(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'New splash page' }));
    await userEvent.type(screen.getByLabelText('Title (required)'), 'Welcome');
    pickTime('Start (required)', 1);
    fake.notices.next = { kind: 'invalid', message: 'Some fields need attention.', fields: { sportId: 'Choose one of your sports, or none for the home page.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));
    await waitFor(() => expect(screen.getByLabelText('Shows before')).toHaveAccessibleDescription('Choose one of your sports, or none for the home page.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention.');
  });

  it('keeps Save focused and busy while it saves, and a second press sends nothing more', async () => {
    const fake = fakeStudio();
    const save = fake.repository.saveSplash.bind(fake.repository);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fake.repository.saveSplash = async (...args) => (await held, save(...args));
    show(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'New splash page' }));
    await userEvent.type(screen.getByLabelText('Title (required)'), 'Senior day');
    pickTime('Start (required)', 1);
    const saveButton = screen.getByRole('button', { name: 'Save splash page' });
    await userEvent.click(saveButton);
    expect(saveButton).toHaveFocus();
    expect(saveButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(saveButton);
    await userEvent.keyboard('{Enter}');
    answer();
    expect(await screen.findByText('Saved “Senior day”.')).toBeInTheDocument();
    expect(fake.notices.saves).toHaveLength(1);
  });

  it('edits with the version it read; on a 412 says who changed it and loads theirs, keeping what was typed', async () => {
    const fake = fakeStudio();
    fake.notices.splashes = [splash(4, 2, 'Big game')];
    show(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Big game' }));
    const title = screen.getByLabelText('Title (required)');
    expect(title).toHaveValue('Big game');
    await userEvent.clear(title);
    await userEvent.type(title, 'Bigger game');
    // Another editor saves first.
    fake.notices.splashes = [{ ...splash(4, 3, 'Their big game') }];
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));
    const alert = await screen.findByText('Someone else changed this while you were editing.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/Riley Other saved version 3/);
    expect(fake.notices.saves.at(-1)).toMatchObject({ id: 4, version: 2 });
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Bigger game');

    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Title (required)')).toHaveValue('Their big game'));
    expect(screen.getByLabelText('Your title')).toHaveValue('Bigger game');
    await userEvent.click(screen.getByRole('button', { name: 'Use what I typed' }));
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Bigger game');
    await userEvent.click(screen.getByRole('button', { name: 'Save splash page' }));
    expect(await screen.findByText('Saved “Bigger game”.')).toBeInTheDocument();
    expect(fake.notices.saves.at(-1)).toMatchObject({ id: 4, version: 3 });
    expect(fake.notices.splashes[0]).toMatchObject({ id: 4, version: 4, title: 'Bigger game' });
  });

  it('deletes one after asking; a 412 deletes nothing and lets the user reload the list', async () => {
    const fake = fakeStudio();
    fake.notices.splashes = [splash(4, 2, 'Big game'), splash(5, 1, 'Senior day')];
    show(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Big game' }));
    const ask = screen.getByRole('group', { name: 'Delete Big game?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(fake.notices.deletes).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Big game' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete Big game?' })).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Deleted “Big game”.')).toBeInTheDocument();
    expect(fake.notices.deletes).toEqual([{ kind: 'splash', id: 4, version: 2 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Big game' })).not.toBeInTheDocument());

    fake.notices.splashes = [splash(5, 2, 'Senior day, moved')];
    await userEvent.click(screen.getByRole('button', { name: 'Delete Senior day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    const alert = (await screen.findByText('Someone else changed this while you were editing.')).closest('[role="alert"]')!;
    expect(alert).toHaveTextContent(/Riley Other saved version 2.*Nothing was deleted/);
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Reload the list' }));
    expect(await screen.findByRole('button', { name: 'Edit Senior day, moved' })).toBeInTheDocument();
    expect(fake.notices.splashes).toHaveLength(1);
  });
});
