import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../store/database';
import { sports } from '../store/tables/foundation';
import { conferences, games, opponents, seasons, tournaments } from '../store/tables/schedule';

export type GameRow = typeof games.$inferSelect;
export type OpponentRow = typeof opponents.$inferSelect;
export type SportRow = typeof sports.$inferSelect;
export type SeasonRow = typeof seasons.$inferSelect;
export type TournamentRow = typeof tournaments.$inferSelect;
export type ConferenceRow = typeof conferences.$inferSelect;

/** A game with everything its wire shapes need. */
export interface GameRecord {
  game: GameRow;
  opponent: OpponentRow | null;
  sport: SportRow;
  season: SeasonRow;
  tournament: TournamentRow | null;
  conference: ConferenceRow | null;
}

export interface GameQuery {
  gameId?: number;
  gameIds?: readonly number[];
  sportId?: number;
  seasonId?: number;
  opponentId?: number;
  /** Local wall-clock bounds, 'YYYY-MM-DD HH:mm:ss': from inclusive, to exclusive (v2-reference 1.5). */
  fromLocal?: string;
  toLocal?: string;
  /** Start-instant bounds. */
  fromInstant?: Date;
  toInstant?: Date;
  currentSeasonsOnly?: boolean;
  order?: 'asc' | 'desc';
}

function conditions(tenantId: number, query: GameQuery): SQL[] {
  const where: SQL[] = [eq(games.tenantId, tenantId)];
  if (query.gameId !== undefined) where.push(eq(games.id, query.gameId));
  if (query.gameIds !== undefined) where.push(inArray(games.id, [...query.gameIds, -1]));
  if (query.sportId !== undefined) where.push(eq(games.sportId, query.sportId));
  if (query.seasonId !== undefined) where.push(eq(games.seasonId, query.seasonId));
  if (query.opponentId !== undefined) where.push(eq(games.opponentId, query.opponentId));
  if (query.fromLocal !== undefined) where.push(gte(games.localDate, query.fromLocal));
  if (query.toLocal !== undefined) where.push(lt(games.localDate, query.toLocal));
  if (query.fromInstant !== undefined) where.push(gte(games.date, query.fromInstant));
  if (query.toInstant !== undefined) where.push(lt(games.date, query.toInstant));
  if (query.currentSeasonsOnly) where.push(eq(seasons.isCurrent, true));
  return where;
}

const orderOf = (query: GameQuery) => (query.order === 'desc' ? [desc(games.date), desc(games.id)] : [asc(games.date), asc(games.id)]);

/** The school's games matching `query`, in date order. Every query is bound to one tenant. */
export async function findGames(db: Db, tenantId: number, query: GameQuery = {}): Promise<GameRecord[]> {
  const where = conditions(tenantId, query);
  const order = orderOf(query);
  return db
    .select({ game: games, opponent: opponents, sport: sports, season: seasons, tournament: tournaments, conference: conferences })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .leftJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .leftJoin(conferences, eq(conferences.id, sports.conferenceId))
    .where(and(...where))
    .orderBy(...order);
}

/** The few columns list rules and filters read, for narrowing long lists before loading whole games. */
export async function findGameSummaries(db: Db, tenantId: number, query: GameQuery = {}) {
  return db
    .select({
      id: games.id,
      type: games.type,
      status: games.status,
      hasResult: sql<boolean>`${games.resultStatus} is not null`,
      locationIndicator: games.locationIndicator,
      isSpotlight: games.isSpotlight,
      gameState: games.gameState,
      localDate: games.localDate,
      streamProvider: games.streamProvider,
      ticketed: sql<boolean>`${games.ticketsUrl} is not null`,
      covered: sql<boolean>`coalesce(${games.tv}, ${games.radio}, ${games.videoUrl}, ${games.audioUrl}, ${games.statsUrl}) is not null`,
    })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(and(...conditions(tenantId, query)))
    .orderBy(...orderOf(query));
}

export type GameSummaryRow = Awaited<ReturnType<typeof findGameSummaries>>[number];

export async function findGame(db: Db, tenantId: number, gameId: number): Promise<GameRecord | undefined> {
  const [record] = await findGames(db, tenantId, { gameId });
  return record;
}

export async function findSport(db: Db, tenantId: number, sportId: number): Promise<SportRow | undefined> {
  const [row] = await db.select().from(sports).where(and(eq(sports.tenantId, tenantId), eq(sports.id, sportId)));
  return row;
}

export async function findSeason(db: Db, tenantId: number, seasonId: number): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.id, seasonId)));
  return row;
}

/** A sport's seasons, newest first. */
export async function seasonsOfSport(db: Db, tenantId: number, sportId: number): Promise<SeasonRow[]> {
  return db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.sportId, sportId))).orderBy(desc(seasons.year), desc(seasons.id));
}
