import type { Db } from '../store/database';
import { notifyEvents } from '../store/tables/notifications';

export type NotifyKind = 'confirm' | 'final' | 'start' | 'newsletter' | 'newsletter-test';

export interface NotifyEvent {
  tenantId: number;
  kind: NotifyKind;
  /** Unique per school: a second event with the same key is not written ('final:123': one alert per game). */
  key: string;
  payload: Record<string, unknown>;
}

/**
 * DESIGN 2: the outbox's one door. Called inside the transaction of the change that causes it (the final score,
 * the newsletter's send, the sign-up), so the event exists exactly when the change does. Returns the event's id,
 * or null when one with the same key was written before.
 */
export async function queueNotifyEvent(tx: Db, event: NotifyEvent, at: Date): Promise<number | null> {
  const rows = await tx
    .insert(notifyEvents)
    .values({ tenantId: event.tenantId, kind: event.kind, key: event.key, payload: event.payload, createdAt: at })
    .onConflictDoNothing({ target: [notifyEvents.tenantId, notifyEvents.key] })
    .returning({ id: notifyEvents.id });
  return rows[0]?.id ?? null;
}
