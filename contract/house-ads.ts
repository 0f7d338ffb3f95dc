import { z } from 'zod';

/** One picture of a house ad. */
export const houseAdImageWire = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type HouseAdImageWire = z.infer<typeof houseAdImageWire>;

/** One of the school's own ads (ours: the reference serves ads through a third-party ad server). */
export const houseAdWire = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  image: houseAdImageWire,
  mobileImage: houseAdImageWire.nullable(),
});
export type HouseAdWire = z.infer<typeof houseAdWire>;

/**
 * GET /api/v2/HouseAds?slot=&sportId=&adtest= (ours): the house ads running now for an ad slot,
 * in the school's order; `adtest` echoes the page's ad-targeting switch (spec 9).
 */
export const houseAdsWire = z.object({
  slot: z.string(),
  adtest: z.string().nullable(),
  ads: z.array(houseAdWire),
});
export type HouseAdsWire = z.infer<typeof houseAdsWire>;
