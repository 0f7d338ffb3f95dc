import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './foundation';
import { podcastEpisodes } from './honours-media';

/** v2-reference 14: the v2.1 podcast actions, one row each: a download, a play, or a listener's progress (seconds). */
export const podcastListens = pgTable(
  'podcast_listens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').notNull().references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    seconds: integer('seconds'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('podcast_listens_episode').on(t.episodeId, t.action), check('podcast_listens_action', sql`${t.action} in ('download', 'play', 'recordProgress')`)],
);
