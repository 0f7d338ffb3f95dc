import { z } from 'zod';
import { pageEnvelope } from './paging';
import { pascalSocialMapWire, peopleImageWire, peopleSportWire, socialMediaRWire, staffCustomFields, staffDisplayFieldsWire } from './people';

/** A roster column: what a roster page or its print view shows (v2-reference 9, displayFields[]). */
export const rosterDisplayFieldWire = z.object({
  title: z.string().nullish(),
  description: z.string(),
  dbField: z.string().nullish(),
  specialColumn: z.string().nullish(),
  print: z.boolean(),
});
export type RosterDisplayFieldWire = z.infer<typeof rosterDisplayFieldWire>;

/** GET /Rosters items[].players[] and GET /Players/roster/{rosterId} items (v2-reference 9). */
export const rosterPlayerWire = z.object({
  rosterPlayerId: z.number(),
  playerId: z.number(),
  rosterDisplayTitle: z.string().nullish(),
  seasonSlug: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  hometown: z.string().nullish(),
  highSchool: z.string().nullish(),
  previousSchool: z.string().nullish(),
  major: z.string().nullish(),
  birthDate: z.unknown().optional(),
  gender: z.string(),
  pronouns: z.string().nullish(),
  facebookUsername: z.string().nullish(),
  instagramUsername: z.string().nullish(),
  twitterUsername: z.string().nullish(),
  snapchatUsername: z.string().nullish(),
  tiktokUsername: z.string().nullish(),
  cameoUsername: z.string().nullish(),
  youtubeUsername: z.string().nullish(),
  twitchUsername: z.string().nullish(),
  linkedinUsername: z.string().nullish(),
  shopUrl: z.string().nullish(),
  socialMedia: pascalSocialMapWire,
  socialMediaR: z.array(socialMediaRWire),
  weight: z.number().nullish(),
  heightFeet: z.number().nullish(),
  heightInches: z.number().nullish(),
  positionShort: z.string(),
  positionLong: z.string(),
  jerseyNumber: z.string(),
  jerseyNumberSecond: z.string().nullish(),
  /** spec 9: the academic year rank (Freshman 1 ... Sixth Year 12). */
  academicYearNumber: z.number(),
  academicYearShort: z.string(),
  academicYearLong: z.string(),
  isCaptain: z.boolean(),
  letters: z.number().nullish(),
  hide: z.boolean(),
  hideBio: z.boolean(),
  custom1: z.string().nullish(),
  custom2: z.string().nullish(),
  custom3: z.string().nullish(),
  image: peopleImageWire.nullish(),
  headerImage: z.unknown().optional(),
  images: z.unknown().optional(),
  sport: peopleSportWire,
  bio: z.string().nullish(),
  bioFields: z.unknown().optional(),
  historicalFields: z.unknown().optional(),
  hasWePlayedMoments: z.boolean(),
  lastUpdated: z.string(),
  displayFields: z.unknown().optional(),
  rankedBioFields: z.unknown().optional(),
  settings: z.unknown().optional(),
  statsSeasons: z.unknown().optional(),
});
export type RosterPlayerWire = z.infer<typeof rosterPlayerWire>;

/** GET /Rosters items[].coaches[] and support[] (v2-reference 9). `id` is the roster entry, `staffId` the person (GET /Staff/{staffId}). */
export const rosterStaffWire = z.object({
  bio: z.string(),
  twitter: z.string(),
  image: peopleImageWire.nullish(),
  images: z.unknown().optional(),
  displayFields: staffDisplayFieldsWire,
  sport: peopleSportWire,
  id: z.number(),
  title: z.string().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  url: z.string().nullish(),
  staffId: z.number(),
  socialMediaR: z.array(socialMediaRWire),
  ...staffCustomFields,
  /** Ours: true for the head coach (the reference lists the head coach first). */
  isHeadCoach: z.boolean().optional(),
});
export type RosterStaffWire = z.infer<typeof rosterStaffWire>;

export const rosterSeasonWire = z.object({
  id: z.number(),
  title: z.string(),
  shortName: z.unknown().optional(),
  startDate: z.string(),
  created: z.string(),
});

/** GET /Rosters items and GET /Rosters/{rosterId} (v2-reference 9). */
export const rosterWire = z.object({
  id: z.number(),
  templateId: z.number().nullish(),
  breakdownSize: z.string(),
  displayTitle: z.string(),
  displayTemplate: z.string(),
  note: z.string().nullish(),
  noteLocation: z.boolean(),
  displayCoaches: z.boolean(),
  hide: z.boolean(),
  sortAlpha: z.boolean(),
  orderByWomenFirst: z.boolean(),
  contentTemplate: z.string(),
  displayFields: z.array(rosterDisplayFieldWire),
  season: rosterSeasonWire,
  sport: peopleSportWire,
  image: peopleImageWire.nullish(),
  downloads: z.unknown().optional(),
  sportFile: z.unknown().optional(),
  statCrew: z.unknown().optional(),
  allStaffImage: z.unknown().optional(),
  players: z.array(rosterPlayerWire),
  coaches: z.array(rosterStaffWire).nullish(),
  support: z.array(rosterStaffWire).nullish(),
  /** Ours: the season's first calendar year and whether it is the sport's current roster. */
  year: z.number().optional(),
  isCurrent: z.boolean().optional(),
});
export type RosterWire = z.infer<typeof rosterWire>;

export const rostersPageWire = pageEnvelope(rosterWire);

/** GET /Rosters/list and /Rosters/active/list items (v2-reference 9). */
export const rosterListItemWire = z.object({
  rosterId: z.number(),
  displayTitle: z.string(),
  seasonTitle: z.string(),
  globalSportNameSlug: z.string(),
  /** Ours: the sport and the season's first calendar year. */
  sportId: z.number().optional(),
  year: z.number().optional(),
  isCurrent: z.boolean().optional(),
});
export type RosterListItemWire = z.infer<typeof rosterListItemWire>;
export const rosterListWire = z.array(rosterListItemWire);

/** GET /Rosters/settings: shape not given by the reference; ours. */
export const rosterSettingsWire = z.object({
  /** spec 9: roster sort options. */
  sortOptions: z.array(z.string()),
  defaultSort: z.string(),
  /** 'grid' (cards with headshots) or 'list' (table). */
  defaultView: z.string(),
  views: z.array(z.string()),
  showHeadshots: z.boolean(),
  showCoaches: z.boolean(),
  showSupportStaff: z.boolean(),
  printEnabled: z.boolean(),
  historicalRosterEnabled: z.boolean(),
  seasonSelectorEnabled: z.boolean(),
});
export type RosterSettingsWire = z.infer<typeof rosterSettingsWire>;
