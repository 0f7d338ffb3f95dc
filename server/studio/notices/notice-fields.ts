import { and, eq } from 'drizzle-orm';
import { IMAGE_ALT_MESSAGE } from '../../../contract/studio/notices';
import { sanitizeContentHtml } from '../../http/content-html';
import { plainText } from '../../http/content-text';
import type { Db } from '../../store/database';
import { media, sports } from '../../store/tables/foundation';
import type { StoredImage } from '../../store/tables/site-features';
import type { Tenant } from '../../tenants/tenant-directory';
import { invalidInput } from '../studio-route';
import { mediaUrlOf } from '../media/media-store';

/** An optional plain-text field: empty is none. */
export function optionalText(value: string | null | undefined): string | null {
  const text = plainText(value);
  return text === null || text.trim() === '' ? null : text;
}

/** A required plain-text field: one that was nothing but markup is as empty as one left blank. */
export function requiredText(value: string, field: string, message: string): string {
  const text = plainText(value);
  if (text.trim() === '') throw invalidInput({ [field]: message });
  return text;
}

/** Rich text through the site's allow-list on write (it is sanitised again as it leaves the store). */
export function richText(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return sanitizeContentHtml(value);
}

export function emptyToNull(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : value.trim();
}

export function dateOrNull(value: string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** The picture of a notice from a media file of the school: its url, alt text and size, as the public wire carries it. */
export async function imageFromMedia(db: Db, tenant: Tenant, imageId: number | null | undefined, alt: string | null | undefined): Promise<StoredImage[] | null> {
  if (!imageId) return null;
  const [file] = await db
    .select({ path: media.path, contentType: media.contentType, width: media.width, height: media.height })
    .from(media)
    .where(and(eq(media.tenantId, tenant.id), eq(media.id, imageId)));
  if (!file || !file.contentType.startsWith('image/')) throw invalidInput({ imageId: 'Choose a photo from the media library.' });
  const text = plainText(alt ?? '').trim();
  if (!text) throw invalidInput({ imageAlt: IMAGE_ALT_MESSAGE });
  return [{ url: mediaUrlOf(tenant.key, file.path), breakpoint: null, alt: text, width: file.width, height: file.height }];
}

/** A sport of this school, or 400 on `sportId`. */
export async function checkSport(db: Db, tenantId: number, sportId: number | null | undefined): Promise<number | null> {
  if (!sportId) return null;
  const [sport] = await db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenantId), eq(sports.id, sportId)));
  if (!sport) throw invalidInput({ sportId: 'Choose one of your sports, or none for the home page.' });
  return sport.id;
}
