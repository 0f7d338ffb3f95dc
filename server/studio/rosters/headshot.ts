import { and, eq } from 'drizzle-orm';
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

/** Whether an error is PostgreSQL's unique violation (23505), however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
