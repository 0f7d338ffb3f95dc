import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/**
 * A school's one-document settings, by kind: 'seo', 'google', 'analytics', 'mobile', 'takeovers'
 * (the takeover config), 'ticketing' and 'templates'. Each value is stored in its wire shape and
 * parsed with its contract schema on the way out.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

/** Legacy URL → new URL pairs (GET /Redirects). */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    fromPath: text('from_path').notNull(),
    toPath: text('to_path').notNull(),
  },
  (t) => [index('redirects_tenant').on(t.tenantId)],
);

/** One tag item (script, style or noscript) as the site renders it. */
export interface StoredTagItem {
  src: string | null;
  children: string | null;
  async: boolean;
  type: string | null;
  attributes: Record<string, string | boolean>;
}

/** The items of one page section (head, open body or close body). */
export interface StoredTagSection {
  script?: StoredTagItem[];
  style?: StoredTagItem[];
  noscript?: StoredTagItem[];
}

/** Tracking tags: code placed in the head, right after <body> and before </body>, with targeting. */
export const trackingTags = pgTable(
  'tracking_tags',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDisabled: boolean('is_disabled').notNull().default(false),
    blockDfpAds: boolean('block_dfp_ads').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    // Targeting: null matches every page.
    pageTemplate: text('page_template'),
    sportName: text('sport_name'),
    contentId: text('content_id'),
    head: jsonb('head').$type<StoredTagSection>(),
    openBody: jsonb('open_body').$type<StoredTagSection>(),
    closeBody: jsonb('close_body').$type<StoredTagSection>(),
  },
  (t) => [index('tracking_tags_tenant').on(t.tenantId)],
);

/** One network of a social account user. */
export interface StoredSocialHandle {
  username: string;
  url: string;
}

/** Social accounts, grouped ('Official Accounts', 'Teams'); a team's row names its sport. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    groupRank: integer('group_rank').notNull().default(0),
    rank: integer('rank').notNull().default(0),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title'),
    handles: jsonb('handles').$type<Partial<Record<'twitter' | 'instagram' | 'facebook' | 'youtube' | 'tiktok', StoredSocialHandle>>>().notNull(),
  },
  (t) => [index('social_accounts_tenant').on(t.tenantId)],
);

/** Season tickets, deposits and other ticket packages (the reference's `miscEvents`). */
export const ticketPackages = pgTable(
  'ticket_packages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    type: text('type').notNull(),
    seasonCode: text('season_code').notNull(),
    itemCode: text('item_code').notNull(),
    information: text('information').notNull(),
    depositTitle: text('deposit_title').notNull(),
    linkName: text('link_name').notNull(),
    ticketUrl: text('ticket_url').notNull(),
    maximumQuantity: integer('maximum_quantity').notNull(),
    active: boolean('active').notNull().default(true),
    showQuantity: boolean('show_quantity').notNull().default(true),
    seasonDeposit: boolean('season_deposit').notNull().default(false),
  },
  (t) => [index('ticket_packages_tenant').on(t.tenantId)],
);

/** Ticketed events (a home game or other event with tickets on sale). */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    // The schedule's game, when the event is one (no foreign key: ticketing outlives a schedule edit).
    gameId: integer('game_id'),
    title: text('title').notNull(),
    opponent: text('opponent'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    location: text('location'),
    facility: text('facility'),
    ticketUrl: text('ticket_url').notNull(),
    priceFrom: integer('price_from'),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [index('ticket_events_tenant_date').on(t.tenantId, t.startsAt)],
);

/** A ticket-page section of one sport (TicketingExperience). */
export interface StoredTicketSection {
  title: string;
  body: string;
  links: Array<{ text: string; url: string }>;
}

/** Each sport's ticket page (TicketingExperience `sports[]`). */
export const ticketSportPages = pgTable(
  'ticket_sport_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').notNull().references(() => sports.id, { onDelete: 'cascade' }),
    ranking: integer('ranking').notNull().default(0),
    image: jsonb('image').$type<{ url: string; alt: string }>(),
    sections: jsonb('sections').$type<StoredTicketSection[]>().notNull(),
  },
  (t) => [index('ticket_sport_pages_tenant').on(t.tenantId)],
);
