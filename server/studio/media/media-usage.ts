import { and, eq, or, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import type { Db } from '../../store/database';
import { stories } from '../../store/tables/editorial';
import { alerts } from '../../store/tables/foundation';
import { players, staffMembers } from '../../store/tables/people';
import { opponents } from '../../store/tables/schedule';
import { promotionCampaigns, splashPages } from '../../store/tables/site-features';
import { mediaUrlOf, type MediaItem } from './media-store';

/** One item of the school's content that shows a media file. */
export interface MediaUse {
  kind: 'story' | 'alert' | 'splash' | 'promotion' | 'player' | 'coach' | 'opponent';
  id: number;
  title: string;
}

/** `column` contains the file's address (strpos, not LIKE: a path may hold % or _). */
const mentions = (column: Parameters<typeof sql>[1], url: string) => sql`strpos(coalesce(${column}, ''), ${url}) > 0`;

/**
 * Where the school's content shows the file: a story's lead image (by id or by its path) or body, an alert's
 * message, a splash or promotion's image or HTML, a player's or staff member's headshot, an opponent's logo.
 * Deleting it there would leave a broken image on the site.
 */
export async function mediaUses(db: Db, tenantId: number, tenantKey: string, item: Pick<MediaItem, 'id' | 'path'>): Promise<MediaUse[]> {
  const url = mediaUrlOf(tenantKey, item.path);
  // One after another: inside a transaction the queries share one connection anyway.
  const storyRows = await db
    .select({ id: stories.id, title: stories.title })
    .from(stories)
    .where(and(eq(stories.tenantId, tenantId), or(eq(stories.imageId, item.id), eq(stories.imagePath, item.path), mentions(stories.bodyHtml, url))))
    .orderBy(stories.id);
  const alertRows = await db.select({ id: alerts.id, title: alerts.title }).from(alerts).where(and(eq(alerts.tenantId, tenantId), mentions(alerts.message, url))).orderBy(alerts.id);
  const splashRows = await db
    .select({ id: splashPages.id, title: splashPages.title })
    .from(splashPages)
    .where(and(eq(splashPages.tenantId, tenantId), or(eq(splashPages.imageId, item.id), mentions(splashPages.html, url), mentions(sql`${splashPages.images}::text`, url))))
    .orderBy(splashPages.id);
  const promotionRows = await db
    .select({ id: promotionCampaigns.id, title: promotionCampaigns.title })
    .from(promotionCampaigns)
    .where(and(eq(promotionCampaigns.tenantId, tenantId), or(eq(promotionCampaigns.imageId, item.id), mentions(promotionCampaigns.html, url), mentions(sql`${promotionCampaigns.images}::text`, url))))
    .orderBy(promotionCampaigns.id);
  const playerRows = await db
    .select({ id: players.id, title: sql<string>`${players.firstName} || ' ' || ${players.lastName}` })
    .from(players)
    .where(and(eq(players.tenantId, tenantId), eq(players.imagePath, item.path)))
    .orderBy(players.id);
  const coachRows = await db
    .select({ id: staffMembers.id, title: sql<string>`${staffMembers.firstName} || ' ' || ${staffMembers.lastName}` })
    .from(staffMembers)
    .where(and(eq(staffMembers.tenantId, tenantId), eq(staffMembers.imagePath, item.path)))
    .orderBy(staffMembers.id);
  const opponentRows = await db.select({ id: opponents.id, title: opponents.title }).from(opponents).where(and(eq(opponents.tenantId, tenantId), eq(opponents.logo, url))).orderBy(opponents.id);
  return [
    ...storyRows.map((row) => ({ kind: 'story' as const, ...row })),
    ...alertRows.map((row) => ({ kind: 'alert' as const, ...row })),
    ...splashRows.map((row) => ({ kind: 'splash' as const, ...row })),
    ...promotionRows.map((row) => ({ kind: 'promotion' as const, ...row })),
    ...playerRows.map((row) => ({ kind: 'player' as const, ...row })),
    ...coachRows.map((row) => ({ kind: 'coach' as const, ...row })),
    ...opponentRows.map((row) => ({ kind: 'opponent' as const, ...row })),
  ];
}

const NOUNS: Record<MediaUse['kind'], string> = { story: 'the story', alert: 'the alert', splash: 'the splash page', promotion: 'the promotion', player: 'the headshot of', coach: 'the headshot of', opponent: 'the logo of' };

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
