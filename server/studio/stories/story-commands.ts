import { and, eq, inArray } from 'drizzle-orm';
import { storyInput, type StoryInput, type StoryPublishInput, type StoryWriteWire } from '../../../contract/studio/stories';
import { notFound } from '../../http/api-error';
import { insertRows } from '../../store/bulk-insert';
import type { Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { stories, storyGames, storyPlayers, storyTags } from '../../store/tables/editorial';
import { rosterPlayers } from '../../store/tables/people';
import { games } from '../../store/tables/schedule';
import { contentVersions, storyRedirects } from '../../store/tables/studio';
import { writeContent, writeContentBatch, type ContentWriteDeps } from '../content-write';
import { checkVersion } from '../if-match';
import type { StudioActor } from '../studio-guard';
import { invalidInput, invalidItem, parseItem } from '../studio-route';
import { checkReferences, contentColumnsOf, ensureTags, filenameBase, freeFilename, gameLinkKind, leadImagePath, renameFor, setTags, siteColumnsOf, tagSlugsOf, uniqueFilename, withExistingReferences } from './story-fields';
import { currentOf, loadStory, namesOf, snapshotOf, STORY_KIND, studioStoryColumns, tagsOf, type StorySnapshot, type StudioStoryRow } from './story-record';
import { storyReferences } from './story-references';
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

/** The lead photo's address, from the photos storyReferences checked. */
const imagePathOf = (input: StoryInput, imagePaths: ReadonlyMap<number, string>): string | null => (input.imageId != null ? (imagePaths.get(input.imageId) ?? null) : null);

/** The columns of a new story that its input gives (a story is 'news' unless it says otherwise). */
export function newStoryColumns(tenantId: number, input: StoryInput, imagePaths: ReadonlyMap<number, string>) {
  return { tenantId, ...siteColumnsOf(input, imagePaths), ...contentColumnsOf(input), imagePath: imagePathOf(input, imagePaths), storyType: input.storyType ?? 'news' };
}

/** POST /stories: a new draft (hidden; its address is dated today until it is published). */
export function createStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, input: StoryInput): Promise<StoryWriteWire> {
  return retryOnNameClash(() =>
    writeContent(deps, { tenantId, actor, kind: STORY_KIND, action: 'create' }, async (tx, at) => {
      const imagePaths = await checkReferences(tx, tenantId, input);
      const filename = await uniqueFilename(tx, tenantId, input.title, null);
      const [row] = await tx
        .insert(stories)
        .values({ ...newStoryColumns(tenantId, input, imagePaths), filename, postDate: at, createdAt: at, hidden: true, status: 'draft', version: 1, updatedAt: at, updatedBy: actor.accountId })
        .returning(studioStoryColumns);
      const tagNames = input.tags ?? [];
      await setTags(tx, tenantId, row!.id, tagNames);
      return { result: writeWireOf(row!), itemId: row!.id, version: 1, before: null, after: snapshotOf(row!, await tagsOf(tx, row!.id)), summary: `Created ${quoted(row!.title)}` };
    }),
  );
}

/** PUT /stories/{id}: every field replaced (what the site shows beside it only when given); the status and dates stay. */
export function updateStory(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, storyId: number, expectedVersion: number, input: StoryInput): Promise<StoryWriteWire> {
  return retryOnNameClash(() =>
    writeStory(deps, { tenantId, actor, storyId, expectedVersion, action: 'update' }, async (tx, row, at) => {
      const imagePaths = await checkReferences(tx, tenantId, input);
      const filename = await renameFor(tx, row, input.title, at);
      return { set: { ...siteColumnsOf(input, imagePaths), ...contentColumnsOf(input, row), imagePath: imagePathOf(input, imagePaths), filename }, tags: input.tags ?? [], summary: `Edited ${quoted(input.title)}` };
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

/** What a version says of the site's fields beside the story; one it does not know (an older version) is left out, so it stays. */
function siteInputOf(snapshot: StorySnapshot): Partial<StoryInput> {
  const { teaser, writerId, storyType, imageCaption, imageCredit, video, galleryId, links, inRotator, metaKeywords, metaDescription } = snapshot;
  const known = { teaser, writerId, storyType, imageCaption, imageCredit, video, galleryId, links, inRotator, metaKeywords, metaDescription };
  return Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined)) as Partial<StoryInput>;
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
        ...siteInputOf(snapshot),
      });
      const filename = await renameFor(tx, row, input.title, at);
      // The square photo is kept by its address: a version that knew it puts that address back.
      const square = snapshot.alternateImagePath !== undefined ? { alternateImagePath: snapshot.alternateImagePath } : {};
      const set = { ...siteColumnsOf(input, new Map()), ...square, ...contentColumnsOf(input, row), imagePath: await leadImagePath(tx, tenantId, input.imageId), filename };
      return { set, tags: input.tags ?? [], summary: `Restored version ${version} of ${quoted(input.title)}` };
    }),
  );
}

/** One story of a department's history, for createStories: the studio's body, and where the story stands. */
export interface StoryHistoryItem {
  /** The studio's POST body (read with the same schema). */
  body: StoryInput;
  /** 'published': on the site from `postDate` (a later one: listed from then on); 'draft': hidden, for staff to preview. */
  status: 'published' | 'draft';
  postDate: Date;
  createdAt: Date;
  /** The address it has (a slug) when it is not its headline's; the next free one if another story has it. */
  filename?: string;
  /** The games whose pages link it as their preview or recap; by default its `gameId`'s, once it is published. */
  games?: ReadonlyArray<{ gameId: number; kind: 'preview' | 'recap' }>;
  /** The roster entries it features. */
  rosterPlayerIds?: readonly number[];
}

/** Stories per INSERT: some 35 columns a row, well within PostgreSQL's 65,535 parameters. */
const STORIES_PER_STATEMENT = 500;

/** Each body read with the contract's schema; the first that does not pass is a 400 naming its index ('3.title'). */
function parseBodies(items: readonly StoryHistoryItem[]): StoryInput[] {
  return items.map((item, index) => parseItem(storyInput, item.body, String(index)));
}

/** 400 for the first item naming a sport, game, writer, photo or player not the school's ('3.sportId'). */
async function checkBatchReferences(tx: Db, tenantId: number, items: readonly StoryHistoryItem[], inputs: StoryInput[]): Promise<ReadonlyMap<number, string>> {
  const { problems, imagePaths } = await storyReferences(tx, tenantId, inputs);
  const gameIds = [...new Set(items.flatMap((item) => item.games?.map((game) => game.gameId) ?? []))];
  const playerIds = [...new Set(items.flatMap((item) => item.rosterPlayerIds ?? []))];
  const knownGames = new Set(gameIds.length === 0 ? [] : (await tx.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), inArray(games.id, gameIds)))).map((row) => row.id));
  const knownPlayers = new Set(playerIds.length === 0 ? [] : (await tx.select({ id: rosterPlayers.id }).from(rosterPlayers).where(and(eq(rosterPlayers.tenantId, tenantId), inArray(rosterPlayers.id, playerIds)))).map((row) => row.id));
  items.forEach((item, index) => {
    const fields = { ...problems.get(index) };
    if (item.games?.some((game) => !knownGames.has(game.gameId))) fields.games = 'Choose a game from the schedule.';
    if (item.rosterPlayerIds?.some((id) => !knownPlayers.has(id))) fields.rosterPlayerIds = 'Choose players from the roster.';
    if (Object.keys(fields).length > 0) throw invalidItem(String(index), fields);
  });
  return imagePaths;
}

/** Each item's file name, unique in the school and the batch, by the per-item command's rule. */
async function batchFilenames(tx: Db, tenantId: number, wanted: string[]): Promise<string[]> {
  const names = await tx.select({ filename: stories.filename }).from(stories).where(eq(stories.tenantId, tenantId));
  const redirects = await tx.select({ filename: storyRedirects.filename }).from(storyRedirects).where(eq(storyRedirects.tenantId, tenantId));
  const taken = new Set([...names, ...redirects].map((row) => row.filename));
  return wanted.map((title) => {
    const filename = freeFilename(filenameBase(title), taken);
    taken.add(filename);
    return filename;
  });
}

/** The game links each item takes: those given, else its `gameId`'s once published (as syncGameLink links it). */
async function batchGameLinks(tx: Db, tenantId: number, items: readonly StoryHistoryItem[], rows: StudioStoryRow[]): Promise<Array<typeof storyGames.$inferInsert>> {
  const implied = rows.filter((row, index) => items[index]!.games === undefined && row.gameId !== null && row.status === 'published');
  const gameIds = [...new Set(implied.map((row) => row.gameId!))];
  const dates = new Map(gameIds.length === 0 ? [] : (await tx.select({ id: games.id, date: games.date }).from(games).where(and(eq(games.tenantId, tenantId), inArray(games.id, gameIds)))).map((game) => [game.id, game.date]));
  return rows.flatMap((row, index) => {
    const given = items[index]!.games;
    if (given) return given.map((game) => ({ tenantId, storyId: row.id, gameId: game.gameId, kind: game.kind }));
    const date = row.gameId !== null && row.status === 'published' ? dates.get(row.gameId) : undefined;
    return date ? [{ tenantId, storyId: row.id, gameId: row.gameId!, kind: gameLinkKind(date, row.postDate) }] : [];
  });
}

/**
 * The batch form of createStory, for a department's history (the demo's seasons of news): every body read with the
 * contract's schema and written as createStory writes it (sanitised, its references checked, a unique file name,
 * its tags found or made), but at the status and dates the history gives it, in a few multi-row statements; each
 * story's version 1 and audit row ("Created “…”") by writeContentBatch, in one transaction, announced once.
 * The per-item routes are unchanged: a story the studio makes starts as a draft and is published by its own command.
 */
export async function createStories(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, items: readonly StoryHistoryItem[]): Promise<StoryWriteWire[]> {
  const inputs = parseBodies(items);
  return writeContentBatch(deps, { tenantId, actor, kind: STORY_KIND, action: 'create' }, async (tx, at) => {
    const imagePaths = await checkBatchReferences(tx, tenantId, items, inputs);
    const filenames = await batchFilenames(tx, tenantId, items.map((item, index) => item.filename ?? inputs[index]!.title));
    const ids = await nextSerialIds(tx, 'stories', items.length);
    const rows: StudioStoryRow[] = items.map((item, index) => ({
      ...NEW_STORY_DEFAULTS,
      ...newStoryColumns(tenantId, inputs[index]!, imagePaths),
      id: ids[index]!,
      filename: filenames[index]!,
      postDate: item.postDate,
      createdAt: item.createdAt,
      hidden: item.status === 'draft',
      status: item.status,
      version: 1,
      updatedAt: at,
      updatedBy: actor.accountId,
    }));
    for (let start = 0; start < rows.length; start += STORIES_PER_STATEMENT) await insertRows(tx, stories, rows.slice(start, start + STORIES_PER_STATEMENT));

    const storySlugs = inputs.map((input) => tagSlugsOf(input.tags ?? []));
    const tagsBySlug = await ensureTags(tx, tenantId, new Map(storySlugs.flatMap((slugs) => [...slugs])));
    const storyTagRows = storySlugs.map((slugs) => [...slugs.keys()].map((slug) => tagsBySlug.get(slug)!));
    await insertRows(tx, storyTags, rows.flatMap((row, index) => storyTagRows[index]!.map((tag) => ({ tenantId, storyId: row.id, tagId: tag.id }))));
    await insertRows(tx, storyGames, await batchGameLinks(tx, tenantId, items, rows));
    await insertRows(tx, storyPlayers, rows.flatMap((row, index) => [...new Set(items[index]!.rosterPlayerIds ?? [])].map((rosterPlayerId) => ({ tenantId, storyId: row.id, rosterPlayerId }))));

    const written = rows.map((row, index) => ({
      itemId: row.id,
      version: 1,
      after: snapshotOf(row, storyTagRows[index]!.map((tag) => tag.name).sort()),
      summary: `Created ${quoted(row.title)}`,
    }));
    return { result: rows.map(writeWireOf), items: written };
  });
}

/** The columns a new story has before its input is applied: the table's defaults. */
const NEW_STORY_DEFAULTS = {
  writerId: null,
  subheadline: '',
  teaser: '',
  byline: '',
  imagePath: null,
  imageAltText: '',
  imageCaption: '',
  imageCredit: null,
  alternateImagePath: null,
  videoYoutube: null,
  videoArchive: null,
  videoTitle: null,
  galleryId: null,
  links: [],
  titleInRotator: false,
  metaKeywords: null,
  metaDescription: null,
  publishAt: null,
  unpublishAt: null,
  gameId: null,
  imageId: null,
} satisfies Partial<StudioStoryRow>;
