import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionChoice } from '../../core/info/subscription';
import type { Db } from '../store/database';
import { newsletterSubscriptions } from '../store/tables/subscriptions';

/** 32 random bytes in base64url: 43 characters. */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Stores a sign-up, durably before it returns. Signing up again with the same address replaces the
 * sports and keeps the token, so the unsubscribe links already sent keep working.
 */
export async function saveSubscription(db: Db, tenantId: number, choice: SubscriptionChoice, now: Date): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ tenantId, email: choice.email, sportIds: choice.sportIds, unsubscribeToken: newUnsubscribeToken(), createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.tenantId, newsletterSubscriptions.email],
      set: { sportIds: sql`excluded.sport_ids`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Removes the school's subscription that `token` unsubscribes; false when there is none (used already, or not this school's). */
export async function removeSubscription(db: Db, tenantId: number, token: string): Promise<boolean> {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return false;
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.tenantId, tenantId), eq(newsletterSubscriptions.unsubscribeToken, token)))
    .returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}
