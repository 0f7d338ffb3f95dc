import { z } from 'zod';
import { studioVersionFields } from './studio-common';

/**
 * Issue 26: the studio's rosters and people (/api/studio/rosters, /players, /coaches). A roster is one sport's
 * season; a player's entry on it carries the season's jersey, position and class; the person (name, hometown,
 * schools, headshot) is shared by their seasons. A new roster is hidden (fans see it only through the hidden
 * previews) until it is published. Every item carries a version: If-Match on PUT and DELETE.
 */

/** spec 9: the class years rosters print, in order. */
export const CLASS_YEARS = ['Freshman', 'Redshirt Freshman', 'Sophomore', 'Redshirt Sophomore', 'Junior', 'Redshirt Junior', 'Senior', 'Redshirt Senior', 'Graduate Student', 'Fifth Year'] as const;
export type ClassYearWire = (typeof CLASS_YEARS)[number];

const id = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message }).max(999_999_999, { error: message });
const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `Keep it under ${max} characters.` });
const optionalText = (max: number) =>
  z
    .string({ error: 'Enter it as text.' })
    .trim()
    .max(max, { error: `Keep it under ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));
const headshotId = id('Choose a headshot from the media library.').nullish();
/** Rich text, sanitised by the server with the stories' policy. */
const bio = z.string({ error: 'Enter the bio as text.' }).max(50_000, { error: 'Keep the bio under 50,000 characters.' }).nullish();

// ---- Rosters ----

/** POST /rosters: an empty, hidden roster of a sport's season. */
export const rosterCreateBody = z.object({
  sportId: id('Choose a sport.'),
  year: z.number({ error: 'Enter the year the season starts, like 2027.' }).int({ error: 'Enter the year the season starts, like 2027.' }).min(1900, { error: 'Enter the year the season starts, like 2027.' }).max(2100, { error: 'Enter the year the season starts, like 2027.' }),
});
export type RosterCreateBody = z.infer<typeof rosterCreateBody>;

/** PUT /rosters/{id}: the roster's title and note. */
export const rosterUpdateBody = z.object({
  title: text('Enter the roster title.', 200),
  note: optionalText(1_000),
});
export type RosterUpdateBody = z.infer<typeof rosterUpdateBody>;

/** POST /rosters/{id}/publish: fans see it; `makeCurrent` makes it the sport's roster page's first season. */
export const rosterPublishBody = z.object({ makeCurrent: z.boolean().default(false) });
export type RosterPublishBody = z.infer<typeof rosterPublishBody>;

export const studioRosterSummaryWire = z.object({
  id: z.number().int(),
  ...studioVersionFields,
  sportId: z.number().int(),
  sport: z.string(),
  season: z.string(),
  year: z.number().int(),
  title: z.string(),
  note: z.string(),
  current: z.boolean(),
  /** Not yet published: fans see it only through a hidden preview. */
  hidden: z.boolean(),
  players: z.number().int(),
  /** The hidden preview of a hidden roster, for staff ('/hidden/sports/{slug}/roster/{season}'); null when published. */
  previewPath: z.string().nullable(),
  /** Its public roster page. */
  publicPath: z.string(),
});
export type StudioRosterSummaryWire = z.infer<typeof studioRosterSummaryWire>;

export const studioRosterListQuery = z.object({ sportId: z.string().regex(/^[1-9]\d{0,8}$/, { error: 'must be a sport id' }).transform(Number).optional() });
export const studioRosterListWire = z.object({ items: z.array(studioRosterSummaryWire) });

// ---- Players (an entry on a roster) ----

/** A handle as the site links it ('ridgemont_qb7', no @): letters, digits, dots and underscores; absent on a PUT keeps what is stored. */
const handle = (service: string) =>
  z
    .string({ error: `Enter the ${service} handle as text.` })
    .trim()
    .regex(/^@?[A-Za-z0-9._]{0,30}$/, { error: `Enter the ${service} handle without spaces, like jordan_lee.` })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value ? value.replace(/^@/, '') : null));

/** The person: shared by all their seasons (name, hometown, schools, headshot). */
const personFields = {
  firstName: text('Enter the first name.', 60),
  lastName: text('Enter the last name.', 60),
  hometown: text('Enter the hometown.', 80),
  /** State or country ('Colo.', 'Ontario'). */
  homeState: optionalText(40),
  highSchool: optionalText(120),
  previousSchool: optionalText(120),
  headshotId,
  /** The headshot's description: required with a headshot. */
  headshotAlt: optionalText(300),
  /** Shown on the bio page; absent on a PUT keeps what is stored (the studio's form does not edit them yet). */
  major: optionalText(120).optional(),
  twitter: handle('X'),
  instagram: handle('Instagram'),
};

/** The season on one roster: number, position, class, measurements, bio. */
const seasonFields = {
  jersey: z
    .string({ error: 'Enter the jersey number, like 7 or 00.' })
    .trim()
    .regex(/^(\d{1,3})?$/, { error: 'Enter the jersey number, like 7 or 00.' })
    .default(''),
  position: optionalText(40),
  classYear: z.enum(CLASS_YEARS, { error: 'Choose the class year.' }),
  /** feet-inches, like 6-2. */
  height: z
    .string({ error: 'Enter the height as feet-inches, like 6-2.' })
    .trim()
    .regex(/^([4-7]-(\d|1[01]))?$/, { error: 'Enter the height as feet-inches, like 6-2.' })
    .nullish()
    .transform((value) => (value ? value : null)),
  weight: z.number({ error: 'Enter the weight in pounds.' }).int({ error: 'Enter the weight in pounds.' }).min(60, { error: 'Enter the weight in pounds.' }).max(500, { error: 'Enter the weight in pounds.' }).nullish(),
  bio,
  captain: z.boolean().default(false),
  /** The position written out ('Quarterback'); absent: the short one, or on a PUT what is stored. */
  positionLong: optionalText(60).optional(),
  /** Letters earned before this season; absent on a PUT keeps what is stored. */
  letters: z.number({ error: 'Enter the letters as a whole number.' }).int({ error: 'Enter the letters as a whole number.' }).min(0, { error: 'Enter the letters as a whole number.' }).max(10, { error: 'Enter at most 10 letters.' }).optional(),
  /** The sport's own column (bats/throws, events); absent on a PUT keeps what is stored. */
  custom1: z.string({ error: 'Enter it as text.' }).trim().max(60, { error: 'Keep it under 60 characters.' }).optional(),
};

export const playerPersonBody = z.object(personFields);
export type PlayerPersonBody = z.infer<typeof playerPersonBody>;
export const playerSeasonBody = z.object(seasonFields);
export type PlayerSeasonBody = z.infer<typeof playerSeasonBody>;

/** POST /rosters/{id}/players and PUT /players/{id}: the person and their season on this roster. */
export const playerBody = z.object({ ...personFields, ...seasonFields });
export type PlayerBody = z.infer<typeof playerBody>;

export const studioPlayerWire = z.object({
  /** The roster entry's id (PUT/DELETE /players/{id}). */
  id: z.number().int(),
  ...studioVersionFields,
  rosterId: z.number().int(),
  /** The person's id (shared by their seasons; the public bio page is named by the entry's id, see publicPath). */
  personId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jersey: z.string(),
  position: z.string().nullable(),
  classYear: z.string(),
  height: z.string().nullable(),
  weight: z.number().int().nullable(),
  hometown: z.string(),
  homeState: z.string().nullable(),
  highSchool: z.string().nullable(),
  previousSchool: z.string().nullable(),
  headshot: z.string().nullable(),
  /** The headshot's description (null without a headshot). */
  headshotAlt: z.string().nullish(),
  bio: z.string().nullable(),
  captain: z.boolean(),
  positionLong: z.string(),
  letters: z.number().int(),
  custom1: z.string(),
  major: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  /** The player's public bio page: /sports/{slug}/roster/{first-last}/{id}. */
  publicPath: z.string(),
});
export type StudioPlayerWire = z.infer<typeof studioPlayerWire>;

// ---- Coaches and support staff (the staff directory) ----

export const COACH_KINDS = ['coach', 'support'] as const;

/** POST /coaches and PUT /coaches/{id}: a member of the staff directory, and their place on a roster. */
export const coachBody = z.object({
  firstName: text('Enter the first name.', 60),
  lastName: text('Enter the last name.', 60),
  title: text('Enter their title, like Head Coach.', 120),
  /** The directory's department (GET /coaches answers them). */
  departmentId: id('Choose a department.'),
  email: z
    .string({ error: 'Enter a valid email address.' })
    .trim()
    .max(254, { error: 'Enter a shorter email address.' })
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: 'Enter a valid email address.' })
    .default(''),
  phone: z.string({ error: 'Enter the phone number as text.' }).trim().max(40, { error: 'Keep the phone number under 40 characters.' }).default(''),
  bio,
  headshotId,
  headshotAlt: optionalText(300),
  /** On a roster's staff: coach or support staff, and whether head coach. None keeps them in the directory only. */
  rosterId: id('Choose a roster.').nullish(),
  kind: z.enum(COACH_KINDS, { error: 'Choose coach or support staff.' }).default('coach'),
  headCoach: z.boolean().default(false),
  // What the directory and bio pages show that the studio's form does not edit yet: absent on a PUT keeps what is stored.
  twitter: handle('X'),
  instagram: handle('Instagram'),
  /** The public profile's name ('jordan-lee', as in linkedin.com/in/jordan-lee). */
  linkedin: z
    .string({ error: 'Enter the LinkedIn profile name as text.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{0,100}$/, { error: 'Enter the LinkedIn profile name, like jordan-lee.' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  almaMater: optionalText(120).optional(),
  /** Their first year at the school (the directory counts their years from it); on a new member, this year by default. */
  startYear: z.number({ error: 'Enter the year they started, like 2019.' }).int({ error: 'Enter the year they started, like 2019.' }).min(1900, { error: 'Enter the year they started, like 2019.' }).max(2100, { error: 'Enter the year they started, like 2019.' }).optional(),
  /** 'M' or 'F', as the sports are: by default the roster's sport's. */
  gender: z.enum(['M', 'F'], { error: 'Choose M or F.' }).optional(),
  /** Their place in the department's list (0 first); a new member goes last by default. */
  rank: z.number({ error: 'Enter the place as a whole number.' }).int({ error: 'Enter the place as a whole number.' }).min(0, { error: 'Enter the place as a whole number.' }).max(999, { error: 'Enter a place up to 999.' }).optional(),
  /** False: they have left (kept on the past rosters they are on, out of the directory). */
  active: z.boolean({ error: 'Say whether they are on the staff.' }).optional(),
});
export type CoachBody = z.infer<typeof coachBody>;

export const studioCoachWire = z.object({
  /** The staff member's id (PUT/DELETE /coaches/{id}). */
  id: z.number().int(),
  ...studioVersionFields,
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  departmentId: z.number().int(),
  department: z.string(),
  email: z.string(),
  phone: z.string(),
  bio: z.string(),
  headshot: z.string().nullable(),
  /** The headshot's description (null without a headshot). */
  headshotAlt: z.string().nullish(),
  /** False once they left the directory (kept for the past rosters they are on). */
  active: z.boolean().optional(),
  twitter: z.string().nullable().optional(),
  instagram: z.string().nullable().optional(),
  linkedin: z.string().nullable().optional(),
  almaMater: z.string().nullable().optional(),
  startYear: z.number().int().optional(),
  gender: z.string().optional(),
  rank: z.number().int().optional(),
  /** The rosters they are on (coach or support; head coach). */
  rosters: z.array(z.object({ rosterId: z.number().int(), kind: z.enum(COACH_KINDS), headCoach: z.boolean(), title: z.string() })),
});
export type StudioCoachWire = z.infer<typeof studioCoachWire>;

export const studioCoachListQuery = z.object({ rosterId: z.string().regex(/^[1-9]\d{0,8}$/, { error: 'must be a roster id' }).transform(Number).optional() });
export const studioCoachListWire = z.object({
  items: z.array(studioCoachWire),
  departments: z.array(z.object({ id: z.number().int(), title: z.string(), sportId: z.number().int().nullable() })),
});

/** GET /rosters/{id}: the roster with its players and staff. */
export const studioRosterWire = studioRosterSummaryWire.extend({
  playerList: z.array(studioPlayerWire),
  coachList: z.array(studioCoachWire),
});
export type StudioRosterWire = z.infer<typeof studioRosterWire>;
