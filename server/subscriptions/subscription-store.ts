import { and, eq, gt } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../core/info/subscribe-form';
import type { SubscriptionChoice } from '../../core/info/subscription';
import { queueNotifyEvent } from '../notify/notify-events';
import type { Db } from '../store/database';
import { newsletterSubscriptions, unsubscribeEvents } from '../store/tables/subscriptions';
import { LINK_SECRET_PATTERN, newLinkSecret, secretHash } from './subscription-secrets';

const HOUR_MS = 3_600_000;
/** Issue 46: signing up again sends another confirmation at most once an hour. */
export const CONFIRM_RESEND_MS = HOUR_MS;

/**
 * Issue 46, double opt-in: stores the sign-up as asked for and, unless a confirmation went to the address within
 * the hour, queues one (a single-use link, valid 48 h) in the same transaction. A confirmed address keeps its
 * current choices until the new link is used, so no one can change another fan's choices. The caller answers
 * the same whatever happened here (no one learns whether an address is signed up).
 */
export async function signUp(db: Db, tenantId: number, choice: SubscriptionChoice, at: Date): Promise<{ confirmationQueued: boolean }> {
  const pendingChoice = { sportIds: choice.sportIds, finalSportIds: choice.finalSportIds };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscriptions.id, confirmSentAt: newsletterSubscriptions.confirmSentAt })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.email, choice.email)))
      .for('update');
    const secret = newLinkSecret();
    const confirmation = { confirmTokenHash: secretHash(secret), confirmExpiresAt: new Date(at.getTime() + CONFIRM_LINK_HOURS * HOUR_MS), confirmSentAt: at };
    let id: number;
    if (!row) {
      const inserted = await tx
        .insert(newsletterSubscriptions)
        .values({ tenantId, email: choice.email, sportIds: choice.sportIds, finalSportIds: choice.finalSportIds, status: 'pending', pendingChoice, unsubscribeToken: newLinkSecret(), ...confirmation, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      // Another request for the same address won the race: it sends the confirmation.
      if (!inserted[0]) return { confirmationQueued: false };
      id = inserted[0].id;
    } else if (row.confirmSentAt && at.getTime() - row.confirmSentAt.getTime() < CONFIRM_RESEND_MS) {
      await tx.update(newsletterSubscriptions).set({ pendingChoice, updatedAt: at }).where(eq(newsletterSubscriptions.id, row.id));
      return { confirmationQueued: false };
    } else {
      id = row.id;
      await tx.update(newsletterSubscriptions).set({ pendingChoice, ...confirmation, updatedAt: at }).where(eq(newsletterSubscriptions.id, id));
    }
    await queueNotifyEvent(tx, { tenantId, kind: 'confirm', key: `confirm:${id}:${at.getTime()}`, payload: { subscriptionId: id, secret } }, at);
    return { confirmationQueued: true };
  });
}

/** Uses a confirmation link: the address is confirmed with the choices it was sent for. False: unknown, used or expired. */
export async function confirmSignUp(db: Db, tenantId: number, secret: string, at: Date): Promise<boolean> {
  if (!LINK_SECRET_PATTERN.test(secret)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscriptions.id, pendingChoice: newsletterSubscriptions.pendingChoice, confirmedAt: newsletterSubscriptions.confirmedAt })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.confirmTokenHash, secretHash(secret)), gt(newsletterSubscriptions.confirmExpiresAt, at)))
      .for('update');
    if (!row) return false;
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: row.confirmedAt ?? at, ...(row.pendingChoice ?? {}), pendingChoice: null, confirmTokenHash: null, confirmExpiresAt: null, hardBounces: 0, updatedAt: at })
      .where(eq(newsletterSubscriptions.id, row.id));
    return true;
  });
}

/**
 * Removes the school's subscription that `token` unsubscribes (the address is deleted, issue 46 item 7) and counts
 * the unsubscribe for the newsletter screen; false when there is none (used already, or not this school's).
 */
export async function removeSubscription(db: Db, tenantId: number, token: string, at: Date): Promise<boolean> {
  if (!LINK_SECRET_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.unsubscribeToken, token)))
      .returning({ id: newsletterSubscriptions.id });
    if (removed.length === 0) return false;
    await tx.insert(unsubscribeEvents).values({ tenantId, at });
    return true;
  });
}
