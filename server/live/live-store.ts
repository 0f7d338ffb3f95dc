import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { LiveDelta } from '../../core/live/live-delta';
import type { LiveGame, LiveGameSnapshot } from '../../core/live/live-game';
import type { Db } from '../store/database';
import { liveGameDocuments, liveGameEvents } from '../store/tables/live';

/** How many events per game the store keeps for resuming streams. */
export const LIVE_EVENT_HISTORY = 500;

export interface StoredLiveEvent {
  eventId: number;
  delta: LiveDelta;
  updatedAt: string;
}

/** The game's current live document, or undefined when no stat crew has sent one. */
export async function loadLiveSnapshot(db: Db, tenantId: number, gameId: number): Promise<LiveGameSnapshot | undefined> {
  const [row] = await db
    .select({ version: liveGameDocuments.version, document: liveGameDocuments.document, updatedAt: liveGameDocuments.updatedAt })
    .from(liveGameDocuments)
    .where(and(eq(liveGameDocuments.tenantId, tenantId), eq(liveGameDocuments.gameId, gameId)));
  if (!row) return undefined;
  return { gameId, eventId: row.version, updatedAt: row.updatedAt.toISOString(), game: row.document as LiveGame };
}

/** The game's events after `afterId` up to `upToId` (inclusive), oldest first. */
export async function loadLiveEvents(db: Db, tenantId: number, gameId: number, afterId: number, upToId: number): Promise<StoredLiveEvent[]> {
  const rows = await db
    .select({ eventId: liveGameEvents.eventId, delta: liveGameEvents.delta, createdAt: liveGameEvents.createdAt })
    .from(liveGameEvents)
    .where(and(eq(liveGameEvents.tenantId, tenantId), eq(liveGameEvents.gameId, gameId), gt(liveGameEvents.eventId, afterId), lte(liveGameEvents.eventId, upToId)))
    .orderBy(asc(liveGameEvents.eventId));
  return rows.map((row) => ({ eventId: row.eventId, delta: row.delta as LiveDelta, updatedAt: row.createdAt.toISOString() }));
}

/** True when `events` are exactly afterId+1 .. upToId, with no gap. */
export function isContiguous(events: readonly StoredLiveEvent[], afterId: number, upToId: number): boolean {
  if (events.length !== upToId - afterId) return false;
  return events.every((event, index) => event.eventId === afterId + 1 + index);
}
