import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../http/api-error';
import type { Db } from '../store/database';
import { preparedQuery, preparedQueryByShape } from '../store/prepared-query';
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

/** The filters a query sets, in a fixed order: with its order, the shape its prepared statement is built for. */
const FILTERS = ['gameId', 'gameIds', 'sportId', 'seasonId', 'opponentId', 'fromLocal', 'toLocal', 'fromInstant', 'toInstant'] as const;
type Filter = (typeof FILTERS)[number];

const shapeOf = (query: GameQuery) =>
  [...FILTERS.filter((filter) => query[filter] !== undefined), query.currentSeasonsOnly ? 'current' : '', query.order === 'desc' ? 'desc' : 'asc'].join(',');

/** The values of a query's placeholders (instants as ISO text, ids as an array parameter). */
function valuesOf(tenantId: number, query: GameQuery): Record<string, unknown> {
  const values: Record<string, unknown> = { tenantId };
  for (const filter of FILTERS) {
    const value = query[filter];
    if (value !== undefined) values[filter] = value instanceof Date ? value.toISOString() : filter === 'gameIds' ? [...(value as readonly number[])] : value;
  }
  return values;
}

/** The conditions of a shape, its values left as placeholders. Every query is bound to one tenant. */
function conditions(shape: string): SQL[] {
  const set = new Set(shape.split(','));
  const value = (filter: Filter) => sql.placeholder(filter);
  const where: SQL[] = [eq(games.tenantId, sql.placeholder('tenantId'))];
  if (set.has('gameId')) where.push(eq(games.id, value('gameId')));
  if (set.has('gameIds')) where.push(sql`${games.id} = any(${value('gameIds')}::integer[])`);
  if (set.has('sportId')) where.push(eq(games.sportId, value('sportId')));
  if (set.has('seasonId')) where.push(eq(games.seasonId, value('seasonId')));
  if (set.has('opponentId')) where.push(eq(games.opponentId, value('opponentId')));
  if (set.has('fromLocal')) where.push(gte(games.localDate, value('fromLocal')));
  if (set.has('toLocal')) where.push(lt(games.localDate, value('toLocal')));
  if (set.has('fromInstant')) where.push(sql`${games.date} >= ${value('fromInstant')}::timestamptz`);
  if (set.has('toInstant')) where.push(sql`${games.date} < ${value('toInstant')}::timestamptz`);
  if (set.has('current')) where.push(eq(seasons.isCurrent, true));
  return where;
}

const orderOf = (shape: string) => (shape.endsWith(',desc') ? [desc(games.date), desc(games.id)] : [asc(games.date), asc(games.id)]);

const gamesQuery = preparedQueryByShape((db, shape, name) =>
  db
    .select({ game: games, opponent: opponents, sport: sports, season: seasons, tournament: tournaments, conference: conferences })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .innerJoin(sports, eq(sports.id, games.sportId))
    .leftJoin(opponents, eq(opponents.id, games.opponentId))
    .leftJoin(tournaments, eq(tournaments.id, games.tournamentId))
    .leftJoin(conferences, eq(conferences.id, sports.conferenceId))
    .where(and(...conditions(shape)))
    .orderBy(...orderOf(shape))
    .prepare(`games_${name}`),
);

/**
 * The school's games matching `query`, in date order. The SQL of each shape of query is built once per store
 * (lists, calendars and series ask for the same few shapes thousands of times).
 */
export async function findGames(db: Db, tenantId: number, query: GameQuery = {}): Promise<GameRecord[]> {
  return gamesQuery(db, shapeOf(query)).execute(valuesOf(tenantId, query));
}

const summariesQuery = preparedQueryByShape((db, shape, name) =>
  db
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
    .where(and(...conditions(shape)))
    .orderBy(...orderOf(shape))
    .prepare(`game_summaries_${name}`),
);

/** The few columns list rules and filters read, for narrowing long lists before loading whole games. */
export async function findGameSummaries(db: Db, tenantId: number, query: GameQuery = {}) {
  return summariesQuery(db, shapeOf(query)).execute(valuesOf(tenantId, query));
}

export type GameSummaryRow = Awaited<ReturnType<typeof findGameSummaries>>[number];

export async function findGame(db: Db, tenantId: number, gameId: number): Promise<GameRecord | undefined> {
  const [record] = await findGames(db, tenantId, { gameId });
  return record;
}

const sportById = preparedQuery((db) =>
  db
    .select()
    .from(sports)
    .where(and(eq(sports.tenantId, sql.placeholder('tenantId')), eq(sports.id, sql.placeholder('sportId'))))
    .prepare('sport_by_id'),
);

/** One sport of the school, or undefined (a read of most sport-scoped answers: prepared once per store). */
export async function findSport(db: Db, tenantId: number, sportId: number): Promise<SportRow | undefined> {
  const [row] = await sportById(db).execute({ tenantId, sportId });
  return row;
}

/** One sport of the school, or 404 (another school's sport is not there). */
export async function requireSport(db: Db, tenantId: number, sportId: number): Promise<SportRow> {
  const sport = await findSport(db, tenantId, sportId);
  if (!sport) throw notFound(`No sport with id ${sportId}.`);
  return sport;
}

export async function findSeason(db: Db, tenantId: number, seasonId: number): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.id, seasonId)));
  return row;
}

/** A sport's seasons, newest first. */
export async function seasonsOfSport(db: Db, tenantId: number, sportId: number): Promise<SeasonRow[]> {
  return db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.sportId, sportId))).orderBy(desc(seasons.year), desc(seasons.id));
}
