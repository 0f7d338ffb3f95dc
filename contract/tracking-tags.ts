import { z } from 'zod';

/** One script, style or noscript item of a tag section (v2-reference 5; spec 3 Tracking tag). */
export const trackingTagItemWire = z.object({
  src: z.string().nullish(),
  children: z.string().nullish(),
  async: z.boolean().nullish(),
  type: z.string().nullish(),
  contentId: z.unknown().optional(),
  sportName: z.unknown().optional(),
  pageTemplate: z.unknown().optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])).nullish(),
});
export type TrackingTagItemWire = z.infer<typeof trackingTagItemWire>;

/** The items placed in one part of the page: the head, right after <body>, or before </body>. */
export const trackingTagSectionWire = z.object({
  script: z.array(trackingTagItemWire).nullish(),
  style: z.array(trackingTagItemWire).nullish(),
  noscript: z.array(trackingTagItemWire).nullish(),
});
export type TrackingTagSectionWire = z.infer<typeof trackingTagSectionWire>;

/** GET /TrackingTag/search item (v2-reference 5). */
export const trackingTagWire = z.object({
  id: z.number(),
  name: z.string(),
  isDisabled: z.boolean(),
  blockDfpAds: z.boolean(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  tagHeadCode: z.string().nullish(),
  tagOpenBodyCode: z.string().nullish(),
  tagCloseBodyCode: z.string().nullish(),
  targetingCriteria: z.object({
    id: z.number(),
    tagId: z.number().nullish(),
    pageTemplate: z.string().nullish(),
    sportName: z.string().nullish(),
    contentId: z.string().nullish(),
  }),
  trackingHeadObject: trackingTagSectionWire.nullish(),
  trackingOpenBodyObject: trackingTagSectionWire.nullish(),
  trackingCloseBodyObject: trackingTagSectionWire.nullish(),
  pageTemplate: z.string().nullish(),
  sportName: z.string().nullish(),
  contentId: z.string().nullish(),
});
export type TrackingTagWire = z.infer<typeof trackingTagWire>;

export const trackingTagsWire = z.array(trackingTagWire);
