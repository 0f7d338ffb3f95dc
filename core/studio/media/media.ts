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
}

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
