import { and, asc, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { archivesPageWire, type ArchiveItemWire } from '../../contract/archives';
import { filterOptionsWire } from '../../contract/press-clips';
import { pagingOf } from '../http/cursor-paging';
import { toPage, type Paging } from '../http/paging';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { stories } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import type { Tenant } from '../tenants/tenant-directory';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';
import { isPlainText, storyUrl, wireDateTime } from './editorial-format';
import { hiddenGet } from './hidden-route';
import { mediaUrlOf, publishedStories, storiesPage, storiesVisible } from './story-wire';
import { v21Query } from './v21-adapter';

const TAG = 'Archives';
const postYear = sql<number>`extract(year from ${stories.postDate} at time zone 'UTC')::int`;

/** A LIKE pattern that matches `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const searchText = z.string().max(200, 'must be at most 200 characters').refine(isPlainText, 'must not hold control characters');
const archiveQuery = z.object({
  search: searchText.optional(),
  seasonYear: z.string().regex(/^\d{4}$/, 'must be a year (YYYY)').transform(Number).optional(),
  sportId: intParam.optional(),
});
/** `queryText`: v2.1's free text, matched against the headline or the sport's title. */
type ArchiveQuery = z.infer<typeof archiveQuery> & { queryText?: string };

// v2-reference 17: v2.1 renames `search` to QueryText, which the suite matches against `sportTitle`.
const archiveV21 = v21Query(archiveQuery.omit({ search: true }).extend({ QueryText: searchText.optional() }), ({ QueryText, ...query }): ArchiveQuery => ({ ...query, queryText: QueryText }));

/** One page of the archive, newest first: the published stories, or (`hidden`, staff preview) the hidden ones. */
async function archivePage(db: Db, tenant: Tenant, at: Date, hidden: boolean, query: ArchiveQuery, paging: Paging) {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  // v2-reference 17: `search` is contained (any case) in the headline; `seasonYear` in the post date.
  if (search) conditions.push(ilike(stories.title, containsPattern(search)));
  const text = query.queryText?.trim();
  if (text) {
    const sportsNamed = db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenant.id), ilike(sports.title, containsPattern(text))));
    conditions.push(or(ilike(stories.title, containsPattern(text)), inArray(stories.sportId, sportsNamed))!);
  }
  if (query.seasonYear !== undefined) conditions.push(sql`${postYear} = ${query.seasonYear}`);
  if (query.sportId !== undefined) conditions.push(eq(stories.sportId, query.sportId));
  const where = storiesVisible(hidden, tenant.id, at, ...conditions);
  const { rows, total } = await storiesPage(db, where, paging);
  const items = rows.map(({ story, sportTitle }, index): ArchiveItemWire => ({
    storyId: String(story.id),
    storyRank: paging.offset + index + 1,
    sportTitle: sportTitle ?? 'General',
    storyImage: story.imagePath ? mediaUrlOf(tenant, story.imagePath) : '',
    storyHeadline: story.title,
    storySummary: story.teaser,
    storyPostdate: wireDateTime(story.postDate),
    storyCreated: wireDateTime(story.createdAt),
    storyFilename: story.filename,
    storyPath: storyUrl(story.postDate, story.filename),
    sportsCats: sportTitle ?? 'General',
  }));
  return toPage(items, total, paging);
}

export async function registerArchiveRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Archives',
      summary: 'The story archive, newest first (v2 paging): headline search, post year and sport filters',
      tag: TAG,
      query: archiveQuery,
      response: archivesPageWire,
      versions: ['v2', 'v2.1'],
      v21: { query: archiveV21 },
    },
    ({ request, tenant, query }) => archivePage(db, tenant, new Date(now()), false, query, pagingOf(request)),
  );

  // v2-reference 17: v2.1 only, and it keeps the v2 page envelope and `$pageIndex` / `$pageSize`.
  apiGet(
    app,
    {
      path: '/Archives/with-fusion-cache',
      summary: 'The story archive as /Archives, in the v2 page envelope ($pageIndex, $pageSize) though served under v2.1',
      tag: TAG,
      query: archiveQuery,
      response: archivesPageWire,
      versions: ['v2.1'],
      v21: { pageEnvelope: true },
    },
    ({ request, tenant, query }) => archivePage(db, tenant, new Date(now()), false, query, pagingOf(request)),
  );

  // v2-reference 31: the same archive of the hidden (unpublished) stories, for signed-in staff.
  hiddenGet(
    app,
    { path: '/Hidden/archives', summary: 'The hidden (unpublished) stories as the archive shows them, newest first (v2 paging); staff only', query: archiveQuery, response: archivesPageWire },
    ({ request, tenant, query }) => archivePage(db, tenant, new Date(now()), true, query, pagingOf(request)),
  );

  apiGet(
    app,
    { path: '/Archives/filters/seasons', summary: 'Years that have published stories, newest first (name is the YYYY seasonYear)', tag: TAG, response: filterOptionsWire, versions: ['v2', 'v2.1'] },
    async ({ tenant }) => {
      const rows = await db.selectDistinct({ year: postYear }).from(stories).where(publishedStories(tenant.id, new Date(now()))).orderBy(desc(postYear));
      return rows.map(({ year }) => ({ value: year, name: String(year), statTitle: String(year) }));
    },
  );

  apiGet(
    app,
    { path: '/Archives/filters/sports', summary: 'Sports that have published stories (value is the sportId)', tag: TAG, response: filterOptionsWire, versions: ['v2', 'v2.1'] },
    async ({ tenant }) => {
      const rows = await db
        .selectDistinct({ id: sports.id, title: sports.title, shortDisplay: sports.shortDisplay, appPriority: sports.appPriority })
        .from(stories)
        .innerJoin(sports, eq(sports.id, stories.sportId))
        .where(publishedStories(tenant.id, new Date(now()), isNotNull(stories.sportId)))
        .orderBy(asc(sports.appPriority), asc(sports.id));
      return rows.map((row) => ({ value: row.id, name: row.title, statTitle: row.shortDisplay ?? row.title }));
    },
  );
}
