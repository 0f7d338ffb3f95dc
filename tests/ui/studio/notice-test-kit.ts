import { fireEvent, screen } from '@testing-library/react';
import type { MediaItem } from '../../../core/studio/media/media';
import { toLocalInput } from '../../../ui/studio/notices/local-time';
import { TEST_NOW } from '../../support/test-clock';
import type { FakeStudio } from './studio-harness';

const HOUR = 3_600_000;

/** A moment `hours` after the tests' now, as the datetime-local field shows it and as the server gets it. */
export function moment(hours: number): { input: string; iso: string } {
  const input = toLocalInput(new Date(TEST_NOW + hours * HOUR).toISOString());
  return { input, iso: new Date(input).toISOString() };
}

/** jsdom has no typing into datetime-local: the value is set as the picker sets it. */
export function pickTime(label: string, hours: number): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value: moment(hours).input } });
}

export const PHOTO: MediaItem = { id: 77, version: 1, url: '/media/ridgemont/crowd.jpg', type: 'image/jpeg', width: 1200, height: 800, alt: '', bytes: 1000, name: 'crowd.jpg' };

/** The media library holds one photo (without a description). */
export function withPhoto(fake: FakeStudio): void {
  fake.repository.media = async () => ({ items: [PHOTO], total: 1, page: 1, pageSize: 40 });
}
