import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/**
 * The school's own ads, by ad slot family (spec 9: htlad-top, htlad-common-top,
 * htlad-common-navigation_dropdown, htlad-sportnavigation_sponsorlogo). `sport_id` null runs on
 * every page; a sport's ads run on its pages only. `mobile_*` is the narrow top-ad picture.
 */
export const houseAds = pgTable(
  'house_ads',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    rank: integer('rank').notNull().default(0),
    title: text('title').notNull(),
    link: text('link'),
    imageUrl: text('image_url').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    mobileImageUrl: text('mobile_image_url'),
    mobileImageWidth: integer('mobile_image_width'),
    mobileImageHeight: integer('mobile_image_height'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
  },
  (t) => [index('house_ads_tenant_slot').on(t.tenantId, t.slot)],
);
