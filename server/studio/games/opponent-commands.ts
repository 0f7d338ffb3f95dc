import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { opponentBody, type OpponentBody, type StudioOpponentWire } from '../../../contract/studio/schedule';
import { slugify } from '../../api/editorial-format';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { media } from '../../store/tables/foundation';
import { mediaUrlOf } from '../media/media-store';
import { opponents } from '../../store/tables/schedule';
import type { Tenant } from '../../tenants/tenant-directory';
import { writeContent, writeContentBatch, type ContentWriteDeps } from '../content-write';
import { insertRows } from '../../store/bulk-insert';
import { nextSerialIds } from '../../store/serial-ids';
import { invalidInput, parseItem } from '../studio-route';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';

export type OpponentRow = typeof opponents.$inferSelect;

const DEFAULT_COLOR = '#555555';
const DEFAULT_SECONDARY = '#ffffff';

/** The logo's public address, as the seeded opponents keep theirs: an image of the school's media library, else 404. */
async function logoUrl(db: Db, tenant: Tenant, logoId: number): Promise<string> {
  const [file] = await db.select({ path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenant.id), eq(media.id, logoId)));
  if (!file || !file.contentType.startsWith('image/')) throw notFound(`No image with id ${logoId} in the media library.`);
  return mediaUrlOf(tenant.key, file.path);
}

/** The library path behind a logo address of this school ('/media/ridgemont/a%20b.png' → 'a b.png'), or null. */
function libraryPath(tenantKey: string, url: string): string | null {
  const prefix = `/media/${tenantKey}/`;
  if (!url.startsWith(prefix)) return null;
  try {
    return url.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/** The media ids of logos kept as paths, so the editor can show which library image is the logo. */
async function logoIds(db: Db, tenant: Tenant, rows: readonly OpponentRow[]): Promise<Map<string, number>> {
  const paths = [...new Set(rows.flatMap((row) => (row.logo ? [libraryPath(tenant.key, row.logo) ?? []].flat() : [])))];
  if (paths.length === 0) return new Map();
  const files = await db.select({ id: media.id, path: media.path }).from(media).where(and(eq(media.tenantId, tenant.id), inArray(media.path, paths)));
  return new Map(files.map((file) => [mediaUrlOf(tenant.key, file.path), file.id]));
}

function toWire(row: OpponentRow, ids: Map<string, number>): StudioOpponentWire {
  return {
    id: row.id,
    version: row.version,
    name: row.title,
    shortName: row.shortTitle,
    slug: row.slug,
    mascot: row.mascot,
    city: row.location,
    website: row.website,
    logo: row.logo,
    logoId: row.logo ? (ids.get(row.logo) ?? null) : null,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    conference: row.conference,
  };
}

export async function opponentWires(db: Db, tenant: Tenant, rows: readonly OpponentRow[]): Promise<StudioOpponentWire[]> {
  const ids = await logoIds(db, tenant, rows);
  return rows.map((row) => toWire(row, ids));
}

function snapshot(row: OpponentRow): Record<string, unknown> {
  return { id: row.id, version: row.version, name: row.title, shortName: row.shortTitle, slug: row.slug, mascot: row.mascot, city: row.location, website: row.website, logo: row.logo, primaryColor: row.primaryColor, secondaryColor: row.secondaryColor, conference: row.conference };
}

export async function listOpponents(db: Db, tenantId: number, q: string | undefined, page: number, pageSize: number): Promise<{ rows: OpponentRow[]; total: number }> {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where: SQL | undefined = and(eq(opponents.tenantId, tenantId), pattern ? or(ilike(opponents.title, pattern), ilike(opponents.shortTitle, pattern)) : undefined);
  const [counted] = await db.select({ total: count() }).from(opponents).where(where);
  const rows = await db.select().from(opponents).where(where).orderBy(asc(opponents.title), asc(opponents.id)).limit(pageSize).offset((page - 1) * pageSize);
  return { rows, total: counted?.total ?? 0 };
}

/** All of the school's opponents (the pasted schedule matches names against them). */
export async function allOpponents(db: Db, tenantId: number): Promise<OpponentRow[]> {
  return db.select().from(opponents).where(eq(opponents.tenantId, tenantId));
}

export async function requireOpponent(db: Db, tenantId: number, id: number): Promise<OpponentRow> {
  const [row] = await db.select().from(opponents).where(and(eq(opponents.tenantId, tenantId), eq(opponents.id, id)));
  if (!row) throw notFound(`No opponent with id ${id}.`);
  return row;
}

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(opponents, requireOpponent, (row) => row);

/** A slug free at the school: 'lakeview', else 'lakeview-2', ... */
async function freeSlug(db: Db, tenantId: number, name: string, except: number | null): Promise<string> {
  return freeSlugAmong(await takenSlugs(db, tenantId, except), name);
}

async function takenSlugs(db: Db, tenantId: number, except: number | null): Promise<Set<string>> {
  return new Set((await db.select({ id: opponents.id, slug: opponents.slug }).from(opponents).where(eq(opponents.tenantId, tenantId))).filter((row) => row.id !== except).map((row) => row.slug));
}

function freeSlugAmong(taken: ReadonlySet<string>, name: string): string {
  const base = slugify(name) || 'opponent';
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The row's columns from the body and its logo's address; a logo or colour the body leaves out stays as it was. */
function columnsWith(body: OpponentBody, before: OpponentRow | null, logo: string | null | undefined) {
  return {
    title: body.name,
    shortTitle: body.shortName ?? body.name,
    mascot: body.mascot ?? '',
    location: body.city ?? '',
    website: body.website,
    logo: logo === undefined ? (before?.logo ?? null) : logo,
    primaryColor: body.primaryColor ?? before?.primaryColor ?? DEFAULT_COLOR,
    secondaryColor: body.secondaryColor ?? before?.secondaryColor ?? DEFAULT_SECONDARY,
    conference: body.conference,
  };
}

/** The row's columns from the body (seeded logos have no library id to send back, so a left-out logo stays). */
async function columnsOf(db: Db, tenant: Tenant, body: OpponentBody, before: OpponentRow | null) {
  return columnsWith(body, before, body.logoId == null ? body.logoId : await logoUrl(db, tenant, body.logoId));
}

const slugTaken = (slug: string) => invalidInput({ slug: `Another opponent of the school has the address ${slug}.` });

export async function createOpponent(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, body: OpponentBody): Promise<OpponentRow> {
  const tenantId = tenant.id;
  return writeContent(deps, { tenantId, actor, kind: 'opponent', action: 'create' }, async (tx, at) => {
    const columns = await columnsOf(tx, tenant, body, null);
    const slug = body.slug ?? (await freeSlug(tx, tenantId, body.name, null));
    if (body.slug !== undefined && (await takenSlugs(tx, tenantId, null)).has(body.slug)) throw slugTaken(body.slug);
    const [row] = await tx
      .insert(opponents)
      .values({ tenantId, ...columns, slug, version: 1, updatedAt: at, updatedBy: actor.accountId })
      .returning();
    return { result: row!, itemId: row!.id, version: 1, before: null, after: snapshot(row!), summary: `Added the opponent ${row!.title}` };
  });
}

/** PUT /opponents/{id} (If-Match). The slug stays: public opponent-history addresses keep working. */
export async function updateOpponent(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, id: number, expected: number, body: OpponentBody): Promise<OpponentRow> {
  const tenantId = tenant.id;
  return writeContent(deps, { tenantId, actor, kind: 'opponent', action: 'update', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    const columns = await columnsOf(tx, tenant, body, before);
    const [row] = await tx
      .update(opponents)
      .set({ ...columns, version: before.version + 1, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    return { result: row, version: row.version, before: snapshot(before), after: snapshot(row), summary: `Edited the opponent ${row.title}` };
  });
}

/**
 * The batch form of createOpponent (the demo department's opponents): every body parsed with the route's schema (a
 * 400 names `opponents.N.field`), logos and slugs resolved as createOpponent resolves them, the rows written in one
 * statement in the bodies' order, each at version 1 with its version and audit row; one transaction, one announcement.
 */
export async function createOpponents(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, bodies: readonly unknown[]): Promise<number[]> {
  const tenantId = tenant.id;
  const parsed = bodies.map((value, index) => parseItem(opponentBody, value, `opponents.${index}`));
  return writeContentBatch(deps, { tenantId, actor, kind: 'opponent', action: 'create' }, async (tx, at) => {
    const logoIds = [...new Set(parsed.flatMap((body) => (body.logoId == null ? [] : [body.logoId])))];
    const files = logoIds.length === 0 ? [] : await tx.select({ id: media.id, path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), inArray(media.id, logoIds)));
    const logos = new Map(files.filter((file) => file.contentType.startsWith('image/')).map((file) => [file.id, mediaUrlOf(tenant.key, file.path)]));
    const taken = await takenSlugs(tx, tenantId, null);
    const ids = await nextSerialIds(tx, 'opponents', parsed.length);
    const rows = parsed.map((body, index) => {
      const logo = body.logoId == null ? body.logoId : logos.get(body.logoId);
      if (body.logoId != null && logo === undefined) throw notFound(`No image with id ${body.logoId} in the media library.`);
      if (body.slug !== undefined && taken.has(body.slug)) throw slugTaken(body.slug);
      const slug = body.slug ?? freeSlugAmong(taken, body.name);
      taken.add(slug);
      return { id: ids[index]!, tenantId, ...columnsWith(body, null, logo), slug, version: 1, updatedAt: at, updatedBy: actor.accountId };
    });
    await insertRows(tx, opponents, rows);
    const written = ids.length === 0 ? [] : await tx.select().from(opponents).where(inArray(opponents.id, ids)).orderBy(asc(opponents.id));
    return { result: ids, items: written.map((row) => ({ itemId: row.id, version: 1, before: null, after: snapshot(row), summary: `Added the opponent ${row.title}` })) };
  });
}
