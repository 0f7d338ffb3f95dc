import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { filterOptionsWire, pressClipsPageWire, pressClipWire, type FilterOptionWire, type PressClipWire } from '../../contract/press-clips';
import { notFound } from '../http/api-error';
import { pagingOf } from '../http/cursor-paging';
import { toPage } from '../http/paging';
import { intParam } from '../http/query';
import { boolParam } from '../schedule/schedule-params';
import type { Db } from '../store/database';
import type { Tenant } from '../tenants/tenant-directory';
import { pressClips, pressSources } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';
import { wireDateTime } from './editorial-format';
import { v21Query } from './v21-adapter';

const TAG = 'PressClips';
const yearParam = z.string().regex(/^\d{4}$/, 'must be a year (YYYY)').transform(Number);
const clipListQuery = z.object({ sportId: intParam.optional(), season: yearParam.optional(), year: yearParam.optional() });
/** The list's order: newest first unless v2.1 asks for oldest first. */
type ClipListQuery = z.infer<typeof clipListQuery> & { descending?: boolean };

// v2-reference 16: v2.1 adds ByDescendingDate (also spelt IsByDescendingDate): false lists the oldest first.
const clipListV21 = v21Query(
  clipListQuery.extend({ ByDescendingDate: boolParam.optional(), IsByDescendingDate: boolParam.optional() }),
  ({ ByDescendingDate, IsByDescendingDate, ...query }): ClipListQuery => ({ ...query, descending: ByDescendingDate ?? IsByDescendingDate }),
);

/** An academic season starts on 1 July: its value is that year, its name '2025-26'. */
export function seasonOf(date: Date): { value: number; name: string } {
  const start = date.getUTCMonth() >= 6 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { value: start, name: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

const clipColumns = {
  clip: pressClips,
  source: pressSources,
  sport: { id: sports.id, title: sports.title, abbrev: sports.abbrev, shortDisplay: sports.shortDisplay, shortName: sports.shortName },
};
type ClipRow = {
  clip: typeof pressClips.$inferSelect;
  source: typeof pressSources.$inferSelect;
  sport: { id: number; title: string; abbrev: string | null; shortDisplay: string | null; shortName: string } | null;
};

function toPressClipWire({ clip, source, sport }: ClipRow): PressClipWire {
  const sportWire = sport ? { id: sport.id, title: sport.title, abbreviation: sport.abbrev, shortTitle: sport.shortDisplay, shortname: sport.shortName } : null;
  return {
    id: clip.id,
    title: clip.title,
    summary: clip.summary,
    link: clip.link,
    date: wireDateTime(clip.clipDate),
    author: clip.author,
    image: clip.imageUrl,
    source: { id: source.id, title: source.title, website: source.website },
    sport: sportWire,
    sports: sportWire ? [sportWire] : [],
    openInNewWindow: clip.openInNewWindow,
  };
}

function clipsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(clipColumns)
    .from(pressClips)
    .innerJoin(pressSources, eq(pressSources.id, pressClips.sourceId))
    .leftJoin(sports, eq(sports.id, pressClips.sportId))
    .where(where);
}

async function clipDates(db: Db, tenantId: number): Promise<Date[]> {
  const rows = await db.select({ date: pressClips.clipDate }).from(pressClips).where(eq(pressClips.tenantId, tenantId));
  return rows.map((row) => row.date);
}

function options(entries: Array<{ value: number; name: string }>): FilterOptionWire[] {
  const unique = new Map(entries.map((entry) => [entry.value, entry.name]));
  return [...unique].sort(([a], [b]) => b - a).map(([value, name]) => ({ value, name, statTitle: name }));
}

export async function registerPressClipRoutes(app: FastifyInstance, { db }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/PressClips',
      summary: 'Press clips, newest first (v2 paging); filter by sport, season (its start year) or calendar year',
      tag: TAG,
      query: clipListQuery,
      response: pressClipsPageWire,
      versions: ['v2', 'v2.1'],
      v21: { query: clipListV21 },
    },
    async ({ request, tenant, query }: { request: FastifyRequest; tenant: Tenant; query: ClipListQuery }) => {
      const paging = pagingOf(request);
      const order = query.descending === false ? asc : desc;
      const conditions: SQL[] = [eq(pressClips.tenantId, tenant.id)];
      if (query.sportId !== undefined) conditions.push(eq(pressClips.sportId, query.sportId));
      if (query.year !== undefined) conditions.push(sql`extract(year from ${pressClips.clipDate} at time zone 'UTC') = ${query.year}`);
      if (query.season !== undefined) {
        conditions.push(sql`${pressClips.clipDate} >= ${new Date(Date.UTC(query.season, 6, 1))} and ${pressClips.clipDate} < ${new Date(Date.UTC(query.season + 1, 6, 1))}`);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        clipsQuery(db, where).orderBy(order(pressClips.clipDate), order(pressClips.id)).limit(paging.pageSize).offset(paging.offset),
        db.select({ n: count() }).from(pressClips).where(where),
      ]);
      return toPage(rows.map(toPressClipWire), total?.n ?? 0, paging);
    },
  );

  apiGet(app, { path: '/PressClips/filters/seasons', summary: 'Seasons that have press clips, newest first', tag: TAG, response: filterOptionsWire, versions: ['v2', 'v2.1'] }, async ({ tenant }) =>
    options((await clipDates(db, tenant.id)).map(seasonOf)),
  );

  apiGet(app, { path: '/PressClips/filters/years', summary: 'Calendar years that have press clips, newest first', tag: TAG, response: filterOptionsWire, versions: ['v2', 'v2.1'] }, async ({ tenant }) =>
    options((await clipDates(db, tenant.id)).map((date) => ({ value: date.getUTCFullYear(), name: String(date.getUTCFullYear()) }))),
  );

  apiGet(
    app,
    { path: `/PressClips/${intSegment('pressClipId')}`, summary: 'One press clip', tag: TAG, response: pressClipWire, statuses: { 404: 'Non-integer or unknown id' }, versions: ['v2', 'v2.1'] },
    async ({ tenant, params }) => {
      const [row] = await clipsQuery(db, and(eq(pressClips.tenantId, tenant.id), eq(pressClips.id, Number(params.pressClipId))));
      if (!row) throw notFound(`No press clip with id ${params.pressClipId}.`);
      return toPressClipWire(row);
    },
  );
}
