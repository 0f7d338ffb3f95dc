import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../http/api-error';
import { sanitizeContentHtml } from '../../http/content-html';
import type { Db } from '../../store/database';
import { media } from '../../store/tables/foundation';
import { invalidInput } from '../studio-route';

/** What a body says about a headshot: an id of the school's media library (null: none; absent: keep), and its description. */
export interface HeadshotInput {
  headshotId?: number | null | undefined;
  headshotAlt?: string | null | undefined;
}

/** The headshot's columns (image_path, image_alt) as they were. */
export interface HeadshotColumns {
  imagePath: string | null;
  imageAlt: string | null;
}

/**
 * The headshot columns after a write, resolved as a story's lead photo is (its media path): a headshot id of
 * another school (or none) is a 404, a file that is not an image a 400, a headshot without its description a
 * 400 on `headshotAlt`. `headshotId` absent keeps the current headshot (the studio's wire shows it by path,
 * so an edit that does not touch it must not lose it); null removes it.
 */
export async function resolveHeadshot(db: Db, tenantId: number, input: HeadshotInput, current: HeadshotColumns | null): Promise<HeadshotColumns> {
  const alt = input.headshotAlt ?? null;
  if (input.headshotId === undefined) {
    if (!current?.imagePath) return { imagePath: null, imageAlt: null };
    return { imagePath: current.imagePath, imageAlt: alt ?? current.imageAlt };
  }
  if (input.headshotId === null) return { imagePath: null, imageAlt: null };
  const [file] = await db.select({ path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), eq(media.id, input.headshotId)));
  if (!file) throw notFound(`No media item with id ${input.headshotId}.`);
  return headshotOf(file, alt);
}

/** resolveHeadshot for many new items at once (a batch command's bodies): one read of the library, the same refusals. */
export async function resolveHeadshots(db: Db, tenantId: number, inputs: readonly HeadshotInput[]): Promise<HeadshotColumns[]> {
  const ids = [...new Set(inputs.flatMap((input) => (input.headshotId == null ? [] : [input.headshotId])))];
  const files = ids.length === 0 ? [] : await db.select({ id: media.id, path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.id, ids)));
  const byId = new Map(files.map((file) => [file.id, file]));
  return inputs.map((input) => {
    if (input.headshotId == null) return { imagePath: null, imageAlt: null };
    const file = byId.get(input.headshotId);
    if (!file) throw notFound(`No media item with id ${input.headshotId}.`);
    return headshotOf(file, input.headshotAlt ?? null);
  });
}

/** A library file as a headshot: an image, with its description (400s otherwise). */
function headshotOf(file: { path: string; contentType: string }, alt: string | null): HeadshotColumns {
  if (!file.contentType.startsWith('image/')) throw invalidInput({ headshotId: 'Choose a photo from the media library.' });
  if (!alt) throw invalidInput({ headshotAlt: 'Describe the headshot for people who cannot see it.' });
  return { imagePath: file.path, imageAlt: alt };
}

/** A bio as the site shows it: rich text sanitised with the stories' allow-list; empty is none. */
export function sanitizedBio(bio: string | null | undefined): string | null {
  const trimmed = (bio ?? '').trim();
  if (trimmed === '') return null;
  const safe = sanitizeContentHtml(trimmed).trim();
  return safe === '' ? null : safe;
}
