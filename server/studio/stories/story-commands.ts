import { and, eq } from 'drizzle-orm';
import type { StoryInput, StoryPublishInput, StoryWriteWire } from '../../../contract/studio/stories';
import { notFound } from '../../http/api-error';
import { stories } from '../../store/tables/editorial';
import { contentVersions } from '../../store/tables/studio';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { checkVersion } from '../if-match';
import type { StudioActor } from '../studio-guard';
import { invalidInput } from '../studio-route';
import { checkReferences, contentColumnsOf, leadImagePath, renameFor, setTags, uniqueFilename, withExistingReferences } from './story-fields';
import { currentOf, loadStory, namesOf, snapshotOf, STORY_KIND, studioStoryColumns, tagsOf, type StorySnapshot } from './story-record';
import { isUniqueViolation } from '../../store/unique-violation';
import { writeStory, writeWireOf } from './story-write';

const quoted = (title: string) => `“${title}”`;

/** Two editors giving stories the same headline at once: the second takes the next free file name. */
async function retryOnNameClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** POST /stories: a new draft (hidden; its address is dated today until it is published). */
export function createStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, input: StoryInput): Promise<StoryWriteWire> {
  return retryOnNameClash(() =>
    writeContent(deps, { tenantId, actor, kind: STORY_KIND, action: 'create' }, async (tx, at) => {
      await checkReferences(tx, tenantId, input);
      const filename = await uniqueFilename(tx, tenantId, input.title, null);
      const [row] = await tx
        .insert(stories)
        .values({ tenantId, ...contentColumnsOf(input), imagePath: await leadImagePath(tx, tenantId, input.imageId), storyType: 'news', filename, postDate: at, createdAt: at, hidden: true, status: 'draft', version: 1, updatedAt: at, updatedBy: actor.accountId })
        .returning(studioStoryColumns);
      const tagNames = input.tags ?? [];
      await setTags(tx, tenantId, row!.id, tagNames);
      return { result: writeWireOf(row!), itemId: row!.id, version: 1, before: null, after: snapshotOf(row!, await tagsOf(tx, row!.id)), summary: `Created ${quoted(row!.title)}` };
    }),
  );
}

/** PUT /stories/{id}: every field replaced; the status and dates stay. */
export function updateStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number, input: StoryInput): Promise<StoryWriteWire> {
  return retryOnNameClash(() =>
    writeStory(deps, { tenantId, actor, storyId, expectedVersion, action: 'update' }, async (tx, row, at) => {
      await checkReferences(tx, tenantId, input);
      const filename = await renameFor(tx, row, input.title, at);
      return { set: { ...contentColumnsOf(input), imagePath: await leadImagePath(tx, tenantId, input.imageId), filename }, tags: input.tags ?? [], summary: `Edited ${quoted(input.title)}` };
    }),
  );
}

/** DELETE /stories/{id}: gone from the site and the studio (its versions and audit rows stay). */
export async function deleteStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number): Promise<void> {
  await writeContent(deps, { tenantId, actor, kind: STORY_KIND, action: 'delete', itemId: storyId }, async (tx) => {
    const row = await loadStory(tx, tenantId, storyId, true);
    if (!row) throw notFound(`No story with id ${storyId}.`);
    checkVersion(expectedVersion, currentOf(row, await namesOf(tx, [row.updatedBy])));
    const before = snapshotOf(row, await tagsOf(tx, row.id));
    await tx.delete(stories).where(and(eq(stories.tenantId, tenantId), eq(stories.id, storyId)));
    return { result: undefined, before, after: null, summary: `Deleted ${quoted(row.title)}` };
  });
}

/**
 * POST /stories/{id}/publish: no `at` (or `at` not after now) publishes now; a later `at` schedules it (the
 * scheduler publishes it then). A story the public has seen keeps its date (its address); a first
 * publication (a schedule cancelled before its time included) dates it at its publication.
 */
export function publishStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number | undefined, input: StoryPublishInput): Promise<StoryWriteWire> {
  const now = deps.now();
  const when = input.at ? Date.parse(input.at) : now;
  const unpublishAt = input.unpublishAt ? new Date(Date.parse(input.unpublishAt)) : null;
  if (unpublishAt && unpublishAt.getTime() <= Math.max(when, now)) throw invalidInput({ unpublishAt: 'Take it down after it is published.' });
  return writeStory(deps, { tenantId, actor, storyId, expectedVersion, action: when > now ? 'schedule' : 'publish' }, async (_tx, row, at) => {
    // Seen by the public: published once, not merely scheduled for a time that has not come (and then taken off).
    const seen = (row.status === 'published' || row.status === 'unpublished') && row.postDate.getTime() <= now;
    if (when > now) {
      return {
        set: { status: 'scheduled', hidden: false, publishAt: new Date(when), postDate: new Date(when), unpublishAt },
        summary: `Scheduled ${quoted(row.title)} for ${new Date(when).toISOString()}`,
      };
    }
    const postDate = seen ? row.postDate : input.at ? new Date(when) : at;
    return { set: { status: 'published', hidden: false, publishAt: null, postDate, unpublishAt }, summary: `Published ${quoted(row.title)}` };
  });
}

/** POST /stories/{id}/unpublish: off the site (staff still preview it); a schedule is cancelled. */
export function unpublishStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number | undefined): Promise<StoryWriteWire> {
  return writeStory(deps, { tenantId, actor, storyId, expectedVersion, action: 'unpublish' }, async (_tx, row) => ({
    set: { status: 'unpublished', hidden: true, publishAt: null, unpublishAt: null },
    summary: `Unpublished ${quoted(row.title)}`,
  }));
}

/** POST /stories/{id}/history/{version}/restore: that version's content as a new version; the status stays. */
export function restoreStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number, version: number): Promise<StoryWriteWire> {
  return retryOnNameClash(() =>
    writeStory(deps, { tenantId, actor, storyId, expectedVersion, action: 'restore' }, async (tx, row, at) => {
      const [saved] = await tx
        .select({ data: contentVersions.data })
        .from(contentVersions)
        .where(and(eq(contentVersions.tenantId, tenantId), eq(contentVersions.kind, STORY_KIND), eq(contentVersions.itemId, storyId), eq(contentVersions.version, version)));
      if (!saved) throw notFound(`Story ${storyId} has no version ${version}.`);
      const snapshot = saved.data as StorySnapshot;
      const input: StoryInput = await withExistingReferences(tx, tenantId, {
        title: snapshot.title,
        body: snapshot.body,
        subtitle: snapshot.subtitle,
        writer: snapshot.writer,
        tags: snapshot.tags,
        sportId: snapshot.sportId,
        gameId: snapshot.gameId,
        imageId: snapshot.imageId,
        imageAlt: snapshot.imageAlt,
      });
      const filename = await renameFor(tx, row, input.title, at);
      return { set: { ...contentColumnsOf(input), imagePath: await leadImagePath(tx, tenantId, input.imageId), filename }, tags: input.tags ?? [], summary: `Restored version ${version} of ${quoted(input.title)}` };
    }),
  );
}
