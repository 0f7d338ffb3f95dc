import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';

/**
 * Fans' sign-ups (POST /api/v2/Subscriptions), one per school and address. Issue 46: double opt-in, so an
 * address is 'pending' until its owner opens the confirmation link, and only a 'confirmed' one is mailed.
 * The unsubscribe token is kept as issued: every mail carries it in its one-click unsubscribe link.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Trimmed and in lower case (core/info/subscription.ts normalizeEmail). */
    email: text('email').notNull(),
    /** The sports whose news (the newsletter) the fan asked for, ascending; empty: all news. */
    sportIds: integer('sport_ids').array().notNull(),
    /** The sports whose final scores the fan asked for, ascending; empty: none. */
    finalSportIds: integer('final_sport_ids').array().notNull().default([]),
    /** 'pending' until confirmed, then 'confirmed'. */
    status: text('status').notNull().default('pending'),
    /** 256 random bits, base64url: the secret of the unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** sha256 of the confirmation link's secret (the secret itself is only in the mail); null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the last confirmation mail was queued: another waits an hour. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** What the last sign-up asked for: applied when its confirmation link is used (so no one else can change a fan's choices). */
    pendingChoice: jsonb('pending_choice').$type<{ sportIds: number[]; finalSportIds: number[] }>(),
    /** Permanent delivery failures in a row; at three the address is no longer mailed. */
    hardBounces: integer('hard_bounces').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_tenant_email').on(t.tenantId, t.email),
    uniqueIndex('newsletter_subscriptions_token').on(t.unsubscribeToken),
    uniqueIndex('newsletter_subscriptions_confirm').on(t.confirmTokenHash),
  ],
);

/** One row per unsubscribe (the address itself is deleted): the newsletter screen counts them since a send. */
export const unsubscribeEvents = pgTable('unsubscribe_events', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
