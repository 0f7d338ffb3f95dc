import { and, arrayOverlaps, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { newsletterSubscriptions } from '../store/tables/subscriptions';

/** Three permanent failures in a row and an address is no longer mailed (subscriptions.ts hardBounces). */
export const HARD_BOUNCE_LIMIT = 3;

/**
 * Issue 46: who a newsletter goes to, as a condition on newsletter_subscriptions. A confirmed fan of the
 * school who still receives mail, and either the newsletter names no sport (everyone), or the fan asked for
 * all news (no sport chosen), or the fan chose one of its sports. Pending sign-ups never get one (double opt-in).
 */
export function newsletterAudience(tenantId: number, sportIds: readonly number[]): SQL {
  const subscriber = newsletterSubscriptions;
  const wantsThese = sportIds.length === 0 ? undefined : or(sql`cardinality(${subscriber.sportIds}) = 0`, arrayOverlaps(subscriber.sportIds, [...sportIds]));
  return and(eq(subscriber.tenantId, tenantId), eq(subscriber.status, 'confirmed'), lt(subscriber.hardBounces, HARD_BOUNCE_LIMIT), wantsThese)!;
}
