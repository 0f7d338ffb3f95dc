import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stories } from './editorial';
import { tenants } from './foundation';

/** DESIGN 2: every version of every studio item, as a full snapshot (history and restore read it). */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** 'story', 'media', 'alert', ... */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    version: integer('version').notNull(),
    /** What made this version: 'create', 'update', 'publish', ... */
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The staff account that wrote it; null for the scheduler. */
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('content_versions_item_version').on(t.tenantId, t.kind, t.itemId, t.version)],
);

/** DESIGN 2: who changed what and when, with the item before and after (the studio's Activity). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    kind: text('kind').notNull(),
    itemId: integer('item_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_tenant_at').on(t.tenantId, t.at)],
);

/** The old file names of published stories whose headline changed: their addresses answer 301 to the story's. */
export const storyRedirects = pgTable(
  'story_redirects',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.filename] })],
);
