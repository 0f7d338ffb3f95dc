import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PeopleSportWire } from '../../contract/people';
import type { RosterDisplayFieldWire, RosterPlayerWire, RosterStaffWire, RosterWire } from '../../contract/rosters';
import { sanitizeContentHtml } from '../http/content-html';
import type { Db } from '../store/database';
import { players, rosterCoaches, rosterPlayers, staffMembers, type rosters } from '../store/tables/people';
import {
  academicYearWire,
  heightParts,
  ordinal,
  pascalSocialMap,
  peopleSports,
  personImage,
  personSlug,
  scheduleSeasonIds,
  socialMediaR,
  sportWire,
  type PeopleScope,
} from './people-wire';

export type RosterRow = typeof rosters.$inferSelect;
export interface EntryWithPlayer {
  entry: typeof rosterPlayers.$inferSelect;
  player: typeof players.$inferSelect;
}
export interface RoleWithStaff {
  role: typeof rosterCoaches.$inferSelect;
  staff: typeof staffMembers.$inferSelect;
}

// The printed roster order: jersey numbers numerically, then by name.
export function rosterOrder(a: EntryWithPlayer, b: EntryWithPlayer): number {
  const jerseyA = /^\d+$/.test(a.entry.jersey) ? Number(a.entry.jersey) + a.entry.jersey.length / 1000 : Infinity;
  const jerseyB = /^\d+$/.test(b.entry.jersey) ? Number(b.entry.jersey) + b.entry.jersey.length / 1000 : Infinity;
  if (jerseyA !== jerseyB) return jerseyA - jerseyB;
  return a.player.lastName.localeCompare(b.player.lastName) || a.player.firstName.localeCompare(b.player.firstName) || a.entry.id - b.entry.id;
}

export async function loadEntries(db: Db, tenantId: number, rosterIds: number[]): Promise<EntryWithPlayer[]> {
  if (rosterIds.length === 0) return [];
  const rows = await db
    .select({ entry: rosterPlayers, player: players })
    .from(rosterPlayers)
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), inArray(rosterPlayers.rosterId, rosterIds)));
  return rows.sort(rosterOrder);
}

export async function loadRosterStaff(db: Db, tenantId: number, rosterIds: number[]): Promise<RoleWithStaff[]> {
  if (rosterIds.length === 0) return [];
  return db
    .select({ role: rosterCoaches, staff: staffMembers })
    .from(rosterCoaches)
    .innerJoin(staffMembers, eq(staffMembers.id, rosterCoaches.staffMemberId))
    .where(and(eq(rosterCoaches.tenantId, tenantId), inArray(rosterCoaches.rosterId, rosterIds)))
    .orderBy(asc(rosterCoaches.rank), asc(rosterCoaches.id));
}

/** v2-reference 9 players[] item. */
export function toRosterPlayerWire(scope: PeopleScope, { entry, player }: EntryWithPlayer, roster: RosterRow, sport: PeopleSportWire): RosterPlayerWire {
  const name = `${player.firstName} ${player.lastName}`;
  const academicYear = academicYearWire(entry.academicYear);
  const handles = { Twitter: player.twitter, Instagram: player.instagram };
  return {
    rosterPlayerId: entry.id,
    playerId: player.id,
    rosterDisplayTitle: roster.displayTitle,
    seasonSlug: roster.seasonTitle,
    firstName: player.firstName,
    lastName: player.lastName,
    hometown: `${player.hometown}, ${player.homeState}`,
    highSchool: player.highSchool,
    previousSchool: player.previousSchool,
    major: player.major,
    birthDate: null,
    gender: player.gender,
    pronouns: null,
    facebookUsername: null,
    instagramUsername: player.instagram,
    twitterUsername: player.twitter,
    snapchatUsername: null,
    tiktokUsername: null,
    cameoUsername: null,
    youtubeUsername: null,
    twitchUsername: null,
    linkedinUsername: null,
    shopUrl: null,
    socialMedia: pascalSocialMap(handles),
    socialMediaR: socialMediaR(handles),
    weight: entry.weight,
    ...heightParts(entry.height),
    positionShort: entry.position,
    positionLong: entry.positionLong,
    jerseyNumber: entry.jersey,
    jerseyNumberSecond: null,
    academicYearNumber: academicYear.number,
    academicYearShort: academicYear.short,
    academicYearLong: academicYear.long,
    isCaptain: entry.isCaptain,
    letters: entry.letters,
    hide: false,
    hideBio: false,
    custom1: entry.custom1,
    custom2: '',
    custom3: '',
    image: personImage(scope, player.imagePath, name, player.imageAlt),
    headerImage: null,
    images: null,
    sport: sportWire(sport),
    bio: null,
    bioFields: null,
    historicalFields: null,
    hasWePlayedMoments: false,
    lastUpdated: entry.updatedAt.toISOString(),
    displayFields: null,
    rankedBioFields: null,
    settings: null,
    statsSeasons: null,
  };
}

/** A coach's or support member's role as every staff list names it: ids, names, contact and their bio page. */
export function roleIdentity({ role, staff }: RoleWithStaff, sport: PeopleSportWire) {
  const page = role.kind === 'coach' ? 'coaches' : 'staff';
  return {
    id: role.id,
    title: role.title,
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    phone: staff.phone,
    url: `/sports/${sport.globalSportNameSlug}/roster/${page}/${personSlug(staff.firstName, staff.lastName)}/${staff.id}`,
    staffId: staff.id,
  };
}

/** v2-reference 9 coaches[] / support[] item; `years` counts seasons up to the roster's season. */
export function toRosterStaffWire(scope: PeopleScope, { role, staff }: RoleWithStaff, sport: PeopleSportWire, rosterYear: number): RosterStaffWire {
  const name = `${staff.firstName} ${staff.lastName}`;
  const handles = { Twitter: staff.twitter, Instagram: staff.instagram, LinkedIn: staff.linkedin };
  const years = Math.max(1, rosterYear - staff.startYear + 1);
  return {
    bio: sanitizeContentHtml(staff.bio),
    twitter: staff.twitter ?? '',
    image: personImage(scope, staff.imagePath, name, staff.imageAlt),
    images: null,
    displayFields: { staff_title: role.title, staff_email: staff.email, staff_phone: staff.phone, staff_custom_1: staff.almaMater ?? '', staff_twitter: staff.twitter ?? '' },
    sport: sportWire(sport),
    ...roleIdentity({ role, staff }, sport),
    socialMediaR: socialMediaR(handles),
    custom1: staff.almaMater ?? '',
    custom2: `${ordinal(years)} ${role.kind === 'coach' ? 'season' : 'year'}`,
    custom3: String(staff.startYear),
    custom4: '',
    isHeadCoach: role.isHeadCoach,
  };
}

const field = (title: string, description: string, dbField: string, print = true, specialColumn: string | null = null): RosterDisplayFieldWire => ({ title, description, dbField, specialColumn, print });

/** The roster's columns, from what its players carry (no height column for golf, B/T for baseball ...). */
export function rosterDisplayFields(entries: readonly EntryWithPlayer[]): RosterDisplayFieldWire[] {
  const has = (read: (row: EntryWithPlayer) => unknown) => entries.some((row) => { const value = read(row); return value !== null && value !== ''; });
  const fields: RosterDisplayFieldWire[] = [];
  if (has((row) => row.entry.jersey)) fields.push(field('No.', 'Jersey Number', 'jersey_number'));
  fields.push(field('Name', 'Full Name', 'player_name', true, 'name'));
  if (has((row) => row.entry.position)) fields.push(field('Pos.', 'Position', 'rp_position_short'));
  if (has((row) => row.entry.height)) fields.push(field('Ht.', 'Height', 'height'));
  if (has((row) => row.entry.weight)) fields.push(field('Wt.', 'Weight', 'rp_weight'));
  fields.push(field('Yr.', 'Academic Year', 'rp_academic_year'));
  if (has((row) => row.entry.custom1)) {
    const batsThrows = entries.every((row) => row.entry.custom1 === '' || /^[RLS]\/[RL]$/.test(row.entry.custom1));
    fields.push(batsThrows ? field('B/T', 'Bats/Throws', 'rp_custom1') : field('Events', 'Events', 'rp_custom1'));
  }
  fields.push(field('Hometown', 'Hometown', 'player_hometown'));
  fields.push(field('High School', 'High School', 'player_highschool'));
  if (has((row) => row.player.previousSchool)) fields.push(field('Previous School', 'Previous School', 'player_previous_school', false));
  return fields;
}

/** Full roster objects (players, coaches, support staff) for the given rosters, in the given order. */
export async function rosterWires(db: Db, scope: PeopleScope, rows: RosterRow[]): Promise<RosterWire[]> {
  if (rows.length === 0) return [];
  const tenantId = scope.tenant.id;
  const ids = rows.map((row) => row.id);
  const [sportsById, entries, roles, seasonIds] = await Promise.all([peopleSports(db, tenantId), loadEntries(db, tenantId, ids), loadRosterStaff(db, tenantId, ids), scheduleSeasonIds(db, tenantId)]);
  return rows.map((roster) => {
    const sport = sportsById.get(roster.sportId)!;
    const own = entries.filter((row) => row.entry.rosterId === roster.id);
    const staff = roles.filter((row) => row.role.rosterId === roster.id);
    return {
      id: roster.id,
      templateId: null,
      breakdownSize: own.length > 40 ? 'large' : 'regular',
      displayTitle: roster.displayTitle,
      displayTemplate: 'grid',
      note: roster.note,
      noteLocation: false,
      displayCoaches: true,
      hide: false,
      sortAlpha: own.every((row) => row.entry.jersey === ''),
      orderByWomenFirst: false,
      contentTemplate: 'default',
      displayFields: rosterDisplayFields(own),
      season: {
        id: roster.seasonId ?? seasonIds.get(`${roster.sportId}:${roster.year}`) ?? roster.id,
        title: roster.seasonTitle,
        shortName: null,
        startDate: roster.startDate.toISOString(),
        created: roster.createdAt.toISOString(),
      },
      sport: sportWire(sport),
      image: null,
      downloads: null,
      sportFile: null,
      statCrew: null,
      allStaffImage: null,
      players: own.map((row) => toRosterPlayerWire(scope, row, roster, sport)),
      coaches: staff.filter((row) => row.role.kind === 'coach').map((row) => toRosterStaffWire(scope, row, sport, roster.year)),
      support: staff.filter((row) => row.role.kind === 'support').map((row) => toRosterStaffWire(scope, row, sport, roster.year)),
      year: roster.year,
      isCurrent: roster.isCurrent,
    };
  });
}
