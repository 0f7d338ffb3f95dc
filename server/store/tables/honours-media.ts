import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/** A podcast show; the reference calls it a podcast category (v2-reference 14). */
export const podcasts = pgTable(
  'podcasts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    hostName: text('host_name').notNull(),
    imageUrl: text('image_url').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('podcasts_tenant').on(t.tenantId)],
);

/** One episode; the reference's podcast list item. */
export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    podcastId: integer('podcast_id').notNull().references(() => podcasts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** HTML show notes. */
    description: text('description').notNull(),
    rawDescription: text('raw_description').notNull(),
    fileName: text('file_name').notNull(),
    /** Site-relative audio path on our own origin. */
    audioUrl: text('audio_url').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    enclosureLength: integer('enclosure_length').notNull(),
    imageUrl: text('image_url').notNull(),
    sportIds: integer('sport_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('podcast_episodes_tenant').on(t.tenantId, t.publishedAt)],
);

/** Video categories; `type` is the word of /Videos/all-access/categories/{categoryType} ('live' or 'video'). */
export const videoCategories = pgTable(
  'video_categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('video_categories_tenant').on(t.tenantId, t.type)],
);

/** On-demand videos: `source` is 'youtube' or 'allaccess' (also the RelatedVideos `type`). */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The YouTube video id, or the all-access video key. */
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => videoCategories.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds'),
    views: integer('views').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    format: text('format').notNull(),
    appExclusive: boolean('app_exclusive').notNull().default(false),
    videoUrl: text('video_url').notNull(),
    posterUrl: text('poster_url').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [index('videos_tenant_source').on(t.tenantId, t.source, t.publishedAt)],
);

/** Live video streams of events (GET /LiveStream). */
export const liveStreams = pgTable(
  'live_streams',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => videoCategories.id, { onDelete: 'cascade' }),
    /** The schedule's game it shows, when there is one. */
    gameId: integer('game_id'),
    title: text('title').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    note: text('note'),
    format: text('format').notNull(),
    free: boolean('free').notNull().default(false),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
  },
  (t) => [index('live_streams_tenant_sport').on(t.tenantId, t.sportId, t.startDate)],
);
