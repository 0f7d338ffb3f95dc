import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { StoryDetailWire, StoryHistoryWire, StorySortWire, StoryStatusWire, StudioStoriesPageWire } from '../../../contract/studio/stories';
import { defaultStoryDirection } from '../../../core/studio/stories/story';
import { mediaUrlOf, publishedStories } from '../../api/story-wire';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { stories } from '../../store/tables/editorial';
import { media } from '../../store/tables/foundation';
import { contentVersions } from '../../store/tables/studio';
import type { Tenant } from '../../tenants/tenant-directory';
import { detailOf, loadStory, namesOf, STORY_KIND, studioStoryColumns, summaryOf, tagsOf } from './story-record';

export interface StoryListOptions {
  status?: StoryStatusWire;
  /** Only what fans can read at this instant (the public site's rule). */
  onSiteAt?: Date;
  q?: string;
  sportId?: number;
  changedBy?: number;
  sort?: StorySortWire;
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const changed = sql`coalesce(${stories.updatedAt}, ${stories.createdAt})`;
/** The status column in a story's order of life, not the alphabet's. */
const statusRank = sql`case ${stories.status} when 'draft' then 0 when 'scheduled' then 1 when 'published' then 2 else 3 end`;
const SORTS = { changed, title: sql`lower(${stories.title})`, status: statusRank, publishAt: stories.publishAt } as const;

/** LIKE's own characters in a search text match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /stories: the school's stories by status, words, sport and who changed them last; the most recently changed
 * first unless a column is named (ties newest story first, so a page never repeats or skips one).
 */
export async function listStories(db: Db, tenantId: number, options: StoryListOptions): Promise<StudioStoriesPageWire> {
  const q = options.q?.trim();
  const onSite = options.onSiteAt ? publishedStories(tenantId, options.onSiteAt, eq(stories.status, 'published')) : undefined;
  const school = eq(stories.tenantId, tenantId);
  const where = and(
    school,
    onSite,
    options.status ? eq(stories.status, options.status) : undefined,
    q ? or(ilike(stories.title, likePattern(q)), ilike(stories.subheadline, likePattern(q))) : undefined,
    options.sportId ? eq(stories.sportId, options.sportId) : undefined,
    options.changedBy ? eq(stories.updatedBy, options.changedBy) : undefined,
  );
  const sort = SORTS[options.sort ?? 'changed'];
  const direction = (options.dir ?? defaultStoryDirection(options.sort)) === 'asc' ? asc : desc;
  const [rows, [total], changers] = await Promise.all([
    db
      .select(studioStoryColumns)
      .from(stories)
      .where(where)
      .orderBy(sql`${direction(sort)} nulls last`, desc(stories.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(stories).where(where),
    db.selectDistinct({ id: stories.updatedBy }).from(stories).where(and(school, isNotNull(stories.updatedBy))),
  ]);
  const names = await namesOf(db, [...rows.map((row) => row.updatedBy), ...changers.map((row) => row.id)]);
  return {
    items: rows.map((row) => summaryOf(row, names)),
    total: total?.n ?? 0,
    page: options.page,
    pageSize: options.pageSize,
    changers: changers.flatMap(({ id }) => (id !== null && names.has(id) ? [{ id, name: names.get(id) ?? '' }] : [])).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** GET /stories/{id}. */
export async function getStory(db: Db, tenant: Tenant, storyId: number): Promise<StoryDetailWire> {
  const row = await loadStory(db, tenant.id, storyId);
  if (!row) throw notFound(`No story with id ${storyId}.`);
  const [names, tagNames] = await Promise.all([namesOf(db, [row.updatedBy]), tagsOf(db, row.id)]);
  // The square photo is kept by its address (as the site reads it): its media item is found by that address.
  const [square] = row.alternateImagePath ? await db.select({ id: media.id }).from(media).where(and(eq(media.tenantId, tenant.id), eq(media.path, row.alternateImagePath))).limit(1) : [];
  return detailOf(row, names, tagNames, {
    imageUrl: row.imagePath ? mediaUrlOf(tenant, row.imagePath) : null,
    alternateImageId: square?.id ?? null,
    alternateImageUrl: row.alternateImagePath ? mediaUrlOf(tenant, row.alternateImagePath) : null,
  });
}

/** GET /stories/{id}/history: its versions, newest first. */
export async function storyHistory(db: Db, tenantId: number, storyId: number): Promise<StoryHistoryWire> {
  const row = await loadStory(db, tenantId, storyId);
  if (!row) throw notFound(`No story with id ${storyId}.`);
  const versions = await db
    .select({ version: contentVersions.version, at: contentVersions.createdAt, accountId: contentVersions.accountId, name: contentVersions.actorName, action: contentVersions.action })
    .from(contentVersions)
    .where(and(eq(contentVersions.tenantId, tenantId), eq(contentVersions.kind, STORY_KIND), eq(contentVersions.itemId, storyId)))
    .orderBy(desc(contentVersions.version), asc(contentVersions.id));
  return { items: versions.map((version) => ({ version: version.version, at: version.at.toISOString(), by: { id: version.accountId, name: version.name }, action: version.action })) };
}
