import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { ALT_REQUIRED, mediaImportFields, type MediaUpdateBody } from '../../../contract/studio/media';
import { ApiError } from '../../http/api-error';
import type { Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { media } from '../../store/tables/foundation';
import { writeContent, writeContentBatch, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import { fieldErrors, invalidInput, invalidItem } from '../studio-route';
import type { StudioActor } from '../studio-guard';
import { mediaColumns, mediaSnapshot, requireMediaItem, type MediaItem } from './media-store';
import { sniffMedia, type SniffedMedia } from './media-sniffing';
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

/** An upload as the studio checks it, in both forms: the type from the bytes (SVG refused), an image's alt text, the name shown. */
interface CheckedUpload {
  sniffed: SniffedMedia;
  name: string;
  alt: string;
}

async function checkUpload(body: Buffer, alt: string, name: string): Promise<CheckedUpload> {
  const sniffed = await sniffMedia(body);
  if (sniffed.kind === 'image' && alt.trim() === '') throw invalidInput({ alt: ALT_REQUIRED });
  return { sniffed, name: labelOf(name, sniffed.extension), alt: alt.trim() };
}

/** The row of a new file: version 1, stamped with who uploaded it and when. */
function newMediaRow(tenantId: number, actor: StudioActor, at: Date, path: string, body: Buffer, checked: CheckedUpload) {
  const { sniffed } = checked;
  return { tenantId, path, contentType: sniffed.contentType, body, name: checked.name, altText: checked.alt, width: sniffed.width, height: sniffed.height, createdAt: at, ...stamp(actor, at) };
}

const uploadedSummary = (name: string) => `Uploaded “${name}”`;

/** DESIGN 2: an upload, checked by its bytes, stored with its version 1 and audit row in one transaction. */
export async function uploadMedia(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, upload: MediaUpload): Promise<MediaItem> {
  const checked = await checkUpload(upload.body, upload.alt, upload.name ?? upload.fileName);
  const { name, sniffed } = checked;
  const at = new Date(deps.now());
  const month = at.toISOString().slice(0, 7).replace('-', '/');
  // A random part keeps every upload's address its own: a path's content never changes (it is cached a day).
  const path = `uploads/${month}/${randomBytes(6).toString('hex')}-${slugOf(name)}.${sniffed.extension}`;
  return writeContent(deps, { tenantId, actor, kind: 'media', action: 'create', summary: uploadedSummary(name) }, async (tx) => {
    const [row] = await tx.insert(media).values(newMediaRow(tenantId, actor, at, path, upload.body, checked)).returning(mediaColumns);
    return { result: row!, itemId: row!.id, version: 1, before: null, after: mediaSnapshot(row!) };
  });
}

/** One file of an import: its bytes, the address it keeps, and the upload's alt text and optional name. */
export interface MediaImport {
  body: Buffer;
  path: string;
  alt?: string;
  name?: string;
}

/** The extensions a path may end in for a type the bytes show ('photo.jpeg' is a JPEG too). */
const EXTENSION_ALIASES: Record<string, string[]> = { jpg: ['jpg', 'jpeg'] };

/** An error of the import's file at `index`, named so the caller can tell which file (`files.3.alt`, or its address). */
function fileError(error: unknown, index: number, path: string): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields = (error.body as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields;
  if (fields) return invalidItem(`files.${index}`, fields);
  return new ApiError(error.statusCode, error.code, `${path}: ${error.message}`);
}

/** One file of an import checked as an upload is, and its address as the contract allows one. */
async function checkImport(file: MediaImport, index: number): Promise<CheckedUpload & { path: string }> {
  try {
    const fields = mediaImportFields.safeParse({ path: file.path, alt: file.alt, name: file.name });
    if (!fields.success) throw invalidInput(fieldErrors(fields.error));
    const { path, alt, name } = fields.data;
    const checked = await checkUpload(file.body, alt, name ?? path.split('/').pop()!);
    const { extension } = checked.sniffed;
    const pathExtension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
    if (!(EXTENSION_ALIASES[extension] ?? [extension]).includes(pathExtension)) throw invalidInput({ path: `This is a ${extension.toUpperCase()} file: end its address in .${extension}.` });
    return { ...checked, path };
  } catch (error) {
    throw fileError(error, index, file.path);
  }
}

/** 400 when two files of the import, or a file of the import and one of the library, share an address. */
async function refuseTakenPaths(db: Db, tenantId: number, paths: string[]): Promise<void> {
  const seen = new Set<string>();
  paths.forEach((path, index) => {
    if (seen.has(path)) throw invalidInput({ [`files.${index}.path`]: 'Another file of this import has this address.' });
    seen.add(path);
  });
  const [taken] = await db.select({ path: media.path }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.path, paths))).limit(1);
  if (taken) throw invalidInput({ [`files.${paths.indexOf(taken.path)}.path`]: 'A file of the library already has this address.' });
}

/**
 * The batch form of uploadMedia, for an import that keeps its files' addresses (the demo department's photos and
 * documents): every file is checked as an upload is (its type from its bytes, SVG refused; an image's alt text; its
 * name, by default its file name) and its address as the contract's safe relative path, then all are written in one
 * statement, each at version 1 with its version and audit row, in one transaction. Nothing is written when any file is
 * refused. Returns the files in the order given.
 */
export async function uploadMediaFiles(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, files: readonly MediaImport[]): Promise<MediaItem[]> {
  if (files.length === 0) return [];
  const checked = await Promise.all(files.map((file, index) => checkImport(file, index)));
  return writeContentBatch(deps, { tenantId, actor, kind: 'media', action: 'create' }, async (tx, at) => {
    await refuseTakenPaths(tx, tenantId, checked.map((file) => file.path));
    // Ids in the files' order: a multi-row RETURNING does not promise it.
    const ids = await nextSerialIds(tx, 'media', checked.length);
    const rows = await tx
      .insert(media)
      .values(checked.map((file, index) => ({ id: ids[index]!, ...newMediaRow(tenantId, actor, at, file.path, files[index]!.body, file) })))
      .returning(mediaColumns);
    rows.sort((a, b) => a.id - b.id);
    const items = rows.map((row) => ({ itemId: row.id, version: 1, before: null, after: mediaSnapshot(row), summary: uploadedSummary(row.name!) }));
    return { result: rows, items };
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
