import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { featureNotConfigured } from '../http/api-error';
import { requestOrigin } from '../http/request-origin';
import { pagingOf } from '../http/cursor-paging';
import { toPage } from '../http/paging';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { honoursSettings } from '../store/tables/honours';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PageEnvelope } from '../../contract/paging';
import { slugify } from '../../core/honours/slug';

/** Helpers shared by the honours routes (facilities, podcasts, videos, awards, hall of fame, ...). */

export type SportRow = typeof sports.$inferSelect;

/** Documents `$pageIndex` / `$pageSize` on a route; `readPaging` validates them. */
export const pagingQuery = {
  $pageIndex: z.string().optional().describe('Page number from 0 (default 0).'),
  $pageSize: z.string().optional().describe('Items per page, 1 to 100 (default 10).'),
};

/** The school's sports by id (a school has a couple of dozen: one small query per request). */
export async function tenantSports(db: Db, tenantId: number): Promise<Map<number, SportRow>> {
  const rows = await db.select().from(sports).where(eq(sports.tenantId, tenantId)).orderBy(asc(sports.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The origin the client called, for the reference's absolute URLs. */
export function originOf(request: FastifyRequest): string {
  return requestOrigin(request);
}

/** A settings document of this school, checked against its contract schema; none is a 404 { Message }. */
export async function readSettings<S extends z.ZodType>(db: Db, tenantId: number, kind: string, schema: S): Promise<z.infer<S>> {
  const [row] = await db.select({ body: honoursSettings.body }).from(honoursSettings).where(and(eq(honoursSettings.tenantId, tenantId), eq(honoursSettings.kind, kind)));
  // v2-reference 1.4: a feature the school has not set up is a 404 with { Message }.
  if (!row) throw featureNotConfigured(`The ${kind} feature is not configured for this site.`);
  return schema.parse(row.body);
}

/** Runs a paged list query: the total and one page of rows (v2's page or v2.1's cursor window), mapped to the v2 page envelope. */
export async function pagedList<Row, Item>(
  db: Db,
  request: FastifyRequest,
  table: PgTable,
  where: SQL | undefined,
  page: (limit: number, offset: number) => Promise<Row[]>,
  toItem: (row: Row) => Item,
): Promise<PageEnvelope<Item>> {
  const paging = pagingOf(request);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  const rows = total > paging.offset ? await page(paging.pageSize, paging.offset) : [];
  return toPage(rows.map(toItem), total, paging);
}

/** The site's roster bio path (spec 2.1 roster_bio). */
export function rosterBioPath(sport: SportRow | undefined, firstName: string, lastName: string, rosterPlayerId: number): string | null {
  return sport ? `/sports/${sport.globalSportNameSlug}/roster/${slugify(`${firstName} ${lastName}`)}/${rosterPlayerId}` : null;
}

/** `%`/`_` in a search term are literal. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A site-relative URL split into the reference's folder and file name fields. */
export function splitUrl(url: string): { folder: string; file: string } {
  const cut = url.lastIndexOf('/') + 1;
  return { folder: url.slice(0, cut), file: url.slice(cut) };
}

/** Buckets members under each of their keys, keeping list order inside a bucket. */
export function bucket<T>(members: T[], keysOf: (member: T) => string[]): Record<string, T[]> {
  const groups: Record<string, T[]> = {};
  for (const member of members) for (const key of keysOf(member)) (groups[key] ??= []).push(member);
  return groups;
}
