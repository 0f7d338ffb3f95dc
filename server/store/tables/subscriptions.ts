import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';

/**
 * Newsletter sign-ups (POST /api/v2/Subscriptions), one per school and address. The unsubscribe
 * token is kept as issued: each newsletter email carries it in its one-click unsubscribe link.
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
    /** The sports of interest, ascending; empty: all news. */
    sportIds: integer('sport_ids').array().notNull(),
    /** 256 random bits, base64url: the secret of the unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_tenant_email').on(t.tenantId, t.email), uniqueIndex('newsletter_subscriptions_token').on(t.unsubscribeToken)],
);
