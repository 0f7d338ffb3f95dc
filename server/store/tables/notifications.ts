import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/**
 * Issue 46, DESIGN 2: the outbox. A change that fans hear about (a final score, a newsletter's send, a sign-up)
 * writes one event here in its own transaction; any instance then expands it into deliveries and sends them.
 * `key` makes an event happen once ('final:123': one alert per game, whatever corrects it later).
 */
export const notifyEvents = pgTable(
  'notify_events',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'confirm', 'final', 'start', 'newsletter', 'newsletter-test'. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** What the event is about: a game id, a newsletter id, a subscription id, a test's address. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set once all its deliveries are written. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    /** While an instance writes its deliveries (a few hundred a statement): another takes it over after this. */
    expandingUntil: timestamp('expanding_until', { withTimezone: true }),
    /** What it sends, rendered once when expanded: the mail (RenderedMail) and the push notification. */
    content: jsonb('content').$type<Record<string, unknown>>(),
    /** How many deliveries it made (0 for an event that turned out to have nothing to send). */
    recipients: integer('recipients'),
  },
  (t) => [uniqueIndex('notify_events_tenant_key').on(t.tenantId, t.key), index('notify_events_pending').on(t.expandedAt)],
);

/**
 * One message to one recipient: a mail to an address or a push to a device. Unique per event and recipient,
 * so nothing is sent twice for one event. 'queued' → 'sending' (leased to an instance) → 'sent' or 'failed'.
 */
export const notifyDeliveries = pgTable(
  'notify_deliveries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => notifyEvents.id, { onDelete: 'cascade' }),
    /** 'mail' or 'push'. */
    channel: text('channel').notNull(),
    /** The address, or the push subscription's endpoint. */
    recipient: text('recipient').notNull(),
    /** The sign-up or push subscription it goes to (null for a test send). */
    subscriptionId: integer('subscription_id'),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The .eml file under data/outbox when there is no SMTP server. */
    outboxFile: text('outbox_file'),
  },
  (t) => [
    uniqueIndex('notify_deliveries_event_recipient').on(t.eventId, t.channel, t.recipient),
    index('notify_deliveries_due').on(t.status, t.nextAttemptAt),
    index('notify_deliveries_tenant').on(t.tenantId, t.id),
  ],
);

/** A browser's Web Push subscription ("Notify me on this device"), for one sport's finals and/or game starts. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'final' and/or 'start'. */
    topics: text('topics').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_sport').on(t.tenantId, t.endpoint, t.sportId)],
);

/** The store's VAPID key pair, made once (unless VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are set). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
