import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MediaItem, MediaUpload, UploadProgress } from '../../../core/studio/media/media';
import type { WriteOutcome } from '../../../core/studio/studio-types';
import MediaPage from '../../../ui/studio/media/media-page';
import { fakeStudio, renderStudio, type FakeStudio } from './studio-harness';

const item = (id: number, name: string, usedBy: MediaItem['usedBy']): MediaItem => ({ id, version: 1, url: `/media/ridgemont/${name}`, type: 'image/jpeg', width: 8, height: 6, alt: `${name} alt`, bytes: 100, name, usedBy });
const file = (name: string, type = 'image/jpeg') => new File(['bytes'], name, { type });

/** Uploads the test lets finish one by one, with their progress. */
function heldUploads(fake: FakeStudio) {
  const held: Array<{ file: MediaUpload; alt: string; onProgress?: UploadProgress; finish: (outcome: WriteOutcome<MediaItem>) => void }> = [];
  fake.repository.uploadMedia = (upload, alt, onProgress) => new Promise((finish) => held.push({ file: upload, alt, onProgress, finish }));
  return held;
}

const show = (fake: FakeStudio) => renderStudio(fake, '/studio/media', { '/studio/media': <MediaPage /> });

describe('the media screen', () => {
  it('says where each file is used, and pages the library', async () => {
    const fake = fakeStudio();
    const pages: number[] = [];
    fake.repository.media = async (query) => {
      pages.push(query.page ?? 1);
      return { items: [item(1, 'lead.jpg', [{ kind: 'story', id: 4, title: 'Opener' }, { kind: 'alert', id: 2, title: 'Gates' }]), item(2, 'spare.jpg', [])], total: 45, page: query.page ?? 1, pageSize: 40 };
    };
    show(fake);
    const cards = within(await screen.findByRole('list', { name: 'Library files' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Used by: story “Opener”, alert “Gates”');
    expect(cards[1]).toHaveTextContent('Not used');
    expect(screen.getByText('Page 1 of 2 (45 files)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2 (45 files)')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it('sends nothing until each photo has its description (a PDF needs none), then two at a time, each with its progress and outcome', async () => {
    const fake = fakeStudio();
    const held = heldUploads(fake);
    show(fake);
    await screen.findByText('No media found.');
    await userEvent.upload(screen.getByLabelText(/^Files/), [file('a.jpg'), file('b.jpg'), file('c.jpg'), file('rules.pdf', 'application/pdf')]);
    await userEvent.type(screen.getByLabelText('Description (alt text) of a.jpg'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Upload 4 files' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was uploaded. Describe 2 photos before uploading: b.jpg, c.jpg.');
    expect(screen.getByLabelText('Description (alt text) of b.jpg')).toHaveAccessibleDescription('Describe the photo for people who cannot see it.');
    expect(held).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Description (alt text) of b.jpg'), 'B');
    await userEvent.type(screen.getByLabelText('Description (alt text) of c.jpg'), 'C');
    await userEvent.click(screen.getByRole('button', { name: 'Upload 4 files' }));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map((entry) => [entry.file.name, entry.alt])).toEqual([
      ['a.jpg', 'A'],
      ['b.jpg', 'B'],
    ]);
    const status = (name: string) => within(screen.getByText(name, { selector: 'p > *, p' }).closest('li')!).getByRole('status');
    held[0]!.onProgress?.(0.4);
    await waitFor(() => expect(status('a.jpg')).toHaveTextContent(/^Uploading$/));
    expect(screen.getByRole('progressbar', { name: 'Upload of a.jpg' })).toHaveAttribute('value', '40');
    expect(status('c.jpg')).toHaveTextContent('Waiting');

    held[0]!.finish({ kind: 'done', value: item(7, 'a.jpg', undefined) });
    await waitFor(() => expect(held).toHaveLength(3));
    expect(status('a.jpg')).toHaveTextContent('Uploaded a.jpg (#7).');
    held[1]!.finish({ kind: 'failed', message: 'This file is not a JPEG, PNG, WebP, AVIF, GIF or PDF.' });
    await waitFor(() => expect(held).toHaveLength(4));
    expect(status('b.jpg')).toHaveTextContent('Refused: This file is not a JPEG, PNG, WebP, AVIF, GIF or PDF.');
    expect(held[3]!.file.name).toBe('rules.pdf');
    held[2]!.finish({ kind: 'offline' });
    held[3]!.finish({ kind: 'done', value: { ...item(8, 'rules.pdf', undefined), type: 'application/pdf' } });
    await waitFor(() => expect(status('rules.pdf')).toHaveTextContent('Uploaded rules.pdf (#8).'));
    expect(status('c.jpg')).toHaveTextContent('Refused: Not uploaded: the studio cannot reach the server.');
    expect(screen.getByRole('button', { name: 'Upload 2 files' })).toBeInTheDocument();
  });

  it('ticks only files the site does not show, asks before deleting, and names a file someone changed since', async () => {
    const fake = fakeStudio();
    let items = [item(1, 'lead.jpg', [{ kind: 'story', id: 4, title: 'Opener' }]), item(2, 'spare.jpg', []), item(3, 'old.jpg', [])];
    fake.repository.media = async () => ({ items, total: items.length, page: 1, pageSize: 40 });
    const deletes: number[] = [];
    fake.repository.deleteMedia = async (id, version) => {
      deletes.push(id);
      if (id === 3) return { kind: 'conflict', message: 'Changed.', current: { version: version + 1, updatedAt: '2026-11-20T17:00:00Z', updatedBy: { id: 3, name: 'Pat Photos' } } };
      items = items.filter((one) => one.id !== id);
      return { kind: 'done', value: null };
    };
    show(fake);
    const library = await screen.findByRole('list', { name: 'Library files' });
    expect(within(library).queryByRole('checkbox', { name: 'Select lead.jpg' })).toBeNull();
    await userEvent.click(within(library).getByRole('checkbox', { name: 'Select spare.jpg' }));
    await userEvent.click(within(library).getByRole('checkbox', { name: 'Select old.jpg' }));
    const bar = screen.getByRole('group', { name: 'With the selected files' });
    expect(bar).toHaveTextContent('2 files selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(deletes).toEqual([]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Yes, delete 2 files' }));
    expect(await screen.findByText(/^Deleted 1 file\./)).toHaveTextContent('Deleted 1 file. “old.jpg”: Pat Photos changed it since this list was read; nothing was done to it.');
    expect(deletes).toEqual([2, 3]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Library files' })).queryByText(/spare\.jpg/)).toBeNull());
    expect(screen.queryByRole('group', { name: 'With the selected files' })).toBeNull();
  });
});
