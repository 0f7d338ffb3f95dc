import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { StudioPlayerWire, StudioRosterSummaryWire } from '../../../contract/studio/rosters';
import { rosterBioPath, rosterPath } from '../../../core/people/people-paths';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { sports } from '../../store/tables/foundation';
import { players, rosterPlayers, rosters } from '../../store/tables/people';
import type { SportRow } from '../../schedule/game-query';
import { mediaUrlOf } from '../media/media-store';
import { staffRefOf, type StaffRef } from '../staff/staff-names';

export type RosterRow = typeof rosters.$inferSelect;
export type EntryRow = typeof rosterPlayers.$inferSelect;
export type PersonRow = typeof players.$inferSelect;
export type { SportRow };

export interface RosterWithSport {
  roster: RosterRow;
  sport: SportRow;
}

export interface EntryWithPerson {
  entry: EntryRow;
  person: PersonRow;
}

/** A roster of the school with its sport, or 404. */
export async function requireRoster(db: Db, tenantId: number, id: number): Promise<RosterWithSport> {
  const [row] = await db
    .select({ roster: rosters, sport: sports })
    .from(rosters)
    .innerJoin(sports, eq(sports.id, rosters.sportId))
    .where(and(eq(rosters.tenantId, tenantId), eq(rosters.id, id)));
  if (!row) throw notFound(`No roster with id ${id}.`);
  return row;
}

/** A roster entry of the school with its person, or 404. */
export async function requireEntry(db: Db, tenantId: number, id: number): Promise<EntryWithPerson> {
  const [row] = await db
    .select({ entry: rosterPlayers, person: players })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.id, id)));
  if (!row) throw notFound(`No player entry with id ${id}.`);
  return row;
}

/** The roster of a sport's season, if the school has one. */
export async function rosterOfYear(db: Db, tenantId: number, sportId: number, year: number): Promise<RosterRow | undefined> {
  const [row] = await db
    .select()
    .from(rosters)
    .where(and(eq(rosters.tenantId, tenantId), eq(rosters.sportId, sportId), eq(rosters.year, year)));
  return row;
}

/** The school's rosters (of one sport), newest year first, with their sports. */
export async function listRosters(db: Db, tenantId: number, sportId: number | undefined): Promise<RosterWithSport[]> {
  return db
    .select({ roster: rosters, sport: sports })
    .from(rosters)
    .innerJoin(sports, eq(sports.id, rosters.sportId))
    .where(and(eq(rosters.tenantId, tenantId), sportId === undefined ? undefined : eq(rosters.sportId, sportId)))
    .orderBy(desc(rosters.year), sports.appPriority, rosters.id);
}

/** Players on each roster, by roster id. */
export async function playerCounts(db: Db, tenantId: number, rosterIds: number[]): Promise<Map<number, number>> {
  if (rosterIds.length === 0) return new Map();
  const rows = await db
    .select({ rosterId: rosterPlayers.rosterId, players: count() })
    .from(rosterPlayers)
    .where(and(eq(rosterPlayers.tenantId, tenantId), inArray(rosterPlayers.rosterId, rosterIds)))
    .groupBy(rosterPlayers.rosterId);
  return new Map(rows.map((row) => [row.rosterId, row.players]));
}

/** The roster's entries with their people, in jersey then name order. */
export async function entriesOf(db: Db, tenantId: number, rosterId: number): Promise<EntryWithPerson[]> {
  const rows = await db
    .select({ entry: rosterPlayers, person: players })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.rosterId, rosterId)));
  const jersey = (value: string) => (/^\d+$/.test(value) ? Number(value) + value.length / 1000 : Infinity);
  return rows.sort((a, b) => jersey(a.entry.jersey) - jersey(b.entry.jersey) || a.person.lastName.localeCompare(b.person.lastName) || a.entry.id - b.entry.id);
}

/**
 * The public roster page of a season ('/sports/football/roster/2026'), named by the season's title as the
 * site's season selector names it (core/roster/roster-seasons findRosterSeason); the staff preview of a hidden
 * one is the same under /hidden (core/routing/route-table 'hidden_roster_list').
 */
export function rosterPaths(roster: RosterRow, sport: SportRow): { publicPath: string; previewPath: string | null } {
  const publicPath = rosterPath(sport.globalSportNameSlug, roster.seasonTitle);
  return { publicPath, previewPath: roster.hidden ? `/hidden${publicPath}` : null };
}

export function toRosterSummary({ roster, sport }: RosterWithSport, players: number, names: Map<number, StaffRef>): StudioRosterSummaryWire {
  return {
    id: roster.id,
    version: roster.version,
    updatedAt: roster.updatedAt?.toISOString() ?? null,
    updatedBy: staffRefOf(names, roster.updatedBy),
    sportId: sport.id,
    sport: sport.title,
    season: roster.seasonTitle,
    year: roster.year,
    title: roster.displayTitle,
    note: roster.note,
    current: roster.isCurrent,
    hidden: roster.hidden,
    players,
    ...rosterPaths(roster, sport),
  };
}

export function toPlayerWire({ entry, person }: EntryWithPerson, sport: SportRow, tenantKey: string, names: Map<number, StaffRef>): StudioPlayerWire {
  return {
    id: entry.id,
    version: entry.version,
    updatedAt: entry.updatedAt.toISOString(),
    updatedBy: staffRefOf(names, entry.updatedBy),
    rosterId: entry.rosterId,
    personId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    jersey: entry.jersey,
    position: entry.position || null,
    classYear: entry.academicYear,
    height: entry.height,
    weight: entry.weight,
    hometown: person.hometown,
    homeState: person.homeState || null,
    highSchool: person.highSchool,
    previousSchool: person.previousSchool,
    headshot: person.imagePath ? mediaUrlOf(tenantKey, person.imagePath) : null,
    headshotAlt: person.imagePath ? person.imageAlt : null,
    bio: entry.bio,
    captain: entry.isCaptain,
    positionLong: entry.positionLong,
    letters: entry.letters,
    custom1: entry.custom1,
    major: person.major,
    twitter: person.twitter,
    instagram: person.instagram,
    publicPath: rosterBioPath(sport.globalSportNameSlug, { first_name: person.firstName, last_name: person.lastName, id: entry.id }),
  };
}

/** What the audit log and content_versions keep of a roster. */
export function rosterSnapshot(roster: RosterRow): Record<string, unknown> {
  return { id: roster.id, sportId: roster.sportId, year: roster.year, season: roster.seasonTitle, title: roster.displayTitle, note: roster.note, hidden: roster.hidden, current: roster.isCurrent, version: roster.version };
}

/** What the audit log and content_versions keep of a player's entry and person. */
export function playerSnapshot({ entry, person }: EntryWithPerson): Record<string, unknown> {
  return {
    id: entry.id,
    rosterId: entry.rosterId,
    personId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    jersey: entry.jersey,
    position: entry.position,
    classYear: entry.academicYear,
    height: entry.height,
    weight: entry.weight,
    hometown: person.hometown,
    homeState: person.homeState,
    highSchool: person.highSchool,
    previousSchool: person.previousSchool,
    headshot: person.imagePath,
    headshotAlt: person.imageAlt,
    bio: entry.bio,
    captain: entry.isCaptain,
    letters: entry.letters,
    version: entry.version,
  };
}
