import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { StoryPlayerWire, StorySportWire, StoryWire } from '../../contract/stories';
import { sanitizeContentHtml } from '../http/content-html';
import type { Paging } from '../http/paging';
import { gameSynonymOf } from '../schedule/game-synonym';
import type { Db } from '../store/database';
import { stories, storyPlayers, storyTags, storyWriters, tags } from '../store/tables/editorial';
import { sports } from '../store/tables/foundation';
import { players, rosterPlayers, rosters } from '../store/tables/people';
import type { Tenant } from '../tenants/tenant-directory';
import { absolute, longDate, storyUrl, wireDateTime } from './editorial-format';
import { storedSportWire } from './people-wire';
import { gamesOfStories } from './story-game-wire';

/** Every story column but the full-text document. */
export const storyColumns = {
  id: stories.id,
  tenantId: stories.tenantId,
  sportId: stories.sportId,
  writerId: stories.writerId,
  title: stories.title,
  subheadline: stories.subheadline,
  teaser: stories.teaser,
  byline: stories.byline,
  bodyHtml: stories.bodyHtml,
  storyType: stories.storyType,
  filename: stories.filename,
  postDate: stories.postDate,
  createdAt: stories.createdAt,
  imagePath: stories.imagePath,
  imageAltText: stories.imageAltText,
  imageCaption: stories.imageCaption,
  imageCredit: stories.imageCredit,
  alternateImagePath: stories.alternateImagePath,
  videoYoutube: stories.videoYoutube,
  videoArchive: stories.videoArchive,
  videoTitle: stories.videoTitle,
  galleryId: stories.galleryId,
  links: stories.links,
  titleInRotator: stories.titleInRotator,
  metaKeywords: stories.metaKeywords,
  metaDescription: stories.metaDescription,
  hidden: stories.hidden,
};
/** What the public API reads of a story (not the studio's own fields). */
export type StoryRow = Omit<typeof stories.$inferSelect, 'search' | 'version' | 'status' | 'publishAt' | 'unpublishAt' | 'updatedAt' | 'updatedBy' | 'gameId' | 'imageId'>;
type SportRow = typeof sports.$inferSelect;

/** A tenant's published stories: scheduled ones (post date after now) and hidden ones never show. */
export function publishedStories(tenantId: number, now: Date, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(eq(stories.tenantId, tenantId), eq(stories.hidden, false), lte(stories.postDate, now), ...more);
}

/**
 * The published stories, or (`hidden`, staff preview) the ones the public cannot read: hidden ones whatever
 * their post date (drafts, unpublished) and the studio's scheduled ones until their time (the seed's own
 * future-dated stories stay unlisted everywhere, as before).
 */
export function storiesVisible(hidden: boolean, tenantId: number, now: Date, ...more: Array<SQL | undefined>): SQL | undefined {
  return hidden ? and(eq(stories.tenantId, tenantId), or(eq(stories.hidden, true), and(eq(stories.status, 'scheduled'), gt(stories.postDate, now))), ...more) : publishedStories(tenantId, now, ...more);
}

/** The public url of a stored media path (the school's media bucket, tenant settings `config.bucket`). */
/** One page of the stories `where` selects, newest first, each with its sport's title, and how many there are in all. */
export async function storiesPage(db: Db, where: SQL | undefined, paging: Paging) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ story: storyColumns, sportTitle: sports.title })
      .from(stories)
      .leftJoin(sports, eq(sports.id, stories.sportId))
      .where(where)
      .orderBy(desc(stories.postDate), desc(stories.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db.select({ n: count() }).from(stories).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function mediaUrlOf(tenant: Tenant, path: string): string {
  return `${tenant.settings.config.bucket}/${path}`;
}

/** v2-reference 8 `sport`: every `str` member a string ('' for an account the sport does not have). */
export function toStorySportWire(row: SportRow): StorySportWire {
  return {
    id: row.id,
    title: row.title,
    abbreviation: row.abbrev ?? '',
    shortTitle: row.shortDisplay ?? row.shortName,
    shortname: row.shortName,
    facebook: row.facebookPage ?? '',
    twitter: row.twitterName ?? '',
    gender: row.gender ?? '',
    pinterest: row.pinterestName ?? '',
    instagram: row.instagramName ?? '',
    youtube: row.youtubeName,
    youtubePlaylistId: '',
    globalSportShortname: row.globalSportShortName ?? '',
    tickets: row.ticketsLink ?? '',
    globalSportId: row.globalSportId,
    nonSport: row.nonSport,
    showAtVs: true,
    globalSportNameSlug: row.globalSportNameSlug,
    gameSynonym: gameSynonymOf(row.globalSportShortName),
  };
}

export async function sportsOfTenant(db: Db, tenantId: number): Promise<Map<number, SportRow>> {
  const rows = await db.select().from(sports).where(eq(sports.tenantId, tenantId));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function tagsOfStories(db: Db, tenantId: number, storyIds: number[]) {
  const map = new Map<number, Array<{ tagId: number; tagName: string; tagSlug: string; tagDescription: string | null }>>();
  if (storyIds.length === 0) return map;
  const rows = await db
    .select({ storyId: storyTags.storyId, tagId: tags.id, tagName: tags.name, tagSlug: tags.slug, tagDescription: tags.description })
    .from(storyTags)
    .innerJoin(tags, eq(tags.id, storyTags.tagId))
    .where(and(eq(storyTags.tenantId, tenantId), inArray(storyTags.storyId, storyIds), eq(tags.active, true)))
    .orderBy(asc(tags.name));
  for (const { storyId, ...tag } of rows) map.set(storyId, [...(map.get(storyId) ?? []), tag]);
  return map;
}

async function writersOf(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof storyWriters.$inferSelect>();
  const rows = await db.select().from(storyWriters).where(and(eq(storyWriters.tenantId, tenantId), inArray(storyWriters.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The players a story features; a published story never names a player of a hidden roster. */
async function playersOfStory(db: Db, tenant: Tenant, story: StoryRow, sportsById: Map<number, SportRow>): Promise<StoryPlayerWire[]> {
  const rows = await db
    .select({ roster: rosterPlayers, player: players })
    .from(storyPlayers)
    .innerJoin(rosterPlayers, eq(rosterPlayers.id, storyPlayers.rosterPlayerId))
    .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(storyPlayers.tenantId, tenant.id), eq(storyPlayers.storyId, story.id), eq(rosterPlayers.tenantId, tenant.id), story.hidden ? undefined : eq(rosters.hidden, false)))
    .orderBy(asc(players.lastName), asc(players.firstName));
  return rows.flatMap(({ roster, player }) => {
    const sport = sportsById.get(roster.sportId);
    if (!sport) return [];
    return [
      {
        rosterPlayerId: roster.id,
        rosterId: roster.rosterId,
        playerId: player.id,
        rpPositionShort: roster.position,
        rpJerseyNumber: roster.jersey,
        firstName: player.firstName,
        lastName: player.lastName,
        headshot: player.imagePath ? mediaUrlOf(tenant, player.imagePath) : tenant.settings.config.defaultPersonImage,
        sport: storedSportWire(sport),
      },
    ];
  });
}

function image(tenant: Tenant, origin: string, path: string | null, row: StoryRow) {
  if (!path) return null;
  const url = mediaUrlOf(tenant, path);
  return { caption: row.imageCaption, creditText: row.imageCredit, focalPoint: null, url, absoluteUrl: absolute(origin, url), altText: row.imageAltText, title: row.title, creditName: null };
}

/** Maps story rows to the v2 story shape; `detail` adds the body and the featured players. */
export async function toStoryWires(db: Db, tenant: Tenant, origin: string, rows: StoryRow[], detail: boolean): Promise<StoryWire[]> {
  const ids = rows.map((row) => row.id);
  const writerIds = [...new Set(rows.flatMap((row) => (row.writerId === null ? [] : [row.writerId])))];
  const [sportsById, tagsById, gamesById, writers] = await Promise.all([
    sportsOfTenant(db, tenant.id),
    tagsOfStories(db, tenant.id, ids),
    gamesOfStories(db, tenant.id, ids),
    writersOf(db, tenant.id, writerIds),
  ]);
  const playersById = new Map<number, StoryPlayerWire[]>();
  if (detail) for (const row of rows) playersById.set(row.id, await playersOfStory(db, tenant, row, sportsById));

  return rows.map((row) => {
    const sport = row.sportId === null ? undefined : sportsById.get(row.sportId);
    const writer = row.writerId === null ? undefined : writers.get(row.writerId);
    const url = storyUrl(row.postDate, row.filename);
    const primaryImage = image(tenant, origin, row.imagePath, row);
    const date = wireDateTime(row.postDate);
    const created = wireDateTime(row.createdAt);
    return {
      contentId: String(row.id),
      contentTitle: row.title,
      contentDate: date,
      contentUrl: url,
      contentImageUrl: primaryImage?.url ?? '',
      id: row.id,
      title: row.title,
      titleInRotator: row.titleInRotator,
      subHeadline: row.subheadline,
      teaser: row.teaser,
      byline: row.byline,
      appExclusive: false,
      date,
      formattedDate: longDate(row.postDate),
      sportDisplay: sport?.title ?? 'General',
      sport: sport ? toStorySportWire(sport) : null,
      globalSportMapName: sport?.globalSportShortName ?? '',
      imageSource: primaryImage?.url ?? '',
      imageFocalPoint: null,
      imageAltText: row.imageAltText ?? '',
      imageCaption: row.imageCaption ?? '',
      imageCreditText: row.imageCredit,
      insideContentImage: null,
      primaryImage,
      alternateImage: image(tenant, origin, row.alternateImagePath, row),
      video: row.videoYoutube || row.videoArchive ? { youtube: row.videoYoutube, archive: row.videoArchive, metadata: { title: row.videoTitle, thumbnail: row.videoYoutube ? `https://i.ytimg.com/vi/${row.videoYoutube}/hqdefault.jpg` : null } } : null,
      url,
      redirectAbsoluteUrl: '',
      links: row.links.map((link, index) => ({ linkId: row.id * 100 + index + 1, linkUrl: link.url, linkText: link.text, created, galleryId: null })),
      homepageFeedTemplate: 'default',
      contentTemplate: 'default',
      type: row.storyType,
      gamePostStoryId: null,
      games: gamesById.get(row.id) ?? [],
      players: detail ? (playersById.get(row.id) ?? []) : null,
      galleryId: row.galleryId ?? 0,
      galleryImages: [],
      writer: writer
        ? { id: writer.id, name: writer.name, title: writer.title, bio: sanitizeContentHtml(writer.bio), email: writer.email, phone: writer.phone, socialMedia: { twitter: writer.twitter, instagram: writer.instagram } }
        : null,
      isBlockBased: false,
      content: detail ? sanitizeContentHtml(row.bodyHtml) : null,
      blocks: null,
      storyMetaKeywords: row.metaKeywords,
      storyMetaDescription: row.metaDescription,
      storyMetaOgDescription: null,
      sportShortname: sport?.shortName ?? '',
      isMediaOnStoryPage: row.videoYoutube !== null || row.videoArchive !== null,
      applyStandardFormatting: true,
      storyId: row.id,
      storyPostdate: date,
      storyFilename: row.filename,
      tags: (tagsById.get(row.id) ?? []).map(({ tagId, tagName, tagSlug }) => ({ tagId, tagName, tagSlug })),
    };
  });
}
