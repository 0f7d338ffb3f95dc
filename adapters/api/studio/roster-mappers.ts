import { COACH_KINDS, type Coach, type CoachDirectory, type CoachPlace, type Department, type Roster, type RosterPlayer, type RosterSummary } from '../../../core/studio/rosters/roster';
import type { StudioPerson } from '../../../core/studio/studio-types';
import { num, str, strOrNull, type Raw } from './lenient-read';

const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter((item): item is Raw => typeof item === 'object' && item !== null) : []);

function person(value: unknown): StudioPerson | null {
  const raw = value as Raw | null;
  return raw && typeof raw.id === 'number' && typeof raw.name === 'string' ? { id: raw.id, name: raw.name } : null;
}

function versioned(raw: Raw) {
  return { id: raw.id as number, version: num(raw.version) ?? 1, updatedAt: strOrNull(raw.updatedAt), updatedBy: person(raw.updatedBy) };
}

/** A roster of /api/studio/rosters (contract/studio/rosters.ts studioRosterSummaryWire), or null. */
export function rosterSummary(value: unknown): RosterSummary | null {
  const raw = (value ?? {}) as Raw;
  if (typeof raw.id !== 'number' || typeof raw.sportId !== 'number') return null;
  return {
    ...versioned(raw),
    sportId: raw.sportId,
    sport: str(raw.sport),
    season: str(raw.season),
    year: num(raw.year) ?? 0,
    title: str(raw.title),
    note: str(raw.note),
    current: raw.current === true,
    hidden: raw.hidden === true,
    playerCount: num(raw.players) ?? (Array.isArray(raw.playerList) ? raw.playerList.length : 0),
    previewPath: strOrNull(raw.previewPath),
    publicPath: str(raw.publicPath),
  };
}

export function rosterList(value: unknown): RosterSummary[] {
  return list((value as Raw | null)?.items).flatMap((item) => rosterSummary(item) ?? []);
}

export function rosterPlayer(value: unknown): RosterPlayer | null {
  const raw = (value ?? {}) as Raw;
  if (typeof raw.id !== 'number') return null;
  return {
    ...versioned(raw),
    rosterId: num(raw.rosterId) ?? 0,
    personId: num(raw.personId) ?? 0,
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    jersey: str(raw.jersey),
    position: strOrNull(raw.position),
    classYear: str(raw.classYear),
    height: strOrNull(raw.height),
    weight: num(raw.weight),
    hometown: str(raw.hometown),
    homeState: strOrNull(raw.homeState),
    highSchool: strOrNull(raw.highSchool),
    previousSchool: strOrNull(raw.previousSchool),
    headshotId: num(raw.headshotId),
    headshotAlt: strOrNull(raw.headshotAlt),
    headshot: strOrNull(raw.headshot),
    bio: strOrNull(raw.bio),
    captain: raw.captain === true,
    publicPath: str(raw.publicPath),
  };
}

function place(raw: Raw): CoachPlace | null {
  const kind = COACH_KINDS.find((known) => known === raw.kind);
  return typeof raw.rosterId === 'number' && kind ? { rosterId: raw.rosterId, kind, headCoach: raw.headCoach === true, title: str(raw.title) } : null;
}

export function coach(value: unknown): Coach | null {
  const raw = (value ?? {}) as Raw;
  if (typeof raw.id !== 'number') return null;
  return {
    ...versioned(raw),
    firstName: str(raw.firstName),
    lastName: str(raw.lastName),
    title: str(raw.title),
    departmentId: num(raw.departmentId) ?? 0,
    department: str(raw.department),
    email: str(raw.email),
    phone: str(raw.phone),
    bio: str(raw.bio),
    headshotId: num(raw.headshotId),
    headshotAlt: strOrNull(raw.headshotAlt),
    headshot: strOrNull(raw.headshot),
    rosters: list(raw.rosters).flatMap((item) => place(item) ?? []),
  };
}

function department(raw: Raw): Department | null {
  return typeof raw.id === 'number' ? { id: raw.id, title: str(raw.title), sportId: num(raw.sportId) } : null;
}

export function coachDirectory(value: unknown): CoachDirectory {
  const raw = (value ?? {}) as Raw;
  return { coaches: list(raw.items).flatMap((item) => coach(item) ?? []), departments: list(raw.departments).flatMap((item) => department(item) ?? []) };
}

/** GET /rosters/{id}: the roster with its players and staff. */
export function roster(value: unknown): Roster | null {
  const summary = rosterSummary(value);
  if (!summary) return null;
  const raw = value as Raw;
  return { ...summary, players: list(raw.playerList).flatMap((item) => rosterPlayer(item) ?? []), coaches: list(raw.coachList).flatMap((item) => coach(item) ?? []) };
}
