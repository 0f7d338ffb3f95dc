import { z } from 'zod';

/** The sport reference carried by level-2 navigation items (v2-reference section 3). */
export const navigationSportWire = z.object({
  id: z.number(),
  title: z.string(),
  abbrev: z.string(),
  shortTitle: z.string().nullable(),
  shortName: z.string(),
  globalSportShortName: z.string(),
});

/**
 * A navigation node (v2-reference 3). Every node carries all eighteen members, a leaf's nested
 * ones (`socialMediaLinks`, `scheduleRosterNewsLinks`, `items`, `tickets`) as null.
 */
export const navigationLinkWire = z.object({
  id: z.number(),
  title: z.string(),
  shortTitle: z.string().nullable(),
  rank: z.number(),
  column: z.number(),
  url: z.string(),
  icon: z.string().nullable(),
  separator: z.boolean(),
  openInNewWindow: z.boolean(),
  sportIdAssociation: z.number().nullable(),
  sport: navigationSportWire.nullable(),
  className: z.string(),
  socialMediaLinks: z.array(z.unknown()).nullable(),
  scheduleRosterNewsLinks: z.array(z.unknown()).nullable(),
  items: z.array(z.unknown()).nullable(),
  stats: z.unknown(),
  tickets: z.record(z.string(), z.unknown()).nullable(),
  youtube: z.unknown(),
});

/** A sport's social network link: the reference always gives its icon. */
export const navigationSocialLinkWire = navigationLinkWire.extend({ icon: z.string() });

/** A level-2 item: the sport's social, schedule-roster-news and tickets links always present (null without a sport). */
export const navigationLevel2Wire = navigationLinkWire.extend({
  socialMediaLinks: z.array(navigationSocialLinkWire).nullable(),
  scheduleRosterNewsLinks: z.array(navigationLinkWire).nullable(),
  tickets: navigationLinkWire.nullable(),
  items: z.array(z.unknown()),
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
  ad: z.unknown(),
});
export type NavigationItemWire = z.infer<typeof navigationItemWire>;
export const navigationWire = z.array(navigationItemWire);

/** GET /Navigation/sub item: the sport navigation; its links carry the sport. */
export const sportNavigationItemWire = navigationLinkWire.extend({
  items: z.array(navigationLinkWire).nullable(),
});
export type SportNavigationItemWire = z.infer<typeof sportNavigationItemWire>;
export const sportNavigationWire = z.array(sportNavigationItemWire);

export const sportNavigationQuery = z.object({ sportId: z.coerce.number().int() });
