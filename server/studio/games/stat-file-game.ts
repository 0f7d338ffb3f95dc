import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import type { RosterCandidate } from '../../stats/stat-file/roster-match';
import type { StatFamily } from '../../stats/stat-sheet';
import { statFamilyOf } from '../../stats/stat-sheets';
import type { Db } from '../../store/database';
import { sports } from '../../store/tables/foundation';
import { players, rosterPlayers, rosters } from '../../store/tables/people';
import { games, opponents, seasons } from '../../store/tables/schedule';
import type { GameRow } from './game-fields';

/** A game a stat file is read for: its row, its sport's stat family, the scheduled opponent and the season's roster. */
export interface StatFileGame {
  row: GameRow;
  family: StatFamily;
  sportTitle: string;
  opponentName: string;
  roster: RosterCandidate[];
}

/** 404 for another school's game (the season's roster read unless `roster: false`); 422 for a sport that keeps no box score (a meet, tennis by match). */
export async function loadStatFileGame(db: Db, tenantId: number, gameId: number, options: { roster?: boolean } = {}): Promise<StatFileGame> {
  const [found] = await db
    .select({ row: games, sportCode: sports.shortName, sportTitle: sports.title, year: seasons.year, opponent: opponents.title })
    .from(games)
    .innerJoin(sports, eq(sports.id, games.sportId))
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)));
  if (!found) throw new ApiError(404, 'not_found', `No game ${gameId} at this school.`);
  const family = statFamilyOf(found.sportCode);
  if (!family || family === 'tennis' || family === 'wrestling') {
    throw new ApiError(422, 'sport_mismatch', `${found.sportTitle} keeps no box score from a stat file: the stat-crew files are of basketball, football, baseball, softball, volleyball, soccer, field hockey, lacrosse and ice hockey.`);
  }
  if (options.roster === false) return { row: found.row, family, sportTitle: found.sportTitle, opponentName: found.row.eventTitle ?? found.opponent ?? '', roster: [] };
  const roster = await db
    .select({ rosterPlayerId: rosterPlayers.id, playerId: rosterPlayers.playerId, jersey: rosterPlayers.jersey, firstName: players.firstName, lastName: players.lastName })
    .from(rosterPlayers)
    .innerJoin(rosters, eq(rosters.id, rosterPlayers.rosterId))
    .innerJoin(players, eq(players.id, rosterPlayers.playerId))
    .where(and(eq(rosterPlayers.tenantId, tenantId), eq(rosterPlayers.sportId, found.row.sportId), eq(rosters.year, found.year)))
    .orderBy(sql`${rosterPlayers.id}`);
  return { row: found.row, family, sportTitle: found.sportTitle, opponentName: found.row.eventTitle ?? found.opponent ?? '', roster };
}
