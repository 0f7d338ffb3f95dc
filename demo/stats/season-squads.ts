import { sql } from 'drizzle-orm';
import { academicYearRank } from '../../core/roster/academic-year';
import type { Db } from '../../server/store/database';
import type { Participant } from './participants';

interface RosterRow {
  roster_player_id: number;
  player_id: number;
  sport_id: number;
  year: number;
  jersey: string;
  position: string;
  academic_year: string;
  first_name: string;
  last_name: string;
}

function hash(value: number): number {
  let h = Math.imul(value ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * A player's place on the depth chart: a talent fixed per person (so a season's stars stay stars) plus
 * experience (spec 9's academic year ranking: seniors play more than freshmen).
 */
export function depthScore(playerId: number, academicYear: string): number {
  return hash(playerId) + ((academicYearRank(academicYear) ?? 3) / 12) * 0.7;
}

/** Each sport's roster per season year (people's rosters/roster_players/players), best first. */
export async function loadSeasonSquads(db: Db, tenantId: number): Promise<Map<string, Participant[]>> {
  const result = await db.execute(sql`
    SELECT rp.id AS roster_player_id, rp.player_id, rp.sport_id, r.year, rp.jersey, rp.position, rp.academic_year, p.first_name, p.last_name
    FROM roster_players rp
    JOIN rosters r ON r.id = rp.roster_id
    JOIN players p ON p.id = rp.player_id
    WHERE rp.tenant_id = ${tenantId}
    ORDER BY rp.id`);
  const rows = (result as unknown as { rows: RosterRow[] }).rows;
  const squads = new Map<string, Array<Participant & { depth: number }>>();
  for (const row of rows) {
    const key = squadKey(Number(row.sport_id), Number(row.year));
    const list = squads.get(key) ?? [];
    list.push({
      playerId: Number(row.player_id),
      rosterPlayerId: Number(row.roster_player_id),
      name: `${row.first_name} ${row.last_name}`,
      jersey: row.jersey,
      position: row.position,
      depth: depthScore(Number(row.player_id), row.academic_year),
    });
    squads.set(key, list);
  }
  return new Map(
    [...squads.entries()].map(([key, list]) => [key, list.sort((a, b) => b.depth - a.depth).map(({ depth: _depth, ...player }) => player)]),
  );
}

export const squadKey = (sportId: number, year: number) => `${sportId}:${year}`;
