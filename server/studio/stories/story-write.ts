import { and, eq } from 'drizzle-orm';
import type { StoryWriteWire } from '../../../contract/studio/stories';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { stories } from '../../store/tables/editorial';
import { contentVersions } from '../../store/tables/studio';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { checkVersion } from '../if-match';
import type { StudioActor } from '../studio-guard';
import { setTags, syncGameLink } from './story-fields';
import { currentOf, loadStory, namesOf, publicUrlOf, snapshotOf, statusOf, STORY_KIND, studioStoryColumns, tagsOf, type StudioStoryRow } from './story-record';

export interface StoryChange {
  /** The columns to change (version, updatedAt and updatedBy are set here). */
  set: Partial<typeof stories.$inferInsert>;
  /** The story's new tags, when they change. */
  tags?: string[];
  summary: string;
}

export interface StoryWriteRequest {
  tenantId: number;
  actor: StudioActor;
  storyId: number;
  action: string;
  /** The version the client edited (If-Match); undefined for the scheduler, which locks the row instead. */
  expectedVersion?: number;
  /** How to find and lock the story; by default by id, FOR UPDATE. Undefined from it: nothing to do. */
  load?: (tx: Db) => Promise<StudioStoryRow | undefined>;
}

/** A command found nothing to do (the scheduler's story was taken by another instance); rolls the write back. */
export class NothingToWrite extends Error {}

export function writeWireOf(row: StudioStoryRow): StoryWriteWire {
  return { id: row.id, version: row.version, status: statusOf(row), url: publicUrlOf(row) };
}

/** The version a story had before the studio first changed it (the demo's stories) becomes its first history entry. */
async function keepOriginal(tx: Db, row: StudioStoryRow, tagNames: string[]): Promise<void> {
  const [known] = await tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.tenantId, row.tenantId), eq(contentVersions.kind, STORY_KIND), eq(contentVersions.itemId, row.id), eq(contentVersions.version, row.version)));
  if (known) return;
  await tx.insert(contentVersions).values({
    tenantId: row.tenantId,
    kind: STORY_KIND,
    itemId: row.id,
    version: row.version,
    action: 'original',
    data: snapshotOf(row, tagNames),
    accountId: row.updatedBy,
    actorName: 'Original',
    createdAt: row.updatedAt ?? row.createdAt,
  });
}

/**
 * The one path by which an existing story changes (DESIGN 2): lock it, check the editor's version (412),
 * apply the change as version + 1, keep the tags and the game link in step, and record the version and the
 * audit row in the same transaction (writeContent), which then announces the change.
 */
export async function writeStory(deps: ContentWriteDeps, request: StoryWriteRequest, change: (tx: Db, row: StudioStoryRow, at: Date) => Promise<StoryChange>): Promise<StoryWriteWire> {
  const { tenantId, actor, storyId } = request;
  return writeContent(deps, { tenantId, actor, kind: STORY_KIND, action: request.action, itemId: storyId }, async (tx, at) => {
    const row = request.load ? await request.load(tx) : await loadStory(tx, tenantId, storyId, true);
    if (!row) {
      if (request.load) throw new NothingToWrite();
      throw notFound(`No story with id ${storyId}.`);
    }
    if (request.expectedVersion !== undefined) checkVersion(request.expectedVersion, currentOf(row, await namesOf(tx, [row.updatedBy])));
    const tagsBefore = await tagsOf(tx, row.id);
    await keepOriginal(tx, row, tagsBefore);
    const { set, tags, summary } = await change(tx, row, at);
    const version = row.version + 1;
    const [updated] = await tx
      .update(stories)
      .set({ ...set, version, updatedAt: at, updatedBy: actor.accountId })
      .where(and(eq(stories.tenantId, tenantId), eq(stories.id, row.id)))
      .returning(studioStoryColumns);
    if (tags) await setTags(tx, tenantId, row.id, tags);
    await syncGameLink(tx, updated!, row.gameId);
    return { result: writeWireOf(updated!), itemId: row.id, version, before: snapshotOf(row, tagsBefore), after: snapshotOf(updated!, tags ?? tagsBefore), summary };
  });
}
