import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { StoryInput } from '../../../contract/studio/stories';
import { slugify } from '../../api/editorial-format';
import { sanitizeContentHtml } from '../../http/content-html';
import type { Db } from '../../store/database';
import { stories, storyGames, storyTags, storyWriters, tags } from '../../store/tables/editorial';
import { media, sports } from '../../store/tables/foundation';
import { games } from '../../store/tables/schedule';
import { storyRedirects } from '../../store/tables/studio';
import { invalidInput } from '../studio-route';
import type { StudioStoryRow } from './story-record';
import { storyReferences } from './story-references';

const TEASER_CHARS = 240;

/** Plain text of safe HTML (for the teaser), with whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function teaserOf(subtitle: string, text: string): string {
  if (subtitle) return subtitle;
  return text.length <= TEASER_CHARS ? text : `${text.slice(0, TEASER_CHARS).replace(/\s+\S*$/, '')}…`;
}

/** The teaser and search description the studio derives from a story's subtitle and text. */
function derivedSummaryOf(subtitle: string, text: string): { teaser: string; metaDescription: string } {
  const teaser = teaserOf(subtitle, text);
  return { teaser, metaDescription: teaser.slice(0, 300) };
}

/**
 * The columns a story's input sets (DESIGN 8: the body sanitised with the site's rich-text allow-list on write).
 * A teaser or search description the input leaves out is derived from the story, except on an update (`previous`)
 * of a story whose own one was written for it (it differs from what its text gives): that one stays.
 */
export function contentColumnsOf(input: StoryInput, previous?: StudioStoryRow | null) {
  const bodyHtml = sanitizeContentHtml(input.body.includes('<') ? input.body : `<p>${input.body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`);
  const text = textOf(bodyHtml);
  if (text.length === 0) throw invalidInput({ body: 'Write the story.' });
  const subtitle = input.subtitle ?? '';
  const derived = derivedSummaryOf(subtitle, text);
  const before = previous ? derivedSummaryOf(previous.subheadline, textOf(previous.bodyHtml)) : null;
  const written = (field: 'teaser' | 'metaDescription') => (previous && before && previous[field] !== before[field] ? previous[field] : derived[field]);
  return {
    title: input.title,
    subheadline: subtitle,
    teaser: input.teaser || (written('teaser') ?? ''),
    bodyHtml,
    byline: input.writer ?? '',
    sportId: input.sportId ?? null,
    gameId: input.gameId ?? null,
    imageId: input.imageId ?? null,
    imageAltText: input.imageId != null ? (input.imageAlt ?? '') : '',
    metaDescription: input.metaDescription !== undefined ? input.metaDescription : written('metaDescription'),
  };
}

/**
 * The columns of what the site shows beside the story that the input gives; a field it leaves out is not among
 * them, so an update keeps the stored value (and a new story takes the column's default). The square photo's
 * address comes from `imagePaths` (storyReferences checked it).
 */
export function siteColumnsOf(input: StoryInput, imagePaths: ReadonlyMap<number, string>): Partial<typeof stories.$inferInsert> {
  const set: Partial<typeof stories.$inferInsert> = {};
  if (input.writerId !== undefined) set.writerId = input.writerId;
  if (input.storyType !== undefined) set.storyType = input.storyType;
  if (input.imageCaption !== undefined) set.imageCaption = input.imageCaption;
  if (input.imageCredit !== undefined) set.imageCredit = input.imageCredit;
  if (input.alternateImageId !== undefined) set.alternateImagePath = input.alternateImageId === null ? null : (imagePaths.get(input.alternateImageId) ?? null);
  if (input.video !== undefined) Object.assign(set, { videoYoutube: input.video?.youtubeId ?? null, videoArchive: input.video?.archiveId ?? null, videoTitle: input.video?.title ?? null });
  if (input.galleryId !== undefined) set.galleryId = input.galleryId;
  if (input.links !== undefined) set.links = input.links;
  if (input.inRotator !== undefined) set.titleInRotator = input.inRotator;
  if (input.metaKeywords !== undefined) set.metaKeywords = input.metaKeywords;
  return set;
}

/** Where the site finds the lead photo (its media path, as the seed's stories keep it): a photo of the school's library, or none. */
export async function leadImagePath(db: Db, tenantId: number, imageId: number | null | undefined): Promise<string | null> {
  if (imageId == null) return null;
  const [file] = await db.select({ path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), eq(media.id, imageId)));
  return file && file.contentType.startsWith('image/') ? file.path : null;
}

/** 400 when the sport, game, writer or a photo is not the school's; else the photos' addresses. */
export async function checkReferences(db: Db, tenantId: number, input: StoryInput): Promise<ReadonlyMap<number, string>> {
  const { problems, imagePaths } = await storyReferences(db, tenantId, [input]);
  const fields = problems.get(0);
  if (fields) throw invalidInput(fields);
  return imagePaths;
}

/** The input with a sport, game or writer the school no longer has left out (a restored old version). */
export async function withExistingReferences(db: Db, tenantId: number, input: StoryInput): Promise<StoryInput> {
  const result = { ...input };
  if (input.sportId != null) {
    const [sport] = await db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenantId), eq(sports.id, input.sportId)));
    if (!sport) result.sportId = null;
  }
  if (input.gameId != null) {
    const [game] = await db.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, input.gameId)));
    if (!game) result.gameId = null;
  }
  if (input.writerId != null) {
    const [writer] = await db.select({ id: storyWriters.id }).from(storyWriters).where(and(eq(storyWriters.tenantId, tenantId), eq(storyWriters.id, input.writerId)));
    if (!writer) result.writerId = null;
  }
  if (input.imageId != null && (await leadImagePath(db, tenantId, input.imageId)) === null) Object.assign(result, { imageId: null, imageAlt: '' });
  return result;
}

/** The file name a headline (or a given address) starts from: its slug, at most 120 characters. */
export function filenameBase(title: string): string {
  return (slugify(title) || 'story').slice(0, 120).replace(/-+$/, '');
}

/** `base` when no one has it, else `base-2`, `base-3`, ... */
export function freeFilename(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A file name from the headline, unique in the school (other stories' names and old addresses): `falcons-win`, else `falcons-win-2`, ... */
export async function uniqueFilename(db: Db, tenantId: number, title: string, storyId: number | null): Promise<string> {
  const base = filenameBase(title);
  // slugify leaves letters, digits and hyphens only: nothing LIKE would read as a pattern.
  const other = storyId === null ? undefined : ne(stories.id, storyId);
  const names = await db.select({ filename: stories.filename }).from(stories).where(and(eq(stories.tenantId, tenantId), like(stories.filename, `${base}%`), other));
  const redirects = await db
    .select({ filename: storyRedirects.filename })
    .from(storyRedirects)
    .where(and(eq(storyRedirects.tenantId, tenantId), like(storyRedirects.filename, `${base}%`), storyId === null ? undefined : ne(storyRedirects.storyId, storyId)));
  return freeFilename(base, new Set([...names, ...redirects].map((row) => row.filename)));
}

/**
 * The story's file name after its headline became `title`. A story the public has seen (published, or taken
 * down since) keeps answering at its old address: the old name becomes a redirect to the story.
 */
export async function renameFor(db: Db, row: StudioStoryRow, title: string, at: Date): Promise<string> {
  if (title === row.title) return row.filename;
  const filename = await uniqueFilename(db, row.tenantId, title, row.id);
  if (filename === row.filename) return filename;
  if (row.status === 'published' || row.status === 'unpublished') {
    await db.insert(storyRedirects).values({ tenantId: row.tenantId, filename: row.filename, storyId: row.id, createdAt: at }).onConflictDoUpdate({ target: [storyRedirects.tenantId, storyRedirects.filename], set: { storyId: row.id, createdAt: at } });
  }
  await claimFilename(db, row.tenantId, filename);
  return filename;
}

/** A name a story now holds is no longer anyone's redirect (the story answers there itself). */
export async function claimFilename(db: Db, tenantId: number, filename: string): Promise<void> {
  await db.delete(storyRedirects).where(and(eq(storyRedirects.tenantId, tenantId), eq(storyRedirects.filename, filename)));
}

/** The names by their slug (the tag a name means), the first name of each slug, in order. */
export function tagSlugsOf(names: readonly string[]): Map<string, string> {
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  return bySlug;
}

/** The school's tags of these slugs, made (with the name given) where the school has none yet. */
export async function ensureTags(db: Db, tenantId: number, bySlug: ReadonlyMap<string, string>): Promise<Map<string, { id: number; name: string }>> {
  if (bySlug.size === 0) return new Map();
  const slugs = [...bySlug.keys()];
  const find = async () => new Map((await db.select({ id: tags.id, slug: tags.slug, name: tags.name }).from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.slug, slugs)))).map((row) => [row.slug, { id: row.id, name: row.name }]));
  const known = await find();
  const missing = slugs.filter((slug) => !known.has(slug));
  if (missing.length === 0) return known;
  // Only the missing ones: a conflicting row would still take a number from the tags' sequence.
  await db
    .insert(tags)
    .values(missing.map((slug) => ({ tenantId, slug, name: bySlug.get(slug)! })))
    .onConflictDoNothing({ target: [tags.tenantId, tags.slug] });
  return find();
}

/** Replaces the story's tags with `names` (tags of the school found by slug, or made). */
export async function setTags(db: Db, tenantId: number, storyId: number, names: string[]): Promise<void> {
  await db.delete(storyTags).where(eq(storyTags.storyId, storyId));
  const found = await ensureTags(db, tenantId, tagSlugsOf(names));
  if (found.size === 0) return;
  await db.insert(storyTags).values([...found.values()].map((tag) => ({ tenantId, storyId, tagId: tag.id })));
}

/** What a game page calls a story linked to it: its preview before the game, its recap after. */
export function gameLinkKind(gameDate: Date, postDate: Date): 'preview' | 'recap' {
  return gameDate.getTime() > postDate.getTime() ? 'preview' : 'recap';
}

/**
 * The game page links a story once the public can read it (the game's preview before it, its recap after):
 * the link exists only while the story is published.
 */
export async function syncGameLink(db: Db, row: Pick<StudioStoryRow, 'id' | 'tenantId' | 'status' | 'gameId' | 'postDate'>, previousGameId: number | null): Promise<void> {
  // A story the studio never linked to a game keeps the links it came with (the demo's previews and recaps).
  if (row.gameId === null && previousGameId === null) return;
  await db.delete(storyGames).where(eq(storyGames.storyId, row.id));
  if (row.status !== 'published' || row.gameId === null) return;
  const [game] = await db.select({ date: games.date }).from(games).where(and(eq(games.tenantId, row.tenantId), eq(games.id, row.gameId)));
  if (!game) return;
  await db.insert(storyGames).values({ tenantId: row.tenantId, storyId: row.id, gameId: row.gameId, kind: gameLinkKind(game.date, row.postDate) });
}
