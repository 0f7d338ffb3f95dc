import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { StoryDetailWire, StoryStatusWire, StorySummaryWire } from '../../../contract/studio/stories';
import { storyUrl } from '../../api/editorial-format';
import type { Db } from '../../store/database';
import { staffAccounts } from '../../store/tables/staff';
import { stories, storyTags, tags, type StoryLink } from '../../store/tables/editorial';
import type { CurrentVersion } from '../if-match';

const { search: _search, ...columns } = getTableColumns(stories);
/** Every column of a story but its generated search document. */
export const studioStoryColumns = columns;
export type StudioStoryRow = Omit<typeof stories.$inferSelect, 'search'>;

export const STORY_KIND = 'story';

/** A version's snapshot (content_versions.data): everything restore puts back, and the state it was in. */
export interface StorySnapshot extends Record<string, unknown> {
  title: string;
  subtitle: string;
  body: string;
  sportId: number | null;
  tags: string[];
  writer: string;
  imageId: number | null;
  imageAlt: string;
  gameId: number | null;
  status: StoryStatusWire;
  publishAt: string | null;
  unpublishAt: string | null;
  filename: string;
  postDate: string;
  // What the site shows beside the story (absent from versions saved before the studio kept it).
  teaser?: string;
  writerId?: number | null;
  storyType?: string;
  imageCaption?: string;
  imageCredit?: string | null;
  alternateImagePath?: string | null;
  video?: StoryVideo | null;
  galleryId?: number | null;
  links?: StoryLink[];
  inRotator?: boolean;
  metaKeywords?: string | null;
  metaDescription?: string | null;
}

export interface StoryVideo {
  youtubeId: string | null;
  archiveId: number | null;
  title: string;
}

/** The story's video as the studio shows it; null when it has none. */
export function videoOf(row: Pick<StudioStoryRow, 'videoYoutube' | 'videoArchive' | 'videoTitle'>): StoryVideo | null {
  return row.videoYoutube || row.videoArchive ? { youtubeId: row.videoYoutube, archiveId: row.videoArchive, title: row.videoTitle ?? '' } : null;
}

export async function loadStory(db: Db, tenantId: number, id: number, lock = false): Promise<StudioStoryRow | undefined> {
  const query = db.select(studioStoryColumns).from(stories).where(and(eq(stories.tenantId, tenantId), eq(stories.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function tagsOf(db: Db, storyId: number): Promise<string[]> {
  const rows = await db.select({ name: tags.name }).from(storyTags).innerJoin(tags, eq(tags.id, storyTags.tagId)).where(eq(storyTags.storyId, storyId)).orderBy(asc(tags.name));
  return rows.map((row) => row.name);
}

/** Display names of the accounts that changed stories last. */
export async function namesOf(db: Db, accountIds: Array<number | null>): Promise<Map<number, string>> {
  const ids = [...new Set(accountIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: staffAccounts.id, name: staffAccounts.displayName }).from(staffAccounts).where(inArray(staffAccounts.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export function statusOf(row: StudioStoryRow): StoryStatusWire {
  const status = row.status as StoryStatusWire;
  return ['draft', 'scheduled', 'published', 'unpublished'].includes(status) ? status : row.hidden ? 'draft' : 'published';
}

export function publicUrlOf(row: Pick<StudioStoryRow, 'postDate' | 'filename'>): string {
  return storyUrl(row.postDate, row.filename);
}

export function snapshotOf(row: StudioStoryRow, storyTagNames: string[]): StorySnapshot {
  return {
    title: row.title,
    subtitle: row.subheadline,
    body: row.bodyHtml,
    sportId: row.sportId,
    tags: storyTagNames,
    writer: row.byline,
    imageId: row.imageId,
    imageAlt: row.imageAltText,
    gameId: row.gameId,
    status: statusOf(row),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    filename: row.filename,
    postDate: row.postDate.toISOString(),
    ...besideTheStory(row),
    alternateImagePath: row.alternateImagePath,
  };
}

/** What the site shows beside a story (the body's optional fields), as its snapshot and the studio's detail give it. */
function besideTheStory(row: StudioStoryRow) {
  return {
    teaser: row.teaser,
    writerId: row.writerId,
    storyType: row.storyType,
    imageCaption: row.imageCaption,
    imageCredit: row.imageCredit,
    video: videoOf(row),
    galleryId: row.galleryId,
    links: row.links,
    inRotator: row.titleInRotator,
    metaKeywords: row.metaKeywords,
    metaDescription: row.metaDescription,
  };
}

export function currentOf(row: StudioStoryRow, names: Map<number, string>): CurrentVersion {
  return {
    version: row.version,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
    updatedBy: row.updatedBy !== null ? { id: row.updatedBy, name: names.get(row.updatedBy) ?? 'Former staff member' } : null,
  };
}

export function summaryOf(row: StudioStoryRow, names: Map<number, string>): StorySummaryWire {
  const current = currentOf(row, names);
  return {
    id: row.id,
    version: row.version,
    status: statusOf(row),
    title: row.title,
    sportId: row.sportId,
    publishAt: row.publishAt?.toISOString() ?? null,
    updatedAt: current.updatedAt,
    updatedBy: current.updatedBy,
    url: publicUrlOf(row),
  };
}

/** The photos' addresses and the square photo's media item, as GET /stories/{id} found them. */
export interface StoryImages {
  imageUrl: string | null;
  alternateImageId: number | null;
  alternateImageUrl: string | null;
}

export function detailOf(row: StudioStoryRow, names: Map<number, string>, storyTagNames: string[], images: StoryImages): StoryDetailWire {
  const summary = summaryOf(row, names);
  return {
    ...summary,
    subtitle: row.subheadline,
    body: row.bodyHtml,
    tags: storyTagNames,
    writer: row.byline,
    imageId: row.imageId,
    imageAlt: row.imageAltText,
    imageUrl: images.imageUrl,
    gameId: row.gameId,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    ...besideTheStory(row),
    alternateImageId: images.alternateImageId,
    alternateImageUrl: images.alternateImageUrl,
    previewUrl: summary.status === 'published' ? null : `/hidden${summary.url}`,
  };
}
