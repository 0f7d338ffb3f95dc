import { eq } from 'drizzle-orm';
import type { PageEnvelope } from '../../../contract/paging';
import type { RelatedStoryWire, StoryWire } from '../../../contract/stories';
import type { TagWire } from '../../../contract/tags';
import type { Db } from '../../store/database';
import { stories, storyGames, storyPlayers, storyTags, storyWriters, tags } from '../../store/tables/editorial';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem, type ResourceWriter } from './import-writer';
import type { OriginClient } from './origin-client';

// The origin's largest page.
const PAGE = 100;

/** Every item of a paged list, the pages after the first read concurrently. */
export async function readPages<T>(origin: OriginClient, path: string): Promise<T[]> {
  const at = (page: number) => origin.json<PageEnvelope<T>>(`${path}${path.includes('?') ? '&' : '?'}$pageSize=${PAGE}&$pageIndex=${page}`);
  const first = await at(0);
  if (!first) return [];
  const rest = await Promise.all(Array.from({ length: Math.max(first.pages - 1, 0) }, (_, index) => at(index + 1)));
  return [first, ...rest].flatMap((answer) => answer?.items ?? []);
}

/** A stored media path from a media url of the wire, rewritten: `<prefix><path>` for one of our media prefixes. */
export function mediaPathOf(prefixes: readonly string[], url: string | null | undefined): string | null {
  if (!url) return null;
  const prefix = prefixes.find((p) => url.startsWith(p));
  return prefix === undefined ? url : url.slice(prefix.length);
}

/** The wire's `YYYY-MM-DDTHH:mm:ss` (UTC) as a Date. */
const utc = (text: string) => new Date(`${text}Z`);

/** A public story: its list item (writer, tags, games), its detail (body, players) and when it was created. */
export interface OriginStory {
  wire: StoryWire;
  detail: StoryWire | null;
  created: string | null;
  /** The post date to the millisecond, where a game's results name the story (the stories' `date` stops at the second). */
  posted: string | null;
}

/** The post date of a game's recap or preview as its GET /ScheduleGames/{id}/results gives it (ISO, with milliseconds). */
async function postedOf(origin: OriginClient, wire: StoryWire): Promise<string | null> {
  const game = wire.games.find((g) => g.postStoryId === wire.id) ?? wire.games.find((g) => g.previewStoryId === wire.id);
  if (!game) return null;
  const results = await origin.json<{ story: { id: number; date: string } | null }>(`/ScheduleGames/${game.id}/results`);
  return results?.story?.id === wire.id ? results.story.date : null;
}

/**
 * Every published story: GET /Stories (paged), each story's GET /Stories/{date}/{name} for its body and players,
 * GET /Stories/related (paged) for the creation dates and a recap's game results for its exact post date. Hidden (unlisted) and scheduled stories are not
 * public: the import cannot see them.
 */
export async function readStories(origin: OriginClient): Promise<OriginStory[]> {
  const [list, related] = await Promise.all([readPages<StoryWire>(origin, '/Stories'), readPages<RelatedStoryWire>(origin, '/Stories/related')]);
  const created = new Map(related.map((item) => [item.storyId, item.storyCreated]));
  return Promise.all(
    list.map(async (wire) => ({
      wire,
      detail: await origin.json<StoryWire>(`/Stories/${wire.date}/${encodeURIComponent(wire.storyFilename)}`),
      created: created.get(wire.id) ?? null,
      posted: await postedOf(origin, wire),
    })),
  );
}

type WriterRow = Omit<typeof storyWriters.$inferInsert, 'id' | 'tenantId'>;
type TagRow = Omit<typeof tags.$inferInsert, 'id' | 'tenantId'>;
type StoryInsert = Omit<typeof stories.$inferInsert, 'id' | 'tenantId'>;

/** A story with its links: written together, so a changed link (a player imported since) rewrites them. */
interface StoryRow {
  story: StoryInsert;
  tagIds: number[];
  games: { gameId: number; kind: string }[];
  rosterPlayerIds: number[];
}

function storyWriter(context: ImportContext): ResourceWriter<StoryRow> {
  const base = tableWriter<StoryInsert>(context, 'stories', 'story', stories);
  // The links of several stories, one INSERT per link table.
  const links = async (tx: Db, written: readonly { storyId: number; row: StoryRow }[]) => {
    const tenantId = context.tenantId;
    const tagLinks = written.flatMap(({ storyId, row }) => row.tagIds.map((tagId) => ({ tenantId, storyId, tagId })));
    const gameLinks = written.flatMap(({ storyId, row }) => row.games.map((game) => ({ tenantId, storyId, ...game })));
    const playerLinks = written.flatMap(({ storyId, row }) => row.rosterPlayerIds.map((rosterPlayerId) => ({ tenantId, storyId, rosterPlayerId })));
    if (tagLinks.length > 0) await tx.insert(storyTags).values(tagLinks);
    if (gameLinks.length > 0) await tx.insert(storyGames).values(gameLinks);
    if (playerLinks.length > 0) await tx.insert(storyPlayers).values(playerLinks);
  };
  return {
    resource: 'stories',
    kind: 'story',
    async insert(tx, row) {
      const id = await base.insert(tx, row.story);
      await links(tx, [{ storyId: id, row }]);
      return id;
    },
    async insertMany(tx, rows) {
      const ids = await base.insertMany(tx, rows.map((row) => row.story));
      await links(tx, rows.map((row, index) => ({ storyId: ids[index]!, row })));
      return ids;
    },
    async update(tx, id, row) {
      await base.update(tx, id, row.story);
      for (const table of [storyTags, storyGames, storyPlayers]) await tx.delete(table).where(eq(table.storyId, id));
      await links(tx, [{ storyId: id, row }]);
    },
  };
}

/** The tags (GET /Tags lists them all, active or not), by their origin id. */
export async function importTags(context: ImportContext, origin: OriginClient): Promise<void> {
  const list = (await origin.json<TagWire[]>('/Tags')) ?? [];
  const items = list.map((tag): MappedItem<TagRow> => ({ sourceId: String(tag.id), row: { name: tag.name, slug: tag.slug, description: tag.description ?? null, active: tag.active } }));
  await writeResource(context, tableWriter<TagRow>(context, 'tags', 'tag', tags), items);
}

/** The writers the stories name (their `writer` object), by their origin id. */
async function importWriters(context: ImportContext, list: readonly OriginStory[]): Promise<void> {
  const items = new Map<string, MappedItem<WriterRow>>();
  for (const { wire } of list) {
    const writer = wire.writer;
    if (!writer) continue;
    items.set(String(writer.id), {
      sourceId: String(writer.id),
      row: { name: writer.name, title: writer.title ?? '', bio: writer.bio ?? '', email: writer.email ?? null, phone: writer.phone ?? null, twitter: writer.socialMedia.twitter ?? null, instagram: writer.socialMedia.instagram ?? null },
    });
  }
  await writeResource(context, tableWriter<WriterRow>(context, 'story-writers', 'story-writer', storyWriters), [...items.values()]);
}

/**
 * Writes the stories (rewritten by names: their images and bodies' media are fetched with the rest), their
 * writers, and each story's tags, games and featured players. A game's preview and recap story come from
 * story_games, so the games' previewStoryId/postStoryId follow. Players map through 'roster-players' (the
 * story keeps roster entries): a player not imported is left out of the story's players.
 */
export async function importStories(context: ImportContext, list: readonly OriginStory[], mediaPrefixes: readonly string[], report: ImportReport): Promise<void> {
  await importWriters(context, list);
  const items: MappedItem<StoryRow>[] = [];
  for (const { wire, detail, created, posted } of list) {
    if (!detail) {
      report.refuse('stories', String(wire.id), `The origin lists story ${wire.id} but does not serve /Stories/${wire.date}/${wire.storyFilename}`);
      continue;
    }
    const sportId = wire.sport ? localIdOf(context, 'sports', wire.sport.id) : null;
    if (wire.sport && sportId === null) {
      report.refuse('stories', String(wire.id), `The story's sport ${wire.sport.id} was not imported`);
      continue;
    }
    const story: StoryInsert = {
      sportId,
      writerId: wire.writer ? localIdOf(context, 'story-writers', wire.writer.id) : null,
      title: wire.title ?? '',
      subheadline: wire.subHeadline,
      teaser: wire.teaser,
      byline: wire.byline,
      bodyHtml: detail.content ?? '',
      storyType: wire.type ?? 'story',
      filename: wire.storyFilename,
      postDate: posted && posted.startsWith(wire.date) ? new Date(posted) : utc(wire.date),
      // The creation date shows in the links' `created` and in /Stories/related; the post date when neither says.
      createdAt: utc(created ?? wire.links[0]?.created ?? wire.date),
      imagePath: mediaPathOf(mediaPrefixes, wire.primaryImage?.url),
      imageAltText: wire.imageAltText,
      imageCaption: wire.imageCaption,
      imageCredit: wire.imageCreditText,
      alternateImagePath: mediaPathOf(mediaPrefixes, wire.alternateImage?.url),
      videoYoutube: wire.video?.youtube ?? null,
      videoArchive: wire.video?.archive ?? null,
      videoTitle: wire.video?.metadata.title ?? null,
      // Galleries are their own family: the id maps once they are imported; the wire's 0 is no gallery.
      galleryId: wire.galleryId ? localIdOf(context, 'galleries', wire.galleryId) : null,
      links: wire.links.map((link) => ({ text: link.linkText, url: link.linkUrl })),
      titleInRotator: wire.titleInRotator,
      metaKeywords: wire.storyMetaKeywords,
      metaDescription: wire.storyMetaDescription,
    };
    const games = wire.games.flatMap((game) => {
      const gameId = localIdOf(context, 'games', game.id);
      if (gameId === null) return [];
      // The kind is what the game says of this story; a story about a game that is neither its preview nor its recap is 'related'.
      const kind = game.previewStoryId === wire.id ? 'preview' : game.postStoryId === wire.id ? 'recap' : 'related';
      return [{ gameId, kind }];
    }).filter((game, index, all) => all.findIndex((other) => other.gameId === game.gameId) === index);
    items.push({
      sourceId: String(wire.id),
      row: {
        story,
        tagIds: [...new Set(wire.tags.flatMap((tag) => localIdOf(context, 'tags', tag.tagId) ?? []))],
        games,
        rosterPlayerIds: [...new Set((detail.players ?? []).flatMap((player) => localIdOf(context, 'roster-players', player.rosterPlayerId) ?? []))],
      },
    });
  }
  await writeResource(context, storyWriter(context), items);
}
