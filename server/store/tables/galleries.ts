import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sports, tenants } from './foundation';

/**
 * Photo galleries (v2-reference 32, GET /ImageGalleries). A story names its gallery by
 * `stories.gallery_id` (spec 3 Story: gallery id); no foreign key across groups, so a story whose
 * gallery is gone simply shows no gallery link. A gallery dated after now is not yet published.
 */
export const imageGalleries = pgTable(
  'image_galleries',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    sportId: integer('sport_id').references(() => sports.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    galleryDate: timestamp('gallery_date', { withTimezone: true }).notNull(),
  },
  (t) => [index('image_galleries_tenant_date').on(t.tenantId, t.galleryDate), index('image_galleries_tenant_sport').on(t.tenantId, t.sportId)],
);

/** The photos of a gallery in display order (`rank`); the first is the gallery's primary image. `path` is a media path. */
export const galleryPhotos = pgTable(
  'gallery_photos',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    galleryId: integer('gallery_id').notNull().references(() => imageGalleries.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altText: text('alt_text').notNull(),
    caption: text('caption'),
    credit: text('credit'),
  },
  (t) => [index('gallery_photos_gallery').on(t.galleryId, t.rank)],
);
