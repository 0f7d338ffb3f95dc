import { z } from 'zod';

/** The renditions of a gallery photo (v2-reference 32: `primaryImage.imageUrl`). */
export const galleryImageUrlWire = z.object({
  small: z.string(),
  medium: z.string(),
  large: z.string(),
  original: z.string(),
});
export type GalleryImageUrlWire = z.infer<typeof galleryImageUrlWire>;

/** v2-reference 32: `primaryImage` (all required except `caption`, `credit`). */
export const galleryPrimaryImageWire = z.object({
  id: z.number(),
  caption: z.string().nullish(),
  credit: z.string().nullish(),
  imageUrl: galleryImageUrlWire,
});

/** v2-reference 32: `sports[]` of a gallery. */
export const gallerySportWire = z.object({
  id: z.number(),
  title: z.string(),
  abbreviation: z.string(),
  shortTitle: z.string().nullable(),
  shortName: z.string(),
  slug: z.string(),
  globalSportShortName: z.string(),
});
export type GallerySportWire = z.infer<typeof gallerySportWire>;

/**
 * GET /api/v2/ImageGalleries item (v2-reference 32). `date` is `YYYY-MM-DDTHH:mm:ss` (1.5); `url`
 * is the site's gallery page. `photoCount` is ours (clients ignore unknown fields).
 */
export const imageGalleryWire = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  url: z.string(),
  primaryImage: galleryPrimaryImageWire.nullable(),
  sports: z.array(gallerySportWire),
  photoCount: z.number().int().nullish(),
});
export type ImageGalleryWire = z.infer<typeof imageGalleryWire>;

/** GET /api/v2/ImageGalleries: a bare JSON array (v2-reference 32), newest first. */
export const imageGalleriesWire = z.array(imageGalleryWire);

/** One photo of a gallery (ours): the reference's primaryImage fields plus what a page needs to lay it out. */
export const galleryPhotoWire = galleryPrimaryImageWire.extend({
  altText: z.string(),
  /** Pixel size of the original, so a page reserves the space before the image arrives. */
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryPhotoWire = z.infer<typeof galleryPhotoWire>;

/** The published story that carries a gallery (spec 3 Story: gallery id), when one does. */
export const galleryStoryWire = z.object({ id: z.number(), title: z.string(), url: z.string() });

/**
 * GET /api/v2/ImageGalleries/{galleryId} (ours, in the reference's conventions): a list item plus
 * its description, its photos in order and the story that carries it.
 */
export const imageGalleryDetailWire = imageGalleryWire.extend({
  description: z.string().nullish(),
  photos: z.array(galleryPhotoWire),
  story: galleryStoryWire.nullish(),
});
export type ImageGalleryDetailWire = z.infer<typeof imageGalleryDetailWire>;
