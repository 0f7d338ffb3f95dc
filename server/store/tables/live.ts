import { index, integer, json, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';
import { games } from './schedule';

/** A stat crew's ingest token for one school; only its SHA-256 is kept. */
export const liveTokens = pgTable(
  'live_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('live_tokens_tenant_hash').on(t.tenantId, t.tokenHash)],
);

/**
 * The current live document of a game (core/live/live-game.ts LiveGame); `version` is its latest event id.
 * Documents and deltas are `json`, not `jsonb`: they are only ever read whole, and storing the text as sent
 * makes each ingest (a whole document, several times a second per game) about a third cheaper.
 */
export const liveGameDocuments = pgTable(
  'live_game_documents',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: json('document').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_game_documents_tenant').on(t.tenantId, t.updatedAt)],
);

/** The recent changes of a game (core/live/live-delta.ts LiveDelta), by increasing event id; a bounded history. */
export const liveGameEvents = pgTable(
  'live_game_events',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    delta: json('delta').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.eventId] })],
);
