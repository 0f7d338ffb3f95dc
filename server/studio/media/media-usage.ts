import { eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import type { Db } from '../../store/database';
import { stories } from '../../store/tables/editorial';
import { galleryPhotos, imageGalleries } from '../../store/tables/galleries';
import { alerts } from '../../store/tables/foundation';
import { players, staffMembers } from '../../store/tables/people';
import { opponents } from '../../store/tables/schedule';
import { promotionCampaigns, splashPages } from '../../store/tables/site-features';
import { mediaUrlOf, type MediaItem } from './media-store';

/** One item of the school's content that shows a media file. */
export interface MediaUse {
  kind: 'story' | 'alert' | 'splash' | 'promotion' | 'player' | 'coach' | 'opponent' | 'gallery';
  id: number;
  title: string;
}

/** `column` contains the file's address (strpos, not LIKE: a path may hold % or _). */
const mentions = (column: SQLWrapper, url: SQLWrapper) => sql`strpos(coalesce(${column}, ''), ${url}) > 0`;

type UsedFile = Pick<MediaItem, 'id' | 'path'>;

/**
 * Where the school's content shows the file: a story's lead image (by id or by its path) or body, an alert's
 * message, a splash or promotion's image or HTML, a player's or staff member's headshot, an opponent's logo, a
 * gallery's photo.
 * Deleting it there would leave a broken image on the site.
 */
export async function mediaUses(db: Db, tenantId: number, tenantKey: string, item: UsedFile): Promise<MediaUse[]> {
  return (await mediaUsesOf(db, tenantId, tenantKey, [item])).get(item.id) ?? [];
}

/**
 * The uses of each of a page of files, by file id: one query per kind of content for the whole page (the files
 * joined as a VALUES list), not one per file.
 */
export async function mediaUsesOf(db: Db, tenantId: number, tenantKey: string, items: readonly UsedFile[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>(items.map((item) => [item.id, []]));
  if (items.length === 0) return uses;
  const rows = sql.join(
    items.map((item) => sql`(${item.id}::integer, ${item.path}::text, ${mediaUrlOf(tenantKey, item.path)}::text)`),
    sql`, `,
  );
  const file = sql`(values ${rows}) as used_file(id, path, url)`;
  const fileId = sql<number>`used_file.id`;
  const filePath = sql`used_file.path`;
  const fileUrl = sql`used_file.url`;
  // One after another: inside a transaction the queries share one connection anyway.
  const storyRows = await db
    .select({ fileId, id: stories.id, title: stories.title })
    .from(stories)
    .innerJoin(file, or(eq(stories.imageId, fileId), eq(stories.imagePath, filePath), mentions(stories.bodyHtml, fileUrl)))
    .where(eq(stories.tenantId, tenantId))
    .orderBy(stories.id);
  const alertRows = await db.select({ fileId, id: alerts.id, title: alerts.title }).from(alerts).innerJoin(file, mentions(alerts.message, fileUrl)).where(eq(alerts.tenantId, tenantId)).orderBy(alerts.id);
  const splashRows = await db
    .select({ fileId, id: splashPages.id, title: splashPages.title })
    .from(splashPages)
    .innerJoin(file, or(eq(splashPages.imageId, fileId), mentions(splashPages.html, fileUrl), mentions(sql`${splashPages.images}::text`, fileUrl)))
    .where(eq(splashPages.tenantId, tenantId))
    .orderBy(splashPages.id);
  const promotionRows = await db
    .select({ fileId, id: promotionCampaigns.id, title: promotionCampaigns.title })
    .from(promotionCampaigns)
    .innerJoin(file, or(eq(promotionCampaigns.imageId, fileId), mentions(promotionCampaigns.html, fileUrl), mentions(sql`${promotionCampaigns.images}::text`, fileUrl)))
    .where(eq(promotionCampaigns.tenantId, tenantId))
    .orderBy(promotionCampaigns.id);
  const playerRows = await db
    .select({ fileId, id: players.id, title: sql<string>`${players.firstName} || ' ' || ${players.lastName}` })
    .from(players)
    .innerJoin(file, eq(players.imagePath, filePath))
    .where(eq(players.tenantId, tenantId))
    .orderBy(players.id);
  const coachRows = await db
    .select({ fileId, id: staffMembers.id, title: sql<string>`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}` })
    .from(staffMembers)
    .innerJoin(file, eq(staffMembers.imagePath, filePath))
    .where(eq(staffMembers.tenantId, tenantId))
    .orderBy(staffMembers.id);
  const opponentRows = await db.select({ fileId, id: opponents.id, title: opponents.title }).from(opponents).innerJoin(file, eq(opponents.logo, fileUrl)).where(eq(opponents.tenantId, tenantId)).orderBy(opponents.id);
  const galleryRows = await db
    .selectDistinct({ fileId, id: imageGalleries.id, title: imageGalleries.title })
    .from(galleryPhotos)
    .innerJoin(file, eq(galleryPhotos.path, filePath))
    .innerJoin(imageGalleries, eq(imageGalleries.id, galleryPhotos.galleryId))
    .where(eq(galleryPhotos.tenantId, tenantId))
    .orderBy(imageGalleries.id);
  const found: [MediaUse['kind'], { fileId: number; id: number; title: string }[]][] = [
    ['story', storyRows],
    ['alert', alertRows],
    ['splash', splashRows],
    ['promotion', promotionRows],
    ['player', playerRows],
    ['coach', coachRows],
    ['opponent', opponentRows],
    ['gallery', galleryRows],
  ];
  for (const [kind, kindRows] of found) for (const row of kindRows) uses.get(Number(row.fileId))?.push({ kind, id: row.id, title: row.title });
  return uses;
}

const NOUNS: Record<MediaUse['kind'], string> = { story: 'the story', alert: 'the alert', splash: 'the splash page', promotion: 'the promotion', player: 'the headshot of', coach: 'the headshot of', opponent: 'the logo of', gallery: 'the gallery' };

/** “This file is used by the story “X” (and 2 other places). Remove it there first.” */
export function mediaInUseMessage(uses: MediaUse[]): string {
  const [first, ...rest] = uses;
  const others = rest.length === 0 ? '' : ` and ${rest.length === 1 ? '1 other place' : `${rest.length} other places`}`;
  return `This file is used by ${NOUNS[first!.kind]} “${first!.title}”${others}. Remove it there first.`;
}

/** 409 `media_in_use` naming what shows the file (error.usedBy lists every use). */
export function mediaInUse(uses: MediaUse[]): ApiError {
  const message = mediaInUseMessage(uses);
  return new ApiError(409, 'media_in_use', message, { error: { code: 'media_in_use', message, usedBy: uses } });
}
