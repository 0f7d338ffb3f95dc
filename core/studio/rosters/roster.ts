import type { StudioPerson } from '../studio-types';

/** spec 9: the class years rosters print, in order (contract/studio/rosters.ts CLASS_YEARS). */
export const CLASS_YEARS = ['Freshman', 'Redshirt Freshman', 'Sophomore', 'Redshirt Sophomore', 'Junior', 'Redshirt Junior', 'Senior', 'Redshirt Senior', 'Graduate Student', 'Fifth Year'] as const;
export type ClassYear = (typeof CLASS_YEARS)[number];

/** The version an item is at (the If-Match of its next write), and who made it. */
export interface Versioned {
  id: number;
  version: number;
  updatedAt: string | null;
  updatedBy: StudioPerson | null;
}

/** A sport's season roster as the studio lists it. */
export interface RosterSummary extends Versioned {
  sportId: number;
  sport: string;
  season: string;
  year: number;
  title: string;
  note: string;
  /** The sport's roster page opens on it. */
  current: boolean;
  /** Not yet published: fans see it only through the hidden preview. */
  hidden: boolean;
  playerCount: number;
  /** The hidden preview for staff while hidden; null once published. */
  previewPath: string | null;
  publicPath: string;
}

/** A player's entry on a roster (the person and their season). */
export interface RosterPlayer extends Versioned {
  rosterId: number;
  personId: number;
  firstName: string;
  lastName: string;
  jersey: string;
  position: string | null;
  classYear: string;
  height: string | null;
  weight: number | null;
  hometown: string;
  homeState: string | null;
  highSchool: string | null;
  previousSchool: string | null;
  headshotId: number | null;
  headshotAlt: string | null;
  /** The headshot's address. */
  headshot: string | null;
  bio: string | null;
  captain: boolean;
  /** The player's public bio page. */
  publicPath: string;
}

export const COACH_KINDS = ['coach', 'support'] as const;
export type CoachKind = (typeof COACH_KINDS)[number];

/** A coach's place on a roster. */
export interface CoachPlace {
  rosterId: number;
  kind: CoachKind;
  headCoach: boolean;
  title: string;
}

/** A member of the staff directory (a coach or support staff). */
export interface Coach extends Versioned {
  firstName: string;
  lastName: string;
  title: string;
  departmentId: number;
  department: string;
  email: string;
  phone: string;
  bio: string;
  headshotId: number | null;
  headshotAlt: string | null;
  headshot: string | null;
  rosters: CoachPlace[];
}

export interface Department {
  id: number;
  title: string;
  sportId: number | null;
}

/** GET /coaches: the directory (or a roster's staff) and its departments. */
export interface CoachDirectory {
  coaches: Coach[];
  departments: Department[];
}

/** A roster with its players and staff. */
export interface Roster extends RosterSummary {
  players: RosterPlayer[];
  coaches: Coach[];
}

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** Rosters newest season first. */
export function newestFirst<T extends Pick<RosterSummary, 'year' | 'id'>>(rosters: readonly T[]): T[] {
  return [...rosters].sort((a, b) => b.year - a.year || b.id - a.id);
}

/** Players by jersey as a roster prints them: 0, 00, 1, 2 … 99; no number last; then by last name. */
export function byJersey<T extends Pick<RosterPlayer, 'jersey' | 'lastName' | 'firstName'>>(players: readonly T[]): T[] {
  const rank = (jersey: string) => (jersey === '' ? Number.POSITIVE_INFINITY : Number(jersey) + (jersey.length > 1 && jersey.startsWith('0') ? 0.5 : 0));
  return [...players].sort((a, b) => rank(a.jersey) - rank(b.jersey) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
}

/** "Head Coach" or "Support staff" on this roster, or the directory title. */
export function placeOn(coach: Coach, rosterId: number): CoachPlace | null {
  return coach.rosters.find((place) => place.rosterId === rosterId) ?? null;
}
