import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROMOTION, type PromotionNotice } from '../../../core/studio/notices/promotion-notice';
import PromotionsPage from '../../../ui/studio/notices/promotions-page';
import { moment, pickTime, withPhoto } from './notice-test-kit';
import { fakeStudio, renderStudio, type FakeStudio } from './studio-harness';

const LOCATIONS = [
  { id: 11, name: 'Home top', sportId: null },
  { id: 12, name: 'Football sidebar', sportId: 3 },
];
const promotion = (id: number, version: number, title: string): PromotionNotice => ({ ...EMPTY_PROMOTION, id, version, state: 'showing', title, locationId: 11, link: 'https://tickets.example.com' });

function show(fake: FakeStudio, items: PromotionNotice[] = []) {
  fake.notices.promotions = { items, locations: LOCATIONS };
  return renderStudio(fake, '/studio/promotions', { '/studio/promotions': <PromotionsPage /> });
}

describe('the promotions screen', () => {
  it('checks where, title, link, order, window and alt text before sending, then creates one', async () => {
    const fake = fakeStudio();
    withPhoto(fake);
    show(fake);
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    await userEvent.clear(screen.getByLabelText('Order'));
    await userEvent.type(screen.getByLabelText('Link'), '//elsewhere.example');
    pickTime('Start', 48);
    pickTime('End', 24);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from the library' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use crowd.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(screen.getByLabelText('Where it shows (required)')).toHaveAccessibleDescription('Choose where the promotion shows.');
    expect(screen.getByLabelText('Title (required)')).toHaveAccessibleDescription('Enter a title.');
    expect(screen.getByLabelText('Link')).toHaveAccessibleDescription(expect.stringContaining('Use a web address starting with https://'));
    expect(screen.getByLabelText('Order')).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 0 to 10000.'));
    expect(screen.getByLabelText('End')).toHaveAccessibleDescription('The end must be after the start.');
    expect(screen.getByLabelText('Photo description (alt text, required)')).toHaveAccessibleDescription('Describe the photo for people who cannot see it.');
    expect(fake.notices.saves).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Where it shows (required)'), 'Football sidebar');
    await userEvent.type(screen.getByLabelText('Title (required)'), 'Season tickets');
    await userEvent.clear(screen.getByLabelText('Link'));
    await userEvent.type(screen.getByLabelText('Link'), 'https://tickets.example.com/season');
    await userEvent.type(screen.getByLabelText('Order'), '2');
    await userEvent.type(screen.getByLabelText('Text on hover'), 'Buy now');
    await userEvent.click(screen.getByLabelText('Open the link in a new window'));
    pickTime('End', 96);
    await userEvent.type(screen.getByLabelText('Photo description (alt text, required)'), 'A full stadium');
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));

    expect(await screen.findByText('Saved “Season tickets”.')).toBeInTheDocument();
    expect(fake.notices.saves).toEqual([
      {
        kind: 'promotion',
        id: null,
        version: null,
        draft: expect.objectContaining({ locationId: 12, title: 'Season tickets', link: 'https://tickets.example.com/season', rank: 2, hoverText: 'Buy now', openInNewWindow: true, imageId: 77, imageAlt: 'A full stadium', startDate: moment(48).iso, endDate: moment(96).iso }),
      },
    ]);
    expect((await screen.findByRole('cell', { name: 'Season tickets' })).closest('tr')).toHaveTextContent(/showing now\s*In Football sidebar, from/i);
  });

  it('edits one; a 412 names who saved, and the latest version loads into the form', async () => {
    const fake = fakeStudio();
    show(fake, [promotion(8, 1, 'Student section')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Student section' }));
    expect(screen.getByLabelText('Where it shows (required)')).toHaveValue('11');
    await userEvent.type(screen.getByLabelText('Title (required)'), ' tonight');
    fake.notices.promotions = { items: [{ ...promotion(8, 2, 'Student section (theirs)') }], locations: LOCATIONS };
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect((await screen.findByText('Someone else changed this while you were editing.')).closest('[role="alert"]')).toHaveTextContent(/Riley Other saved version 2/);
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText('Title (required)')).toHaveValue('Student section (theirs)'));
    expect(screen.getByLabelText('Your title')).toHaveValue('Student section tonight');
    await userEvent.click(screen.getByRole('button', { name: 'Keep the latest version' }));
    await userEvent.clear(screen.getByLabelText('Title (required)'));
    await userEvent.type(screen.getByLabelText('Title (required)'), 'Student section, merged');
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Saved “Student section, merged”.')).toBeInTheDocument();
    expect(fake.notices.saves.map((save) => [save.id, save.version])).toEqual([
      [8, 1],
      [8, 2],
    ]);
  });

  it('says when the server cannot be reached, and keeps the form', async () => {
    const fake = fakeStudio();
    show(fake, [promotion(8, 1, 'Student section')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Student section' }));
    fake.notices.next = { kind: 'offline' };
    await userEvent.click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: the studio cannot reach the server.');
    expect(screen.getByLabelText('Title (required)')).toHaveValue('Student section');
  });

  it('deletes with its version after asking; a 412 deletes nothing', async () => {
    const fake = fakeStudio();
    show(fake, [promotion(8, 1, 'Student section'), promotion(9, 4, 'Kids club')]);
    const remove = await screen.findByRole('button', { name: 'Delete Kids club' });
    // Someone saves it after the list was read.
    fake.notices.promotions.items[1] = promotion(9, 5, 'Kids club');
    await userEvent.click(remove);
    await userEvent.click(within(screen.getByRole('group', { name: 'Delete Kids club?' })).getByRole('button', { name: 'Yes, delete it' }));
    expect((await screen.findByText('Someone else changed this while you were editing.')).closest('[role="alert"]')).toHaveTextContent(/Nothing was deleted/);
    expect(fake.notices.promotions.items).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Student section' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Deleted “Student section”.')).toBeInTheDocument();
    expect(fake.notices.deletes).toEqual([
      { kind: 'promotion', id: 9, version: 4 },
      { kind: 'promotion', id: 8, version: 1 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Student section' })).not.toBeInTheDocument());
  });
});
