import { sql } from 'drizzle-orm';
import { boolean, customType, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** Bytes as a Buffer: node-postgres gives one, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A school's site. `settings` holds the common/settings document (identity, theme, config). */
export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  hosts: text('hosts').array().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
  settings: jsonb('settings').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** 'active', or 'importing' while an import writes it (no server serves it until it completes). */
  state: text('state').notNull().default('active'),
  /** IANA time zone of the school's wall clock (game times). */
  timeZone: text('time_zone').notNull().default('America/New_York'),
});

/** #27: an imported item's id at the origin, ours, and a digest of what was written (idempotent, resumable imports). */
export const importSources = pgTable(
  'import_sources',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    sourceId: text('source_id').notNull(),
    localId: integer('local_id').notNull(),
    digest: text('digest').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.resource, table.sourceId] })],
);

export const sports = pgTable(
  'sports',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    abbrev: text('abbrev'),
    shortName: text('short_name').notNull(),
    shortDisplay: text('short_display'),
    globalSportId: integer('global_sport_id'),
    globalSportShortName: text('global_sport_short_name'),
    globalSportNameSlug: text('global_sport_name_slug').notNull(),
    gender: text('gender'),
    nonSport: boolean('non_sport').notNull().default(false),
    appPriority: integer('app_priority').notNull().default(0),
    facebookPage: text('facebook_page'),
    twitterName: text('twitter_name'),
    instagramName: text('instagram_name'),
    pinterestName: text('pinterest_name'),
    youtubeName: text('youtube_name'),
    ticketsLink: text('tickets_link'),
    displayOpponentHistory: boolean('display_opponent_history').notNull().default(false),
    usesPoints: boolean('uses_points').notNull().default(true),
    hasDoubleHeader: boolean('has_double_header').notNull().default(false),
    defaultLocation: text('default_location'),
    conferenceDisplay: boolean('conference_display').notNull().default(true),
    seasonId: integer('season_id'),
    rosterId: integer('roster_id'),
    scheduleId: integer('schedule_id'),
    conferenceId: integer('conference_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sports_tenant_slug').on(t.tenantId, t.globalSportNameSlug), index('sports_tenant').on(t.tenantId)],
);

/**
 * Main navigation (menu 'main') and sport navigations (menu 'sport', sport_id set) as one tree.
 * `linkGroup` marks a level-2 item's extra links: 'schedule_roster_news', 'social_media' or 'tickets'.
 */
export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    menu: text('menu').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    linkGroup: text('link_group'),
    columnNumber: integer('column_number').notNull().default(0),
    rank: integer('rank').notNull().default(0),
    title: text('title').notNull(),
    shortTitle: text('short_title'),
    url: text('url').notNull(),
    icon: text('icon'),
    className: text('class_name').notNull().default(''),
    openInNewWindow: boolean('open_in_new_window').notNull().default(false),
    separator: boolean('separator').notNull().default(false),
  },
  (t) => [index('navigation_tenant_menu').on(t.tenantId, t.menu, t.sportId)],
);

export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message'),
    link: text('link'),
    enabled: boolean('enabled').notNull().default(true),
    showOnWeb: boolean('show_on_web').notNull().default(true),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Shown from this instant on (null: at once); the studio sets it (migration 0019). */
    startDate: timestamp('start_date', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('alerts_tenant').on(t.tenantId)],
);

/** Files the seed draws (SVG, PDF) and later uploads (photos too), served under /media/{tenant}/{path}. */
export const media = pgTable(
  'media',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    /** The library's id of the file (migration 0019). */
    id: serial('id').notNull(),
    version: integer('version').notNull().default(1),
    /** The uploaded file's name as staff see it; null for the seed's files (their path names them). */
    name: text('name'),
    altText: text('alt_text').notNull().default(''),
    /** Pixels of an uploaded image; null for a document and the seed's drawings. */
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').generatedAlwaysAs(sql`octet_length("body")`),
    createdAt: timestamp('created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The staff account that changed it last. */
    updatedBy: integer('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.path] }), uniqueIndex('media_id').on(t.id), index('media_tenant_id').on(t.tenantId, t.id)],
);
