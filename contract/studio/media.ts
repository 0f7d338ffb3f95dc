import { z } from 'zod';
import { studioPageWire, studioPagingQuery, studioPersonWire } from './studio-common';

/** The studio's media library (/api/studio/media): uploaded photos and documents, and the seed's files. */

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKindWire = (typeof MEDIA_KINDS)[number];

export const ALT_TEXT_MAX = 500;
export const MEDIA_NAME_MAX = 200;
export const MEDIA_PATH_MAX = 300;

export const ALT_REQUIRED = 'Describe the photo for people who cannot see it.';

export const MEDIA_USE_KINDS = ['story', 'alert', 'splash', 'promotion', 'player', 'coach', 'opponent', 'gallery'] as const;

/** One item of the school's content that shows a file (a story's lead image or body, an alert's message, a headshot, ...). */
export const mediaUseWire = z.object({ kind: z.enum(MEDIA_USE_KINDS), id: z.number().int(), title: z.string() });
export type MediaUseWire = z.infer<typeof mediaUseWire>;

/** One file of the library. `url` is where the site serves it (/media/{school}/{path}); width/height null for a document. */
export const mediaWire = z.object({
  id: z.number().int(),
  version: z.number().int(),
  url: z.string(),
  /** The content type its bytes show ('image/jpeg', 'application/pdf', ...). */
  type: z.string(),
  kind: z.enum(MEDIA_KINDS),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  bytes: z.number().int(),
  name: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: studioPersonWire.nullable(),
  /** Where the site shows it, read-only: on the list and on one file's read; absent on a write's answer. */
  usedBy: z.array(mediaUseWire).optional(),
});
export type MediaWire = z.infer<typeof mediaWire>;

export const mediaPageWire = studioPageWire(mediaWire);

/** `GET /api/studio/media?q=&kind=image|document&page=&pageSize=`: q searches the name and the alt text. */
export const mediaListQuery = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  kind: z.enum(MEDIA_KINDS, { error: 'must be image or document' }).optional(),
  ...studioPagingQuery,
});

const altText = z.string({ error: ALT_REQUIRED }).trim().max(ALT_TEXT_MAX, { error: `Keep the description under ${ALT_TEXT_MAX} characters.` });
const mediaName = z
  .string({ error: 'Give the file a name.' })
  .trim()
  .min(1, { error: 'Give the file a name.' })
  .max(MEDIA_NAME_MAX, { error: `Keep the name under ${MEDIA_NAME_MAX} characters.` });

/** The text fields of an upload (multipart `alt`, optional `name`); an image's alt is checked as required by the command. */
export const mediaUploadFields = z.object({ alt: altText.default(''), name: mediaName.optional() });

/**
 * The address an imported file keeps (`stories/2026/opener.svg`): a relative path of folders and a file name, each of
 * letters, digits, dots, dashes and underscores and starting with a letter or digit (no `..`, no hidden files).
 */
const mediaPath = z
  .string({ error: 'Give the file an address.' })
  .max(MEDIA_PATH_MAX, { error: `Keep the address under ${MEDIA_PATH_MAX} characters.` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\.[A-Za-z0-9]+$/, {
    error: 'Use a relative address of folders and a file name with its extension (photos/2026/team.jpg): letters, digits, dots, dashes and underscores.',
  });

/** One file of an import that keeps its address (the batch form of an upload): the upload's fields and the file's path. */
export const mediaImportFields = mediaUploadFields.extend({ path: mediaPath });
export type MediaImportFields = z.infer<typeof mediaImportFields>;

/** `PUT /api/studio/media/{id}` (If-Match): a new alt text and/or name. */
export const mediaUpdateBody = z
  .object({ alt: altText.optional(), name: mediaName.optional() })
  .refine((body) => body.alt !== undefined || body.name !== undefined, { error: 'Send an alt text or a name to change.', path: ['alt'] });
export type MediaUpdateBody = z.infer<typeof mediaUpdateBody>;
