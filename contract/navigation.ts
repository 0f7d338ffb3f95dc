import { z } from 'zod';

/** The sport reference carried by level-2 navigation items (v2-reference section 3). */
export const navigationSportWire = z.object({
  id: z.number(),
  title: z.string(),
  abbrev: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortName: z.string(),
  globalSportShortName: z.string().nullish(),
});

/** A navigation link node; the same shape is used for items, their links and sport navigation. */
export const navigationLinkWire = z.object({
  id: z.number(),
  title: z.string(),
  shortTitle: z.string().nullish(),
  rank: z.number(),
  column: z.number(),
  url: z.string(),
  icon: z.string().nullish(),
  separator: z.boolean(),
  openInNewWindow: z.boolean(),
  sportIdAssociation: z.number().nullish(),
  sport: navigationSportWire.nullish(),
  className: z.string(),
  stats: z.unknown().optional(),
  youtube: z.unknown().optional(),
});

export const navigationLevel2Wire = navigationLinkWire.extend({
  socialMediaLinks: z.array(navigationLinkWire).nullish(),
  scheduleRosterNewsLinks: z.array(navigationLinkWire).nullish(),
  tickets: navigationLinkWire.nullish(),
  items: z.array(z.unknown()).nullish(),
});
export type NavigationLevel2Wire = z.infer<typeof navigationLevel2Wire>;

export const navigationItemWire = z.object({
  id: z.number(),
  title: z.string(),
  rank: z.number(),
  url: z.string(),
  openInNewWindow: z.boolean(),
  includeSocialMedia: z.boolean(),
  includeScheduleRosterNews: z.boolean(),
  includeStats: z.boolean(),
  includeTickets: z.boolean(),
  includeYouTube: z.boolean(),
  className: z.string(),
  items: z.array(navigationLevel2Wire),
  columns: z.array(z.object({ column: z.number(), items: z.array(navigationLevel2Wire) })),
  ad: z.unknown().optional(),
});
export type NavigationItemWire = z.infer<typeof navigationItemWire>;
export const navigationWire = z.array(navigationItemWire);

/** GET /Navigation/sub item: the sport navigation. */
export const sportNavigationItemWire = navigationLinkWire.extend({
  items: z.array(navigationLinkWire).nullish(),
  socialMediaLinks: z.unknown().optional(),
  scheduleRosterNewsLinks: z.unknown().optional(),
  tickets: z.unknown().optional(),
});
export type SportNavigationItemWire = z.infer<typeof sportNavigationItemWire>;
export const sportNavigationWire = z.array(sportNavigationItemWire);

export const sportNavigationQuery = z.object({ sportId: z.coerce.number().int() });
