import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/** PostgreSQL's full-text document type (PGlite has it too). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A link shown under a story (box score, results, gallery). */
export interface StoryLink {
  text: string;
  url: string;
}

/** The people who write stories: the byline and the story's `writer` object (spec 3). */
export const storyWriters = pgTable(
  'story_writers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    bio: text('bio').notNull(),
    email: text('email'),
    phone: text('phone'),
    twitter: text('twitter'),
    instagram: text('instagram'),
  },
  (t) => [index('story_writers_tenant').on(t.tenantId)],
);

/**
 * News stories. `bodyHtml` is generated safe HTML (paragraphs only); `search` is the weighted
 * full-text document: title (A) over subheadline and teaser (B) over the body text (C).
 * A story whose `postDate` is after now is scheduled and never listed; a `hidden` one is an
 * unpublished draft only signed-in staff see (the hidden API), whatever its date.
 */
export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'set null' }),
    writerId: integer('writer_id').references(() => storyWriters.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    subheadline: text('subheadline').notNull().default(''),
    teaser: text('teaser').notNull().default(''),
    byline: text('byline').notNull().default(''),
    bodyHtml: text('body_html').notNull(),
    storyType: text('story_type').notNull(),
    filename: text('filename').notNull(),
    postDate: timestamp('post_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    imagePath: text('image_path'),
    imageAltText: text('image_alt_text').notNull().default(''),
    imageCaption: text('image_caption').notNull().default(''),
    imageCredit: text('image_credit'),
    alternateImagePath: text('alternate_image_path'),
    videoYoutube: text('video_youtube'),
    videoArchive: integer('video_archive'),
    videoTitle: text('video_title'),
    galleryId: integer('gallery_id'),
    links: jsonb('links').$type<StoryLink[]>().notNull().default([]),
    titleInRotator: boolean('title_in_rotator').notNull().default(false),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    hidden: boolean('hidden').notNull().default(false),
    /** The studio's fields (migration 0018): +1 on every change; draft | scheduled | published | unpublished. */
    version: integer('version').notNull().default(1),
    status: text('status').notNull().default('published'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The staff account that changed it last. */
    updatedBy: integer('updated_by'),
    gameId: integer('game_id'),
    /** The studio media item of its photo (imagePath holds its address). */
    imageId: integer('image_id'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(subheadline, '') || ' ' || coalesce(teaser, '')), 'B') || setweight(to_tsvector('english', regexp_replace(body_html, '<[^>]*>', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('stories_tenant_date').on(t.tenantId, t.postDate),
    index('stories_tenant_sport_date').on(t.tenantId, t.sportId, t.postDate),
    uniqueIndex('stories_tenant_filename').on(t.tenantId, t.filename),
    index('stories_search').using('gin', t.search),
    index('stories_due').on(t.status, t.publishAt),
    index('stories_tenant_updated').on(t.tenantId, t.updatedAt),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('tags_tenant_slug').on(t.tenantId, t.slug)],
);

export const storyTags = pgTable(
  'story_tags',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.tagId] }), index('story_tags_tag').on(t.tagId)],
);

/**
 * Games a story is about (the schedule group's `games`; no foreign key across groups, joins skip
 * a game that is gone). `kind` is 'preview' or 'recap', which gives a game its preview/post story.
 */
export const storyGames = pgTable(
  'story_games',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.gameId] }), index('story_games_game').on(t.tenantId, t.gameId)],
);

/** Players a story features (the people group's `roster_players`), for the story's `players`. */
export const storyPlayers = pgTable(
  'story_players',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    storyId: integer('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    rosterPlayerId: integer('roster_player_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.rosterPlayerId] })],
);

/** The outlets press clips come from (a clip's `source`). */
export const pressSources = pgTable(
  'press_sources',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    website: text('website').notNull(),
  },
  (t) => [index('press_sources_tenant').on(t.tenantId)],
);

/** Coverage of the school by outside media. */
export const pressClips = pgTable(
  'press_clips',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id').notNull().references(() => pressSources.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    link: text('link').notNull(),
    author: text('author').notNull(),
    clipDate: timestamp('clip_date', { withTimezone: true }).notNull(),
    imageUrl: text('image_url'),
    openInNewWindow: boolean('open_in_new_window').notNull().default(true),
  },
  (t) => [index('press_clips_tenant_date').on(t.tenantId, t.clipDate)],
);

/**
 * Documents served at the site's `/documents/{path}`: an HTML page (`contentHtml`) or a file in
 * the media store (`filePath`). A `hidden` one is for signed-in staff only; one with an
 * `accessCodeHash` (argon2id) is protected: served to whoever gives its access code, or staff.
 * Neither is listed or served by the public Documents endpoints.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    path: text('path').notNull(),
    documentType: text('document_type').notNull(),
    description: text('description').notNull().default(''),
    contentHtml: text('content_html'),
    filePath: text('file_path'),
    sportIds: integer('sport_ids').array().notNull().default([]),
    unavailableAccessibility: boolean('unavailable_accessibility').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    accessCodeHash: text('access_code_hash'),
  },
  (t) => [uniqueIndex('documents_tenant_path').on(t.tenantId, t.path)],
);
