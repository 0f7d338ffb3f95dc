import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../server/store/database';
import { players, rosterCoaches, rosterPlayers, rosters, staffMembers } from '../../server/store/tables/people';
import { games, opponents, seasons } from '../../server/store/tables/schedule';

/** What the editorial seed reads from the parts seeded before it (people, schedule); never written. */

export interface SeedGame {
  id: number;
  sportId: number;
  date: Date;
  /** The school's wall clock: 'YYYY-MM-DD HH:mm:ss'. */
  localDate: string;
  seasonYear: number;
  seasonTitle: string;
  opponent: { title: string; shortTitle: string; mascot: string } | null;
  eventTitle: string | null;
  locationIndicator: string;
  location: string | null;
  facility: string | null;
  status: string;
  type: string;
  conference: boolean;
  tournament: string | null;
  resultStatus: string | null;
  teamScore: string | null;
  opponentScore: string | null;
  postscore: string | null;
  tv: string | null;
}

export interface SeedRosterPlayer {
  id: number;
  rosterId: number;
  sportId: number;
  year: number;
  isCurrentRoster: boolean;
  firstName: string;
  lastName: string;
  position: string;
  positionLong: string;
  academicYear: string;
  hometown: string;
  homeState: string;
  highSchool: string | null;
  previousSchool: string | null;
  major: string | null;
  jersey: string;
  isCaptain: boolean;
}

export interface SeedCoach {
  sportId: number;
  year: number;
  staffMemberId: number;
  firstName: string;
  lastName: string;
  title: string;
  isHeadCoach: boolean;
  almaMater: string | null;
  startYear: number;
}

export interface SeedStaff {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
}

export interface SeedInputs {
  games: SeedGame[];
  players: SeedRosterPlayer[];
  coaches: SeedCoach[];
  /** The active staff directory. */
  staff: SeedStaff[];
}

/** Awaits lazy queries one after another: the seed runs in one transaction, on one connection. */
async function inSequence<T extends readonly PromiseLike<unknown>[]>(queries: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}

export async function readSeedInputs(db: Db, tenantId: number): Promise<SeedInputs> {
  const [gameRows, playerRows, coachRows, staffRows] = await inSequence([
    db
      .select({
        id: games.id,
        sportId: games.sportId,
        date: games.date,
        localDate: games.localDate,
        seasonYear: seasons.year,
        seasonTitle: seasons.title,
        opponentTitle: opponents.title,
        opponentShortTitle: opponents.shortTitle,
        opponentMascot: opponents.mascot,
        eventTitle: games.eventTitle,
        locationIndicator: games.locationIndicator,
        location: games.location,
        facility: games.facility,
        status: games.status,
        type: games.type,
        conference: games.conference,
        tournament: games.tournament,
        resultStatus: games.resultStatus,
        teamScore: games.teamScore,
        opponentScore: games.opponentScore,
        postscore: games.postscore,
        tv: games.tv,
      })
      .from(games)
      .innerJoin(seasons, eq(seasons.id, games.seasonId))
      .leftJoin(opponents, eq(opponents.id, games.opponentId))
      .where(eq(games.tenantId, tenantId))
      .orderBy(asc(games.date), asc(games.id)),
    db
      .select({
        id: rosterPlayers.id,
        rosterId: rosterPlayers.rosterId,
        sportId: rosterPlayers.sportId,
        year: rosters.year,
        isCurrentRoster: rosters.isCurrent,
        firstName: players.firstName,
        lastName: players.lastName,
        position: rosterPlayers.position,
        positionLong: rosterPlayers.positionLong,
        academicYear: rosterPlayers.academicYear,
        hometown: players.hometown,
        homeState: players.homeState,
        highSchool: players.highSchool,
        previousSchool: players.previousSchool,
        major: players.major,
        jersey: rosterPlayers.jersey,
        isCaptain: rosterPlayers.isCaptain,
      })
      .from(rosterPlayers)
      .innerJoin(players, eq(players.id, rosterPlayers.playerId))
      .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
      .where(eq(rosterPlayers.tenantId, tenantId))
      .orderBy(asc(rosterPlayers.id)),
    db
      .select({
        sportId: rosterCoaches.sportId,
        year: rosters.year,
        staffMemberId: staffMembers.id,
        firstName: staffMembers.firstName,
        lastName: staffMembers.lastName,
        title: rosterCoaches.title,
        isHeadCoach: rosterCoaches.isHeadCoach,
        almaMater: staffMembers.almaMater,
        startYear: staffMembers.startYear,
      })
      .from(rosterCoaches)
      .innerJoin(staffMembers, eq(staffMembers.id, rosterCoaches.staffMemberId))
      .innerJoin(rosters, eq(rosters.id, rosterCoaches.rosterId))
      .where(and(eq(rosterCoaches.tenantId, tenantId), eq(rosterCoaches.kind, 'coach')))
      .orderBy(asc(rosterCoaches.id)),
    db
      .select({ id: staffMembers.id, firstName: staffMembers.firstName, lastName: staffMembers.lastName, title: staffMembers.title })
      .from(staffMembers)
      .where(and(eq(staffMembers.tenantId, tenantId), eq(staffMembers.isActive, true)))
      .orderBy(asc(staffMembers.rank), asc(staffMembers.id)),
  ] as const);
  return {
    games: gameRows.map(({ opponentTitle, opponentShortTitle, opponentMascot, ...game }) => ({
      ...game,
      opponent: opponentTitle === null ? null : { title: opponentTitle, shortTitle: opponentShortTitle ?? opponentTitle, mascot: opponentMascot ?? '' },
    })),
    players: playerRows,
    coaches: coachRows,
    staff: staffRows,
  };
}

/** The players of a sport's roster for the season that starts in `year` (or the nearest earlier one seeded). */
export function rosterOf(inputs: SeedInputs, sportId: number, year: number): SeedRosterPlayer[] {
  const ofSport = inputs.players.filter((p) => p.sportId === sportId);
  const years = [...new Set(ofSport.map((p) => p.year))].sort((a, b) => b - a);
  const chosen = years.find((y) => y <= year) ?? years[years.length - 1];
  return ofSport.filter((p) => p.year === chosen);
}

/** The head coach of a sport in the season that starts in `year` (or the nearest seeded season). */
export function headCoachOf(inputs: SeedInputs, sportId: number, year: number): SeedCoach | undefined {
  const heads = inputs.coaches.filter((c) => c.sportId === sportId && c.isHeadCoach).sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year));
  return heads[0];
}
