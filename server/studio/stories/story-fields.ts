import { and, eq, inArray, like, ne } from 'drizzle-orm';
import type { StoryInput } from '../../../contract/studio/stories';
import { slugify } from '../../api/editorial-format';
import { sanitizeContentHtml } from '../../http/content-html';
import type { Db } from '../../store/database';
import { stories, storyGames, storyTags, tags } from '../../store/tables/editorial';
import { media, sports } from '../../store/tables/foundation';
import { games } from '../../store/tables/schedule';
import { storyRedirects } from '../../store/tables/studio';
import { invalidInput } from '../studio-route';
import type { StudioStoryRow } from './story-record';

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

/** The columns a story's input sets (DESIGN 8: the body sanitised with the site's rich-text allow-list on write). */
export function contentColumnsOf(input: StoryInput) {
  const bodyHtml = sanitizeContentHtml(input.body.includes('<') ? input.body : `<p>${input.body.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`);
  const text = textOf(bodyHtml);
  if (text.length === 0) throw invalidInput({ body: 'Write the story.' });
  const subtitle = input.subtitle ?? '';
  return {
    title: input.title,
    subheadline: subtitle,
    teaser: teaserOf(subtitle, text),
    bodyHtml,
    byline: input.writer ?? '',
    sportId: input.sportId ?? null,
    gameId: input.gameId ?? null,
    imageId: input.imageId ?? null,
    imageAltText: input.imageId != null ? (input.imageAlt ?? '') : '',
    metaDescription: teaserOf(subtitle, text).slice(0, 300),
  };
}

/** Where the site finds the lead photo (its media path, as the seed's stories keep it): a photo of the school's library, or none. */
export async function leadImagePath(db: Db, tenantId: number, imageId: number | null | undefined): Promise<string | null> {
  if (imageId == null) return null;
  const [file] = await db.select({ path: media.path, contentType: media.contentType }).from(media).where(and(eq(media.tenantId, tenantId), eq(media.id, imageId)));
  return file && file.contentType.startsWith('image/') ? file.path : null;
}

/** 400 when the sport, game or lead photo is not the school's. */
export async function checkReferences(db: Db, tenantId: number, input: StoryInput): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.imageId != null && (await leadImagePath(db, tenantId, input.imageId)) === null) fields.imageId = 'Choose a photo from the media library.';
  if (input.sportId != null) {
    const [sport] = await db.select({ id: sports.id }).from(sports).where(and(eq(sports.tenantId, tenantId), eq(sports.id, input.sportId)));
    if (!sport) fields.sportId = 'Choose a sport from the list.';
  }
  if (input.gameId != null) {
    const [game] = await db.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, input.gameId)));
    if (!game) fields.gameId = 'Choose a game from the schedule.';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

/** The input with a sport or game the school no longer has left out (a restored old version). */
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
  if (input.imageId != null && (await leadImagePath(db, tenantId, input.imageId)) === null) Object.assign(result, { imageId: null, imageAlt: '' });
  return result;
}

/** A file name from the headline, unique in the school (other stories' names and old addresses): `falcons-win`, else `falcons-win-2`, ... */
export async function uniqueFilename(db: Db, tenantId: number, title: string, storyId: number | null): Promise<string> {
  const base = (slugify(title) || 'story').slice(0, 120).replace(/-+$/, '');
  // slugify leaves letters, digits and hyphens only: nothing LIKE would read as a pattern.
  const other = storyId === null ? undefined : ne(stories.id, storyId);
  const names = await db.select({ filename: stories.filename }).from(stories).where(and(eq(stories.tenantId, tenantId), like(stories.filename, `${base}%`), other));
  const redirects = await db
    .select({ filename: storyRedirects.filename })
    .from(storyRedirects)
    .where(and(eq(storyRedirects.tenantId, tenantId), like(storyRedirects.filename, `${base}%`), storyId === null ? undefined : ne(storyRedirects.storyId, storyId)));
  const taken = new Set([...names, ...redirects].map((row) => row.filename));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
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

/** Replaces the story's tags with `names` (tags of the school found by slug, or made). */
export async function setTags(db: Db, tenantId: number, storyId: number, names: string[]): Promise<void> {
  await db.delete(storyTags).where(eq(storyTags.storyId, storyId));
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = slugify(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  if (bySlug.size === 0) return;
  const slugs = [...bySlug.keys()];
  await db
    .insert(tags)
    .values(slugs.map((slug) => ({ tenantId, slug, name: bySlug.get(slug)! })))
    .onConflictDoNothing({ target: [tags.tenantId, tags.slug] });
  const rows = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.tenantId, tenantId), inArray(tags.slug, slugs)));
  await db.insert(storyTags).values(rows.map((row) => ({ tenantId, storyId, tagId: row.id })));
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
  await db.insert(storyGames).values({ tenantId: row.tenantId, storyId: row.id, gameId: row.gameId, kind: game.date.getTime() > row.postDate.getTime() ? 'preview' : 'recap' });
}
