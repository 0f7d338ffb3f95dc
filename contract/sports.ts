import { z } from 'zod';

/**
 * GET /api/v2/Sports item (v2-reference section 2). The reference's optional members are nullish; its
 * required ones are always sent, `str` ones as strings ('' when there is nothing to say).
 */
export const sportWire = z.object({
  id: z.number().int(),
  title: z.string(),
  abbrev: z.string().nullable(),
  shortDisplay: z.string().nullish(),
  shortName: z.string(),
  globalSportId: z.number().nullish(),
  globalSportShortName: z.string().nullable(),
  globalSportNameSlug: z.string(),
  globalSportGender: z.string().nullish(),
  seasonId: z.number().nullish(),
  conferenceId: z.number().nullish(),
  rosterId: z.number().nullish(),
  scheduleId: z.number().nullish(),
  usesPoints: z.boolean(),
  hasDoubleHeader: z.boolean(),
  defaultLocation: z.string().nullish(),
  defaultFacility: z.number().nullish(),
  created: z.string(),
  oldId: z.unknown().optional(),
  defaultStatsLink: z.string().nullish(),
  usesSidearmStats: z.boolean(),
  conferenceXml: z.string().nullish(),
  conferenceDisplay: z.boolean(),
  nonSport: z.boolean().default(false),
  atVs: z.boolean(),
  eventInclusion: z.unknown().optional(),
  hasDepthChart: z.boolean(),
  hasOvertimeLosses: z.boolean(),
  hasOvertimeWins: z.boolean(),
  facebookPage: z.string().nullish(),
  facebookId: z.string().nullish(),
  twitterName: z.string().nullish(),
  instagramName: z.string().nullish(),
  googlePlusId: z.unknown().optional(),
  pinterestName: z.string().nullish(),
  youtubeName: z.string().nullish(),
  statsLink: z.unknown().optional(),
  scheduleUpcomingGamesToShow: z.number(),
  scheduleUpcomingGamesBackgroundImage: z.unknown().optional(),
  scheduleUpcomingGamesBackgroundFullWidth: z.boolean(),
  ticketsLink: z.string().nullish(),
  ticketmasterAttractionId: z.string().nullish(),
  appPriority: z.number(),
  displaySocialMedia: z.boolean(),
  youtubePlaylistId: z.string(),
  nonSportOnArchive: z.boolean(),
  hasHockeySystem: z.boolean(),
  displayNextEvent: z.boolean(),
  displayOpponentHistory: z.boolean().default(false),
  nonSportOnCalendar: z.boolean(),
  imagesJson: z.unknown().optional(),
  momentIds: z.unknown().optional(),
  defaultVideoLink: z.string().nullish(),
  hasHockey3V3: z.boolean(),
  gameSynonym: z.string(),
});
export type SportWire = z.infer<typeof sportWire>;

export const sportsListWire = z.array(sportWire);

/** A sport named with its address slug: the sport of box scores, season stats, All-Americans and on-this-day cards (ours). */
export const sportRefWire = z.object({
  id: z.number().int(),
  title: z.string(),
  shortName: z.string(),
  globalSportNameSlug: z.string(),
});
