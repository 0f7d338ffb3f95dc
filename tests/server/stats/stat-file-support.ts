import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/store/database';

type Rows<T> = { rows: T[] };

/** A stat-crew fixture (real files, copied byte for byte), as text. */
export const statFixture = (name: string): string => readFileSync(new URL(`../../fixtures/statcrew/${name}`, import.meta.url), 'utf8');

export interface FixtureGame {
  id: number;
  sportId: number;
  sportCode: string;
  year: number;
  version: number;
  opponent: string;
}

/** The school's finished games of a sport at a location (H, A, N) with no live document, newest first; those with a box score first. */
export async function finishedGames(db: Db, tenantKey: string, sportCode: string, location: string): Promise<FixtureGame[]> {
  const result = (await db.execute(sql`
    SELECT g.id, g.sport_id, s.short_name, se.year, g.version, coalesce(g.event_title, o.title, '') AS opponent
    FROM games g JOIN tenants t ON t.id = g.tenant_id JOIN sports s ON s.id = g.sport_id JOIN seasons se ON se.id = g.season_id
    LEFT JOIN opponents o ON o.id = g.opponent_id
    WHERE t.key = ${tenantKey} AND s.short_name = ${sportCode} AND g.location_indicator = ${location} AND g.result_status IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM live_game_documents d WHERE d.game_id = g.id)
    ORDER BY EXISTS (SELECT 1 FROM game_box_scores b WHERE b.game_id = g.id) DESC, g.date DESC, g.id`)) as unknown as Rows<{ id: number; sport_id: number; short_name: string; year: number; version: number; opponent: string }>;
  return result.rows.map((row) => ({ id: row.id, sportId: row.sport_id, sportCode: row.short_name, year: row.year, version: row.version, opponent: row.opponent }));
}

export interface RosterPick {
  rosterPlayerId: number;
  firstName: string;
  lastName: string;
  jersey: string;
}

/** Players of the sport's roster of that season year. */
export async function rosterOf(db: Db, sportId: number, year: number): Promise<RosterPick[]> {
  const result = (await db.execute(sql`
    SELECT rp.id, p.first_name, p.last_name, rp.jersey FROM roster_players rp JOIN rosters r ON r.id = rp.roster_id JOIN players p ON p.id = rp.player_id
    WHERE rp.sport_id = ${sportId} AND r.year = ${year} AND NOT r.hidden AND rp.jersey <> '' ORDER BY rp.id`)) as unknown as Rows<{ id: number; first_name: string; last_name: string; jersey: string }>;
  return result.rows.map((row) => ({ rosterPlayerId: row.id, firstName: row.first_name, lastName: row.last_name, jersey: row.jersey }));
}

/** Counts the rows a write leaves: box scores, their versions, audit rows. Equal before and after a refused request. */
export async function writeCounts(db: Db, gameId: number): Promise<{ box: string; versions: number; audit: number; game: number }> {
  const box = (await db.execute(sql`SELECT coalesce(max(version)::text || ':' || max(team_score)::text, 'none') AS v FROM game_box_scores WHERE game_id = ${gameId}`)) as unknown as Rows<{ v: string }>;
  const versions = (await db.execute(sql`SELECT count(*)::int AS n FROM content_versions WHERE item_id = ${gameId} AND kind IN ('box-score', 'game')`)) as unknown as Rows<{ n: number }>;
  const audit = (await db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)) as unknown as Rows<{ n: number }>;
  const game = (await db.execute(sql`SELECT version FROM games WHERE id = ${gameId}`)) as unknown as Rows<{ version: number }>;
  return { box: box.rows[0]!.v, versions: versions.rows[0]!.n, audit: audit.rows[0]!.n, game: game.rows[0]!.version };
}
