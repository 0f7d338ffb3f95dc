import { bulkMessage, type BulkOutcome } from '../bulk-outcome';
/** An uploaded file of the media library (GET /api/studio/media). */
export interface MediaItem {
  id: number;
  version: number;
  url: string;
  type: string;
  width: number | null;
  height: number | null;
  alt: string;
  bytes: number;
  name: string;
  /** Where the site shows it; undefined when the server did not say (a write's answer). */
  usedBy?: readonly MediaUse[];
}

export type MediaUseKind = 'story' | 'alert' | 'splash' | 'promotion' | 'player' | 'coach' | 'opponent' | 'gallery';

/** One item of the school's content that shows a file. */
export interface MediaUse {
  kind: MediaUseKind;
  id: number;
  title: string;
}

const USE_NOUNS: Record<MediaUseKind, string> = { story: 'story', alert: 'alert', splash: 'splash page', promotion: 'promotion', player: 'headshot of', coach: 'headshot of', opponent: 'logo of', gallery: 'gallery' };

/** “Used by: story “Opener”, alert “Gates open””, or “Not used”; null when not known. */
export function mediaUsesLine(uses: readonly MediaUse[] | undefined): string | null {
  if (!uses) return null;
  if (uses.length === 0) return 'Not used';
  return `Used by: ${uses.map((use) => `${USE_NOUNS[use.kind]} “${use.title}”`).join(', ')}`;
}

/** A file the site does not show anywhere: it can be deleted (the server says 409 for one in use). */
export const isUnused = (item: MediaItem): boolean => item.usedBy !== undefined && item.usedBy.length === 0;

/** What the library says after deleting the ticked files. */
export const deletedFilesMessage = (outcome: BulkOutcome): string => bulkMessage('Deleted', { one: 'file', many: 'files', untitled: 'Unnamed file' }, outcome);

/** How far an upload has got: 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** A file chosen for upload; the adapter knows it as the browser's File. */
export interface MediaUpload {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

export const MEDIA_MESSAGES = {
  fileRequired: 'Choose a file to upload.',
  altRequired: 'Describe the photo for people who cannot see it.',
  tooLarge: 'This file is larger than 20 MB. Choose a smaller one.',
} as const;

// The server refuses files over 20 MB (413); the browser says so before sending.
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export function isImage(media: Pick<MediaItem, 'type'>): boolean {
  return media.type.startsWith('image/') || ['jpeg', 'png', 'webp', 'avif', 'gif'].includes(media.type);
}

/** The upload form's field messages; empty when it can be sent. */
export function uploadErrors(file: MediaUpload | null, alt: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!file) errors.file = MEDIA_MESSAGES.fileRequired;
  else if (file.size > MEDIA_MAX_BYTES) errors.file = MEDIA_MESSAGES.tooLarge;
  if (file && !/pdf$/i.test(file.type) && alt.trim() === '') errors.alt = MEDIA_MESSAGES.altRequired;
  return errors;
}
