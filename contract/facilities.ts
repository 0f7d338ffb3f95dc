import { z } from 'zod';
import { pageEnvelope } from './paging';

/** An image of a facility (v2-reference 13: `images[]`, `featuredImage`). */
export const facilityImageWire = z.object({ url: z.string(), alt: z.string() });

export const facilitySportWire = z.object({
  id: z.number().int(),
  title: z.string(),
  abbreviation: z.string(),
  shortTitle: z.string().nullish(),
  shortName: z.string(),
});

/**
 * GET /api/v2/Facilities item and GET /Facilities/{facilityId} (v2-reference 13).
 * `url` is the site's facility page. Fields after `documentUrl` are ours (clients ignore unknown fields).
 */
export const facilityWire = z.object({
  id: z.number().int(),
  title: z.string(),
  teaser: z.string(),
  location: z.string(),
  url: z.string(),
  /** HTML paragraphs. */
  description: z.string(),
  images: z.array(facilityImageWire),
  featuredImage: facilityImageWire.nullish(),
  featured: z.boolean(),
  sports: z.array(facilitySportWire),
  sportfileUrl: z.string().nullish(),
  documentUrl: z.string().nullish(),
  slug: z.string().nullish(),
  address: z.string().nullish(),
  /** 'stadium', 'arena', 'ballpark', 'natatorium', 'track', 'practice', 'course', 'courts', ... */
  kind: z.string().nullish(),
  capacity: z.number().int().nullish(),
  openedYear: z.number().int().nullish(),
  surface: z.string().nullish(),
});
export type FacilityWire = z.infer<typeof facilityWire>;

export const facilitiesPageWire = pageEnvelope(facilityWire);

/** GET /api/v2/Facilities/settings: the reference gives no shape; ours heads the facilities pages. */
export const facilitiesSettingsWire = z.object({
  facilitiesTitle: z.string(),
  facilitiesBlurb: z.string().nullish(),
  /** Whether the list page shows featured facilities first in large cards. */
  showFeaturedFirst: z.boolean(),
  /** A map link built from the address, when the page may show one. */
  showMapLinks: z.boolean(),
});
export type FacilitiesSettingsWire = z.infer<typeof facilitiesSettingsWire>;
