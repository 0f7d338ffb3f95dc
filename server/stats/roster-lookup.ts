import { sql } from 'drizzle-orm';
import type { Db } from '../store/database';

/** A person's season on one of the school's rosters (people group's roster_players, rosters, players). */
export interface RosterEntry {
  rosterPlayerId: number;
  playerId: number;
  sportId: number;
  year: number;
  seasonTitle: string;
  jersey: string;
  position: string;
  positionLong: string;
  academicYear: string;
  custom1: string;
  firstName: string;
  lastName: string;
}

interface Row {
  roster_player_id: number;
  player_id: number;
  sport_id: number;
  year: number;
  season_title: string;
  jersey: string;
  position: string;
  position_long: string;
  academic_year: string;
  custom1: string;
  first_name: string;
  last_name: string;
}

const toEntry = (row: Row): RosterEntry => ({
  rosterPlayerId: Number(row.roster_player_id),
  playerId: Number(row.player_id),
  sportId: Number(row.sport_id),
  year: Number(row.year),
  seasonTitle: row.season_title,
  jersey: row.jersey,
  position: row.position,
  positionLong: row.position_long,
  academicYear: row.academic_year,
  custom1: row.custom1,
  firstName: row.first_name,
  lastName: row.last_name,
});

const SELECT = sql`
  SELECT rp.id AS roster_player_id, rp.player_id, rp.sport_id, r.year, r.season_title, rp.jersey, rp.position, rp.position_long,
         rp.academic_year, rp.custom1, p.first_name, p.last_name
  FROM roster_players rp
  JOIN rosters r ON r.id = rp.roster_id
  JOIN players p ON p.id = rp.player_id`;

async function rows(db: Db, where: ReturnType<typeof sql>): Promise<RosterEntry[]> {
  const result = await db.execute(sql`${SELECT} ${where} ORDER BY r.year`);
  return (result as unknown as { rows: Row[] }).rows.map(toEntry);
}

/** One of the school's roster entries (of a public roster: a hidden one is staff preview). */
export async function findRosterEntry(db: Db, tenantId: number, rosterPlayerId: number): Promise<RosterEntry | undefined> {
  return (await rows(db, sql`WHERE rp.tenant_id = ${tenantId} AND NOT r.hidden AND rp.id = ${rosterPlayerId}`))[0];
}

/** Every season a person spent on a sport's public rosters at the school, oldest first. */
export async function rosterEntriesOf(db: Db, tenantId: number, sportId: number, playerId: number): Promise<RosterEntry[]> {
  return rows(db, sql`WHERE rp.tenant_id = ${tenantId} AND NOT r.hidden AND rp.sport_id = ${sportId} AND rp.player_id = ${playerId}`);
}
