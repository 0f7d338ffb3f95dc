import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';

/** Issue 46: a newsletter the studio composes from published stories and sends to the school's confirmed fans. */
export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  subject: text('subject').notNull(),
  /** Sanitised rich text (the site's allow-list). */
  introHtml: text('intro_html').notNull().default(''),
  /** Published stories, in the order the newsletter shows them. */
  storyIds: integer('story_ids').array().notNull().default([]),
  /** The sports whose news subscribers get it; empty: everyone. */
  sportIds: integer('sport_ids').array().notNull().default([]),
  /** 'draft', 'scheduled', 'sent'. */
  status: text('status').notNull().default('draft'),
  sendAt: timestamp('send_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The outbox event of its send. */
  eventId: integer('event_id'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by'),
});
