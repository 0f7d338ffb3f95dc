import { and, eq, lte, sql } from 'drizzle-orm';
import { diffLiveGame, isEmptyLiveDelta, type LiveDelta } from '../../core/live/live-delta';
import { jsonEqual } from '../../core/live/live-json';
import type { LiveGame } from '../../core/live/live-game';
import { GameState } from '../../core/games/game-state';
import { queueFinalAlert, queueGameStart } from '../notify/game-alerts';
import type { Db } from '../store/database';
import { liveGameDocuments, liveGameEvents } from '../store/tables/live';
import { games } from '../store/tables/schedule';
import type { LiveDocumentCache } from './document-cache';
import { liveGameRowChanges, type LiveGameRowChanges } from './live-game-row';
import { LIVE_EVENT_HISTORY } from './live-store';

/** The PostgreSQL channel other instances LISTEN on (payload: liveNotification). */
export const LIVE_CHANNEL = 'live_events';

export interface LiveNotification {
  /** The schema the event lives in (PostgreSQL test runs share one database). */
  schema: string;
  /** The instance that ingested it: it has already fanned it out itself. */
  origin: string;
  tenantId: number;
  gameId: number;
  eventId: number;
  /** The games row changed too: cached schedule GETs of the school are stale. */
  scheduleChanged: boolean;
  /** Only its running score changed (not its state or result): the drop may wait a moment (ScheduleCacheDrops). */
  runningScoreOnly?: boolean;
  /**
   * #28: the event itself, when it fits in a notification: the other instances fan it out without reading it
   * back. A larger one (a full box score at once) is read from the store.
   */
  change?: { delta: LiveDelta; updatedAt: string };
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: what is larger goes without the event. */
const MAX_NOTIFY_BYTES = 7_900;

/** The notification's payload: with the event when it fits, else naming it only. */
export function notificationPayload(notification: LiveNotification): string {
  const full = JSON.stringify(notification);
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES) return full;
  const { change: _change, ...named } = notification;
  return JSON.stringify(named);
}

/** The fields of the games row a document changes from the one before it. */
function changedRowFields(changes: LiveGameRowChanges, before: LiveGameRowChanges): Array<keyof LiveGameRowChanges> {
  const fields = new Set([...Object.keys(changes), ...Object.keys(before)] as Array<keyof LiveGameRowChanges>);
  return [...fields].filter((field) => !jsonEqual(changes[field], before[field]));
}

export type IngestOutcome =
  | { kind: 'not-found' }
  /** Issue 26: the studio posted or corrected this game's final (games.result_final): the feed can no longer move it. */
  | { kind: 'final' }
  | { kind: 'unchanged'; eventId: number }
  | { kind: 'stored'; eventId: number; delta: LiveDelta; document: LiveGame; updatedAt: string; /** The games row changed (state, score, result): cached schedule GETs are stale. */ scheduleChanged: boolean; runningScoreOnly: boolean };

export interface IngestOptions {
  db: Db;
  now: () => number;
  /** The latest documents this instance knows, to diff against without reading them back. */
  cache?: LiveDocumentCache;
  /** Set on PostgreSQL: NOTIFY other instances in the same transaction (delivered on commit). */
  notify?: { schema: string; origin: string };
}

/**
 * DESIGN 8: stores the document and the event it produces in one transaction, before the caller
 * acknowledges. The games row is locked first, so ingests of one game (from any instance) take turns and
 * event ids increase without gaps.
 */
export async function ingestLiveDocument(options: IngestOptions, tenantId: number, gameId: number, document: LiveGame): Promise<IngestOutcome> {
  const { db } = options;
  const outcome = await db.transaction(async (tx) => {
    const [game] = await tx
      .select({ id: games.id, locationIndicator: games.locationIndicator, resultFinal: games.resultFinal, type: games.type, status: games.status, version: liveGameDocuments.version })
      .from(games)
      .leftJoin(liveGameDocuments, eq(liveGameDocuments.gameId, games.id))
      .where(and(eq(games.id, gameId), eq(games.tenantId, tenantId)))
      .for('update', { of: games });
    if (!game) return { kind: 'not-found' } as const;
    // Refused rather than stored-but-ignored: a document the fans' stream would show beside a different final is worse than a clear 409.
    if (game.resultFinal) return { kind: 'final' } as const;
    const version = game.version;
    let previous: LiveGame | null = null;
    if (version !== null) {
      previous = options.cache?.get(gameId, version) ?? null;
      if (!previous) {
        const [row] = await tx.select({ document: liveGameDocuments.document }).from(liveGameDocuments).where(eq(liveGameDocuments.gameId, gameId));
        previous = (row?.document as LiveGame | undefined) ?? null;
      }
    }
    const delta = diffLiveGame(previous, document);
    if (version !== null && isEmptyLiveDelta(delta)) return { kind: 'unchanged', eventId: version } as const;

    const eventId = (version ?? 0) + 1;
    const updatedAt = new Date(options.now());
    await tx.insert(liveGameEvents).values({ gameId, eventId, tenantId, delta, createdAt: updatedAt });
    await tx
      .insert(liveGameDocuments)
      .values({ gameId, tenantId, version: eventId, document, updatedAt })
      .onConflictDoUpdate({ target: liveGameDocuments.gameId, set: { version: eventId, document, updatedAt } });
    if (eventId > LIVE_EVENT_HISTORY) {
      await tx.delete(liveGameEvents).where(and(eq(liveGameEvents.gameId, gameId), lte(liveGameEvents.eventId, eventId - LIVE_EVENT_HISTORY)));
    }
    // The schedule's row follows the document; most updates (a clock, a play) leave it as it was.
    const changes = liveGameRowChanges(document, game.locationIndicator);
    const before = previous ? liveGameRowChanges(previous, game.locationIndicator) : {};
    const scheduleChanged = Object.keys(changes).length > 0 && !jsonEqual(changes, before);
    const runningScoreOnly = scheduleChanged && changedRowFields(changes, before).every((field) => field === 'teamScore' || field === 'opponentScore');
    if (scheduleChanged) {
      await tx.update(games).set(changes).where(eq(games.id, gameId));
      // Issue 46: fans hear of the start and the final from the feed's own transaction (the outbox sends them).
      if (changes.gameState === GameState.Live && before.gameState !== GameState.Live) await queueGameStart(tx, { id: gameId, tenantId }, updatedAt);
      if (changes.resultStatus !== undefined && before.resultStatus === undefined) {
        await queueFinalAlert(tx, { id: gameId, tenantId, type: game.type, status: game.status, resultStatus: changes.resultStatus ?? null }, updatedAt);
      }
    }
    if (options.notify) {
      const payload = notificationPayload({ schema: options.notify.schema, origin: options.notify.origin, tenantId, gameId, eventId, scheduleChanged, runningScoreOnly, change: { delta, updatedAt: updatedAt.toISOString() } });
      await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
    }
    return { kind: 'stored', eventId, delta, document, updatedAt: updatedAt.toISOString(), scheduleChanged, runningScoreOnly } as const;
  });
  if (outcome.kind === 'stored') options.cache?.set(gameId, outcome.eventId, document);
  return outcome;
}
