import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/** An image we serve, with the text a screen reader reads for it. */
export interface StoredImage {
  url: string;
  alt: string;
}

/**
 * Settings documents of the honours features, one per school and kind
 * ('facilities', 'podcasts', 'related-videos', 'all-americans', 'hall-of-fame', 'publications').
 */
export const honoursSettings = pgTable(
  'honours_settings',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

export const facilities = pgTable(
  'facilities',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One sentence for a card. */
    teaser: text('teaser').notNull(),
    /** Where it is on or near campus, as a reader says it. */
    location: text('location').notNull(),
    address: text('address').notNull(),
    /** HTML paragraphs. */
    description: text('description').notNull(),
    kind: text('kind').notNull(),
    capacity: integer('capacity'),
    openedYear: integer('opened_year'),
    surface: text('surface'),
    featured: boolean('featured').notNull().default(false),
    rank: integer('rank').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull(),
    sportIds: integer('sport_ids').array().notNull(),
  },
  (t) => [index('facilities_tenant').on(t.tenantId, t.rank)],
);

/** A dated note about the school's past, shown on the on-this-day page (spec 3: groups by year). */
export const onThisDay = pgTable(
  'on_this_day',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    day: integer('day').notNull(),
    year: integer('year').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    /** 'milestone', 'result', 'record', 'honor' or 'opening'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    featured: boolean('featured').notNull().default(false),
  },
  (t) => [index('on_this_day_tenant_date').on(t.tenantId, t.month, t.day)],
);

/** Media guides and game programs (v2-reference 32). */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 'media-guide' or 'game-program'. */
    kind: text('kind').notNull(),
    season: text('season').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    fileUrl: text('file_url').notNull(),
    coverUrl: text('cover_url').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull(),
  },
  (t) => [index('publications_tenant').on(t.tenantId, t.slug)],
);
