import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';
import { videos } from './honours-media';
import { games } from './schedule';

/** A comment under an Instagram post, as the feed gave it. */
export interface StoredInstagramComment {
  id: string;
  text: string;
  username: string;
  createdTime: number;
}

/** An image of the school's media library: `url` is where we serve it. */
export interface StoredLibraryImage {
  id: number;
  url: string;
  width: number;
  height: number;
}

/**
 * Posts of the school's Instagram account (GET /Instagram, v2-reference 26), newest first by `postedAt`.
 * The account (`username`, `fullName`, `profilePictureUrl`) is kept on each post, as the feed delivers it.
 */
export const instagramPosts = pgTable(
  'instagram_posts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Instagram's media id (digits, as text). */
    mediaId: text('media_id').notNull(),
    shortcode: text('shortcode').notNull(),
    caption: text('caption').notNull(),
    tags: text('tags').array().notNull(),
    comments: jsonb('comments').$type<StoredInstagramComment[]>().notNull(),
    likes: integer('likes').notNull(),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** A video post's video; null for a photo. */
    videoUrl: text('video_url'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    profilePictureUrl: text('profile_picture_url').notNull(),
  },
  (t) => [index('instagram_posts_tenant').on(t.tenantId, t.postedAt)],
);

/** The school's Facebook page; a school without one answers GET /Facebook/feed with 404 (v2-reference 26). */
export const facebookPages = pgTable('facebook_pages', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  pageId: text('page_id').notNull(),
  name: text('name').notNull(),
  username: text('username').notNull(),
  link: text('link').notNull(),
  website: text('website').notNull(),
  category: text('category').notNull(),
  pictureUrl: text('picture_url').notNull(),
});

/** Posts of the school's Facebook page, newest first by `createdAt`. */
export const facebookPosts = pgTable(
  'facebook_posts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** Facebook's '{pageId}_{postId}'. */
    postId: text('post_id').notNull(),
    message: text('message'),
    pictureUrl: text('picture_url').notNull(),
    link: text('link'),
    likes: integer('likes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('facebook_posts_tenant').on(t.tenantId, t.createdAt)],
);

/** A video series (GET /Series/titles and /Series/{seriesId}, v2-reference 32). */
export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    callToActionText: text('call_to_action_text'),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    isLimited: boolean('is_limited').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    sportIds: integer('sport_ids').array().notNull(),
    hero: jsonb('hero').$type<StoredLibraryImage>().notNull(),
    portrait: jsonb('portrait').$type<StoredLibraryImage>().notNull(),
    landscape: jsonb('landscape').$type<StoredLibraryImage>(),
  },
  (t) => [index('series_tenant').on(t.tenantId, t.rank)],
);

/** An episode of a series: one of the school's videos, in series order. */
export const seriesEpisodes = pgTable(
  'series_episodes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The series season the episode belongs to (1, 2, ...). */
    seasonNumber: integer('season_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    rank: integer('rank').notNull().default(0),
    sportIds: integer('sport_ids').array().notNull(),
    thumbnail: jsonb('thumbnail').$type<StoredLibraryImage>().notNull(),
    portrait: jsonb('portrait').$type<StoredLibraryImage>(),
  },
  (t) => [index('series_episodes_series').on(t.seriesId, t.rank)],
);

/** WePlayed highlight clips of the school's games (GET /WePlayed/game and /WePlayed/latest, v2-reference 32). */
export const wePlayedClips = pgTable(
  'we_played_clips',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** WePlayed's clip id (a UUID-like text). */
    clipId: text('clip_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id')
      .notNull()
      .references(() => sports.id, { onDelete: 'cascade' }),
    /** The roster player the clip features, if one. */
    rosterPlayerId: integer('roster_player_id'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    descriptionHtml: text('description_html'),
    action: text('action'),
    coverUrl: text('cover_url').notNull(),
    previewUrl: text('preview_url').notNull(),
    embedUrl: text('embed_url').notNull(),
    views: integer('views'),
    eventAt: timestamp('event_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('we_played_clips_game').on(t.tenantId, t.gameId), index('we_played_clips_latest').on(t.tenantId, t.createdAt)],
);
