import { z } from 'zod';
import { contentFields } from './content';

/** A slide image per breakpoint (v2-reference 6, as GET /Slideshows/campaigns adds it). */
export const slideImageWire = z.object({
  image: z.string(),
  breakpoint: z.number().nullish(),
  alt: z.string().nullish(),
});

/** GET /Slideshows `campaigns[]` and GET /Slideshows/campaigns item (v2-reference 6). */
export const slideshowCampaignWire = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullish(),
  startDate: z.string(),
  endDate: z.string().nullish(),
  teaser: z.string().nullish(),
  primaryLink: z.string().nullish(),
  links: z.array(z.object({ linkId: z.number(), linkUrl: z.string(), linkText: z.string(), created: z.string() })),
  video: z.unknown().optional(),
  primaryImage: z.object({ images: z.array(slideImageWire) }),
  secondaryImage: z.object({ images: z.array(slideImageWire) }),
});
export type SlideshowCampaignWire = z.infer<typeof slideshowCampaignWire>;

/** GET /Slideshows item (v2-reference 6): a rotator location with its running campaigns. */
export const slideshowWire = z.object({
  location: z.object({
    id: z.number(),
    title: z.string(),
    /** The rotator's options, a JSON string. */
    options: z.string(),
    type: z.string().nullish(),
    fixedImageSizesPicture: z.boolean(),
    fixedImageSizesBackground: z.boolean(),
    htmlTemplate: z.string().nullish(),
    pictureSizes: z.unknown().optional(),
    backgroundSizes: z.unknown().optional(),
  }),
  campaigns: z.array(slideshowCampaignWire),
  ...contentFields,
});
export type SlideshowWire = z.infer<typeof slideshowWire>;

export const slideshowsWire = z.array(slideshowWire);
export const slideshowCampaignsWire = z.array(slideshowCampaignWire);
