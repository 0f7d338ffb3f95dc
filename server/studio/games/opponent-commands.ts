import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { OpponentBody, StudioOpponentWire } from '../../../contract/studio/schedule';
import { slugify } from '../../api/editorial-format';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { media } from '../../store/tables/foundation';
import { mediaUrlOf } from '../media/media-store';
import { opponents } from '../../store/tables/schedule';
import type { Tenant } from '../../tenants/tenant-directory';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';

export type OpponentRow = typeof opponents.$inferSelect;

const DEFAULT_COLOR = '#555555';

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
    conference: row.conference,
  };
}

export async function opponentWires(db: Db, tenant: Tenant, rows: readonly OpponentRow[]): Promise<StudioOpponentWire[]> {
  const ids = await logoIds(db, tenant, rows);
  return rows.map((row) => toWire(row, ids));
}

function snapshot(row: OpponentRow): Record<string, unknown> {
  return { id: row.id, version: row.version, name: row.title, shortName: row.shortTitle, slug: row.slug, mascot: row.mascot, city: row.location, website: row.website, logo: row.logo, primaryColor: row.primaryColor, conference: row.conference };
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
  const base = slugify(name) || 'opponent';
  const taken = new Set((await db.select({ id: opponents.id, slug: opponents.slug }).from(opponents).where(eq(opponents.tenantId, tenantId))).filter((row) => row.id !== except).map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** The row's columns from the body; a logo or colour the body leaves out stays as it was (seeded logos have no library id to send back). */
async function columnsOf(db: Db, tenant: Tenant, body: OpponentBody, before: OpponentRow | null) {
  return {
    title: body.name,
    shortTitle: body.shortName ?? body.name,
    mascot: body.mascot ?? '',
    location: body.city ?? '',
    website: body.website,
    logo: body.logoId === undefined ? (before?.logo ?? null) : body.logoId === null ? null : await logoUrl(db, tenant, body.logoId),
    primaryColor: body.primaryColor ?? before?.primaryColor ?? DEFAULT_COLOR,
    conference: body.conference,
  };
}

export async function createOpponent(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, body: OpponentBody): Promise<OpponentRow> {
  const tenantId = tenant.id;
  return writeContent(deps, { tenantId, actor, kind: 'opponent', action: 'create' }, async (tx, at) => {
    const columns = await columnsOf(tx, tenant, body, null);
    const slug = await freeSlug(tx, tenantId, body.name, null);
    const [row] = await tx
      .insert(opponents)
      .values({ tenantId, ...columns, slug, secondaryColor: '#ffffff', version: 1, updatedAt: at, updatedBy: actor.accountId })
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
