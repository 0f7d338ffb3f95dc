import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../server/store/database';

/** What honours reads from the parts seeded before it (people, schedule); it never writes their tables. */

export interface RosterAthlete {
  playerId: number;
  rosterPlayerId: number;
  sportId: number;
  firstName: string;
  lastName: string;
  hometown: string | null;
  highSchool: string | null;
  jersey: string | null;
  position: string | null;
  academicYear: string | null;
}

export interface PlayedGame {
  id: number;
  sportId: number;
  date: Date;
  locationIndicator: string;
  resultStatus: string | null;
  teamScore: string | null;
  opponentScore: string | null;
  opponent: string | null;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Whether a table exists on the connection's search path (to_regclass never raises, so the transaction survives). */
async function hasTable(db: Db, name: string): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(db, sql`SELECT to_regclass(${name}) IS NOT NULL AS present`);
  return row?.present === true;
}

/** The athletes on each sport's current roster (people sets sports.roster_id; else the latest roster). */
export async function readRosterAthletes(db: Db, tenantId: number): Promise<RosterAthlete[]> {
  if (!(await hasTable(db, 'roster_players')) || !(await hasTable(db, 'players')) || !(await hasTable(db, 'rosters'))) return [];
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT rp.id AS roster_player_id, rp.player_id, rp.sport_id, p.first_name, p.last_name, p.hometown, p.high_school,
          rp.jersey::text AS jersey, rp.position::text AS position, rp.academic_year::text AS academic_year
        FROM roster_players rp
        JOIN players p ON p.id = rp.player_id AND p.tenant_id = rp.tenant_id
        JOIN sports s ON s.id = rp.sport_id AND s.tenant_id = rp.tenant_id
        WHERE rp.tenant_id = ${tenantId}
          AND rp.roster_id = COALESCE(s.roster_id, (
            SELECT r.id FROM rosters r WHERE r.tenant_id = rp.tenant_id AND r.sport_id = rp.sport_id ORDER BY r.year DESC, r.id DESC LIMIT 1))
        ORDER BY rp.sport_id, rp.id`,
  );
  return found.map((row) => ({
    playerId: Number(row.player_id),
    rosterPlayerId: Number(row.roster_player_id),
    sportId: Number(row.sport_id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    hometown: textOrNull(row.hometown),
    highSchool: textOrNull(row.high_school),
    jersey: textOrNull(row.jersey),
    position: textOrNull(row.position),
    academicYear: textOrNull(row.academic_year),
  }));
}

/** Every game of the school with its opponent's name, oldest first. */
export async function readGames(db: Db, tenantId: number): Promise<PlayedGame[]> {
  if (!(await hasTable(db, 'games'))) return [];
  const withOpponents = await hasTable(db, 'opponents');
  const found = await rows<Record<string, unknown>>(
    db,
    withOpponents
      ? sql`SELECT g.id, g.sport_id, g.date, g.location_indicator, g.result_status, g.team_score::text AS team_score,
              g.opponent_score::text AS opponent_score, o.title AS opponent
            FROM games g LEFT JOIN opponents o ON o.id = g.opponent_id AND o.tenant_id = g.tenant_id
            WHERE g.tenant_id = ${tenantId} ORDER BY g.date, g.id`
      : sql`SELECT g.id, g.sport_id, g.date, g.location_indicator, g.result_status, g.team_score::text AS team_score,
              g.opponent_score::text AS opponent_score, NULL AS opponent
            FROM games g WHERE g.tenant_id = ${tenantId} ORDER BY g.date, g.id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    sportId: Number(row.sport_id),
    date: new Date(row.date as string | Date),
    locationIndicator: String(row.location_indicator ?? 'H'),
    resultStatus: textOrNull(row.result_status),
    teamScore: textOrNull(row.team_score),
    opponentScore: textOrNull(row.opponent_score),
    opponent: textOrNull(row.opponent),
  }));
}

/** The current season's title of each sport (schedule's seasons.is_current), by sport id. */
export async function readCurrentSeasonTitles(db: Db, tenantId: number): Promise<Map<number, string>> {
  if (!(await hasTable(db, 'seasons'))) return new Map();
  const found = await rows<{ sport_id: number; title: string }>(
    db,
    sql`SELECT sport_id, title FROM seasons WHERE tenant_id = ${tenantId} AND is_current ORDER BY id`,
  );
  return new Map(found.map((row) => [Number(row.sport_id), String(row.title)]));
}

function textOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}
