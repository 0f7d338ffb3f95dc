import { randomBytes } from 'node:crypto';
import { ALT_REQUIRED, type MediaUpdateBody } from '../../../contract/studio/media';
import { media } from '../../store/tables/foundation';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import { invalidInput } from '../studio-route';
import type { StudioActor } from '../studio-guard';
import { mediaColumns, mediaSnapshot, requireMediaItem, type MediaItem } from './media-store';
import { sniffMedia } from './media-sniffing';
import { mediaInUse, mediaUses } from './media-usage';

export interface MediaUpload {
  body: Buffer;
  /** The file's name as the browser sent it (only a label: the type comes from the bytes). */
  fileName: string;
  alt: string;
  name?: string;
}

/** A safe path segment of a file name: lower-case letters, digits and dashes. */
function slugOf(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  const slug = stem
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'file';
}

/** The name staff see: what they gave, with the extension of what the file really is. */
function labelOf(name: string, extension: string): string {
  const stem = name.trim().replace(/\.[^.]*$/, '').slice(0, 180) || 'file';
  return `${stem}.${extension}`;
}

/** Every actor's change stamps the item with who and when. */
function stamp(actor: StudioActor, at: Date) {
  return { updatedAt: at, updatedBy: actor.accountId };
}

/** DESIGN 2: an upload, checked by its bytes, stored with its version 1 and audit row in one transaction. */
export async function uploadMedia(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, upload: MediaUpload): Promise<MediaItem> {
  const sniffed = await sniffMedia(upload.body);
  if (sniffed.kind === 'image' && upload.alt.trim() === '') throw invalidInput({ alt: ALT_REQUIRED });
  const name = labelOf(upload.name ?? upload.fileName, sniffed.extension);
  const at = new Date(deps.now());
  const month = at.toISOString().slice(0, 7).replace('-', '/');
  // A random part keeps every upload's address its own: a path's content never changes (it is cached a day).
  const path = `uploads/${month}/${randomBytes(6).toString('hex')}-${slugOf(name)}.${sniffed.extension}`;
  return writeContent(deps, { tenantId, actor, kind: 'media', action: 'create', summary: `Uploaded “${name}”` }, async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({ tenantId, path, contentType: sniffed.contentType, body: upload.body, name, altText: upload.alt.trim(), width: sniffed.width, height: sniffed.height, createdAt: at, ...stamp(actor, at) })
      .returning(mediaColumns);
    return { result: row!, itemId: row!.id, version: 1, before: null, after: mediaSnapshot(row!) };
  });
}

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts); a file never edited was last changed when uploaded. */
const guard = versionGuard(media, requireMediaItem, (item) => ({ version: item.version, updatedAt: item.updatedAt ?? item.createdAt, updatedBy: item.updatedBy }));

/** PUT: a new alt text and/or name, as the next version. An image keeps a non-empty alt text. */
export async function updateMedia(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, id: number, expected: number, body: MediaUpdateBody): Promise<MediaItem> {
  return writeContent(deps, { tenantId, actor, kind: 'media', action: 'update', itemId: id }, async (tx, at) => {
    const item = await guard.expected(tx, tenantId, id, expected);
    if (body.alt !== undefined && body.alt === '' && item.contentType.startsWith('image/')) throw invalidInput({ alt: ALT_REQUIRED });
    const [row] = await tx
      .update(media)
      .set({ ...(body.alt !== undefined ? { altText: body.alt } : {}), ...(body.name !== undefined ? { name: body.name } : {}), version: item.version + 1, ...stamp(actor, at) })
      // The version in the condition: of two saves racing past the check, one changes nothing.
      .where(guard.at(tenantId, id, item.version))
      .returning(mediaColumns);
    if (!row) return guard.lostRace(tx, tenantId, id);
    return { result: row, version: row.version, before: mediaSnapshot(item), after: mediaSnapshot(row), summary: `Edited “${mediaSnapshot(row).name as string}”` };
  });
}

/** DELETE: the file leaves the library and its address answers 404 from now on; a file the site still shows is 409. */
export async function deleteMedia(deps: ContentWriteDeps, tenant: { id: number; key: string }, actor: StudioActor, id: number, expected: number): Promise<void> {
  const tenantId = tenant.id;
  await writeContent(deps, { tenantId, actor, kind: 'media', action: 'delete', itemId: id }, async (tx) => {
    const item = await guard.expected(tx, tenantId, id, expected);
    const uses = await mediaUses(tx, tenantId, tenant.key, item);
    if (uses.length > 0) throw mediaInUse(uses);
    const deleted = await tx
      .delete(media)
      .where(guard.at(tenantId, id, item.version))
      .returning({ id: media.id });
    if (deleted.length === 0) await guard.lostRace(tx, tenantId, id);
    return { result: undefined, before: mediaSnapshot(item), after: null, summary: `Deleted “${mediaSnapshot(item).name as string}”` };
  });
}
