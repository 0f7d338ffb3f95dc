import { and, count, desc, eq, ilike, like, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { MediaKindWire, MediaWire } from '../../../contract/studio/media';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { media } from '../../store/tables/foundation';
import { staffRefOf, type StaffRef } from '../staff/staff-names';

/** A library row without its bytes. */
export const mediaColumns = {
  id: media.id,
  tenantId: media.tenantId,
  path: media.path,
  contentType: media.contentType,
  version: media.version,
  name: media.name,
  altText: media.altText,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
  updatedBy: media.updatedBy,
};

export interface MediaItem {
  id: number;
  tenantId: number;
  path: string;
  contentType: string;
  version: number;
  name: string | null;
  altText: string;
  width: number | null;
  height: number | null;
  bytes: number | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  updatedBy: number | null;
}

/** Where the site serves a school's media file (server/web/media.routes.ts). */
export function mediaUrlOf(tenantKey: string, path: string): string {
  return `/media/${tenantKey}/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function mediaKindOf(contentType: string): MediaKindWire {
  return contentType.startsWith('image/') ? 'image' : 'document';
}

/** The file's name as staff see it: its own, else the last part of its path. */
function displayName(item: Pick<MediaItem, 'name' | 'path'>): string {
  return item.name ?? item.path.split('/').pop() ?? item.path;
}

export function toMediaWire(item: MediaItem, tenantKey: string, names: Map<number, StaffRef>): MediaWire {
  return {
    id: item.id,
    version: item.version,
    url: mediaUrlOf(tenantKey, item.path),
    type: item.contentType,
    kind: mediaKindOf(item.contentType),
    width: item.width,
    height: item.height,
    alt: item.altText,
    bytes: item.bytes ?? 0,
    name: displayName(item),
    updatedAt: (item.updatedAt ?? item.createdAt)?.toISOString() ?? null,
    updatedBy: staffRefOf(names, item.updatedBy),
  };
}

/** What the audit log and the version history keep of a file (never its bytes). */
export function mediaSnapshot(item: MediaItem): Record<string, unknown> {
  return { id: item.id, path: item.path, type: item.contentType, name: displayName(item), alt: item.altText, width: item.width, height: item.height, bytes: item.bytes };
}

export async function findMediaItem(db: Db, tenantId: number, id: number): Promise<MediaItem | undefined> {
  const [row] = await db.select(mediaColumns).from(media).where(and(eq(media.tenantId, tenantId), eq(media.id, id)));
  return row;
}

export async function requireMediaItem(db: Db, tenantId: number, id: number): Promise<MediaItem> {
  const item = await findMediaItem(db, tenantId, id);
  if (!item) throw notFound(`No media file with id ${id}.`);
  return item;
}

/** `%`, `_` and `\` match themselves in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface MediaListOptions {
  q?: string;
  kind?: MediaKindWire;
  page: number;
  pageSize: number;
}

/** A page of the school's library, newest change first; `q` searches the name, the path and the alt text. */
export async function listMedia(db: Db, tenantId: number, options: MediaListOptions): Promise<{ items: MediaItem[]; total: number }> {
  const conditions: SQL[] = [eq(media.tenantId, tenantId)];
  if (options.q) {
    const pattern = likePattern(options.q);
    conditions.push(or(ilike(media.name, pattern), ilike(media.path, pattern), ilike(media.altText, pattern))!);
  }
  if (options.kind === 'image') conditions.push(like(media.contentType, 'image/%'));
  if (options.kind === 'document') conditions.push(notLike(media.contentType, 'image/%'));
  const where = and(...conditions);
  const [counted] = await db.select({ total: count() }).from(media).where(where);
  const items = await db
    .select(mediaColumns)
    .from(media)
    .where(where)
    .orderBy(sql`coalesce(${media.updatedAt}, ${media.createdAt}) desc nulls last`, desc(media.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items, total: counted?.total ?? 0 };
}
