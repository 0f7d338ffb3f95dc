import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SliderOptions } from '../../../core/promotions/promotion';
import { sports, tenants } from './foundation';

/** spec 3: Takeover. `sport_id` null is the home page (sportId 0 on the wire). */
export const takeovers = pgTable(
  'takeovers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    url: text('url'),
    cookie: text('cookie'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
  },
  (t) => [index('takeovers_tenant_sport').on(t.tenantId, t.sportId)],
);

/** One picture source of a splash or campaign, per breakpoint; its size in pixels where known. */
export interface StoredImage {
  url: string;
  breakpoint: number | null;
  alt: string | null;
  width?: number | null;
  height?: number | null;
}

/** spec 3: Splash page content plus its reference (sport, hidden). `sport_id` null is the home page. */
export const splashPages = pgTable(
  'splash_pages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    hidden: boolean('hidden').notNull().default(false),
    title: text('title').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    backgroundColor: text('background_color'),
    foregroundColor: text('foreground_color'),
    link: text('link'),
    html: text('html'),
    images: jsonb('images').$type<StoredImage[]>(),
    youtubeId: text('youtube_id'),
    /** The media file of its image, when the studio set one (migration 0019). */
    imageId: integer('image_id'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('splash_pages_tenant_sport').on(t.tenantId, t.sportId)],
);

/** Clicks on a splash's image or video, one row each (spec 7: GET /Splash/click/{splashId}). */
export const splashClicks = pgTable(
  'splash_clicks',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    splashId: integer('splash_id').notNull().references(() => splashPages.id, { onDelete: 'cascade' }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('splash_clicks_splash').on(t.tenantId, t.splashId)],
);

/** A rotator location (GET /Slideshows `location`). `sport_id` null is the home page. */
export const slideshows = pgTable(
  'slideshows',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The rotator's options as the reference carries them: a JSON string. */
    options: text('options').notNull(),
    type: text('type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('slideshows_tenant').on(t.tenantId)],
);

export interface StoredSlideLink {
  linkId: number;
  linkUrl: string;
  linkText: string;
}

export const slideshowCampaigns = pgTable(
  'slideshow_campaigns',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    slideshowId: integer('slideshow_id').notNull().references(() => slideshows.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    teaser: text('teaser'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    primaryLink: text('primary_link'),
    links: jsonb('links').$type<StoredSlideLink[]>().notNull(),
    primaryImages: jsonb('primary_images').$type<StoredImage[]>().notNull(),
    secondaryImages: jsonb('secondary_images').$type<StoredImage[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('slideshow_campaigns_slideshow').on(t.tenantId, t.slideshowId)],
);

/** spec 3: a promotion set's location, by name; `sport_id` set for a sport's own set of that name. */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    effect: text('effect').notNull(),
    contentId: text('content_id'),
    swiperOptions: jsonb('swiper_options').$type<SliderOptions>(),
  },
  (t) => [index('promotions_tenant_name').on(t.tenantId, t.name)],
);

/** spec 3: Campaign; shown while now is inside its optional start/end window. */
export const promotionCampaigns = pgTable(
  'promotion_campaigns',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(0),
    title: text('title').notNull(),
    link: text('link'),
    hoverText: text('hover_text'),
    openInNewWindow: boolean('open_in_new_window').notNull().default(false),
    cssClass: text('css_class'),
    icon: text('icon'),
    html: text('html'),
    images: jsonb('images').$type<StoredImage[]>(),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** The media file of its image, when the studio set one (migration 0019). */
    imageId: integer('image_id'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('promotion_campaigns_promotion').on(t.tenantId, t.promotionId)],
);
