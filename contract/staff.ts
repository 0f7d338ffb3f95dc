import { z } from 'zod';
import { pageEnvelope } from './paging';
import { lowerSocialMapWire, pascalSocialMapWire, peopleImageWire, peopleSportWire, socialMediaRWire, staffCustomFields, staffDisplayFieldsWire } from './people';

/** A staff directory department (v2-reference 12, `category`). */
export const staffCategoryWire = z.object({
  id: z.number(),
  title: z.string(),
  /** Ours: the department slug for /staff-directory/{slug}-department/{id}, and the sport of a sport department. */
  slug: z.string().optional(),
  sportId: z.number().nullish(),
});
export type StaffCategoryWire = z.infer<typeof staffCategoryWire>;

/** GET /Staff items and GET /Staff/{staffId} (v2-reference 12). */
export const staffMemberWire = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  image: z.object({ url: z.string(), alt: z.string() }).nullish(),
  category: staffCategoryWire,
  socialMedia: lowerSocialMapWire,
  socialMediaList: pascalSocialMapWire,
  socialMediaR: z.array(socialMediaRWire),
  ...staffCustomFields,
  bio: z.string(),
  /** The staff bio page: /staff-directory/{first-last}/{id}. */
  url: z.string(),
  displayFields: staffDisplayFieldsWire,
  images: z.unknown().optional(),
  /** Ours: the sport of a coach's department, and the roster roles (coach or support) on current rosters. */
  sport: peopleSportWire.nullish(),
  roles: z
    .array(z.object({ sportId: z.number(), sportTitle: z.string(), globalSportNameSlug: z.string(), title: z.string(), kind: z.string(), isHeadCoach: z.boolean() }))
    .optional(),
  almaMater: z.string().nullish(),
  startYear: z.number().optional(),
  isActive: z.boolean().optional(),
});
export type StaffMemberWire = z.infer<typeof staffMemberWire>;
export const staffPageWire = pageEnvelope(staffMemberWire);

/** GET /Staff/supportStaff items (v2-reference 12): support staff of the current rosters. */
export const supportStaffWire = z.object({
  id: z.number(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  url: z.string(),
  staffId: z.number(),
  /** SH2 without `mediaCaption`. */
  image: peopleImageWire.omit({ mediaCaption: true }).nullish(),
  socialMediaR: z.array(socialMediaRWire),
  custom1: z.string().nullish(),
  custom2: z.unknown().optional(),
  custom3: z.unknown().optional(),
  custom4: z.unknown().optional(),
  /** Ours: the sport this support role serves. */
  sport: peopleSportWire.optional(),
});
export type SupportStaffWire = z.infer<typeof supportStaffWire>;
export const supportStaffPageWire = pageEnvelope(supportStaffWire);

/** GET /Staff/settings (v2-reference 12). */
export const staffSettingsWire = z.object({
  staffInformation: z.string(),
  directoryDefaultView: z.string(),
  displayFields: z.array(z.object({ id: z.number(), title: z.string(), field: z.string() })),
});

export const staffCategoriesWire = z.array(staffCategoryWire);

/** GET /Staff/coaches/filters/seasons items: `value` the season's first year, `name` its title. */
export const coachSeasonFilterWire = z.object({ value: z.number(), name: z.string(), statTitle: z.string() });
export const coachSeasonFiltersWire = z.array(coachSeasonFilterWire);

const recordFields = {
  conferenceTies: z.number(),
  overallTies: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  overallWins: z.number(),
  overallLosses: z.number(),
  /** '.625': (wins + ties / 2) / games, three decimals. */
  overallWinPercent: z.string(),
  conferenceWins: z.number(),
  conferenceWinPercent: z.string(),
  conferenceLosses: z.number(),
  /** Ours: the coach's staff id while on staff (null for past coaches). */
  staffId: z.number().nullish(),
};

/** GET /Staff/coaches/history/overall/{sportId} (v2-reference 12): head coaches' records, oldest season first. */
export const coachingHistoryWire = z.object({
  yearly: z.array(z.object({ season: z.string(), ...recordFields })),
  overall: z.array(z.object({ numberOfSeasons: z.number(), startYear: z.string(), endYear: z.string(), ...recordFields })),
});
export type CoachingHistoryWire = z.infer<typeof coachingHistoryWire>;
