import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { StudioGameWire } from '../../../contract/studio/schedule';
import { notFound } from '../../http/api-error';
import type { Db } from '../../store/database';
import { sports } from '../../store/tables/foundation';
import { liveGameDocuments } from '../../store/tables/live';
import { games, opponents, seasons, tournaments } from '../../store/tables/schedule';
import { staffNames, staffRefOf } from '../staff/staff-names';
import { toGameWire, type GameRow } from './game-fields';

export type SeasonRow = typeof seasons.$inferSelect;

/** The sport's seasons, newest first. */
export async function seasonsOf(db: Db, tenantId: number, sportId: number): Promise<SeasonRow[]> {
  return db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.sportId, sportId))).orderBy(desc(seasons.year), desc(seasons.id));
}

/** The season named (it must be the sport's, else 404), or the sport's current one (else its newest). */
export async function resolveSeason(db: Db, tenantId: number, sportId: number, seasonId: number | null | undefined): Promise<SeasonRow> {
  if (seasonId != null) {
    const [season] = await db.select().from(seasons).where(and(eq(seasons.tenantId, tenantId), eq(seasons.sportId, sportId), eq(seasons.id, seasonId)));
    if (!season) throw notFound(`No season with id ${seasonId} for this sport.`);
    return season;
  }
  const all = await seasonsOf(db, tenantId, sportId);
  const season = all.find((one) => one.isCurrent) ?? all[0];
  if (!season) throw notFound('This sport has no season yet.');
  return season;
}

/** The name of the school's opponent, or 404. */
export async function requireOpponentTitle(db: Db, tenantId: number, opponentId: number): Promise<string> {
  const [opponent] = await db.select({ title: opponents.title }).from(opponents).where(and(eq(opponents.tenantId, tenantId), eq(opponents.id, opponentId)));
  if (!opponent) throw notFound(`No opponent with id ${opponentId}.`);
  return opponent.title;
}

/** The title of the school's tournament, or 404. */
export async function requireTournamentTitle(db: Db, tenantId: number, tournamentId: number): Promise<string> {
  const [tournament] = await db.select({ title: tournaments.title }).from(tournaments).where(and(eq(tournaments.tenantId, tenantId), eq(tournaments.id, tournamentId)));
  if (!tournament) throw notFound(`No tournament with id ${tournamentId}.`);
  return tournament.title;
}

/** What games of the school may name, read once for a batch: its sports, seasons, opponents and tournaments. */
export interface SchoolGameReferences {
  sports: Set<number>;
  seasons: SeasonRow[];
  /** The opponents' names by id. */
  opponents: Map<number, string>;
  tournaments: Map<number, string>;
}

export async function schoolGameReferences(db: Db, tenantId: number): Promise<SchoolGameReferences> {
  // One after another: a transaction's client runs one statement at a time.
  const sportRows = await db.select({ id: sports.id }).from(sports).where(eq(sports.tenantId, tenantId));
  const seasonRows = await db.select().from(seasons).where(eq(seasons.tenantId, tenantId)).orderBy(desc(seasons.year), desc(seasons.id));
  const opponentRows = await db.select({ id: opponents.id, title: opponents.title }).from(opponents).where(eq(opponents.tenantId, tenantId));
  const tournamentRows = await db.select({ id: tournaments.id, title: tournaments.title }).from(tournaments).where(eq(tournaments.tenantId, tenantId));
  return { sports: new Set(sportRows.map((row) => row.id)), seasons: seasonRows, opponents: new Map(opponentRows.map((row) => [row.id, row.title])), tournaments: new Map(tournamentRows.map((row) => [row.id, row.title])) };
}

/** The school's game, or 404 (another school's id too). */
export async function requireGame(db: Db, tenantId: number, id: number): Promise<GameRow> {
  const [row] = await db.select().from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, id)));
  if (!row) throw notFound(`No game with id ${id}.`);
  return row;
}

export async function hasLiveDocument(db: Db, gameId: number): Promise<boolean> {
  const rows = await db.select({ id: liveGameDocuments.gameId }).from(liveGameDocuments).where(eq(liveGameDocuments.gameId, gameId));
  return rows.length > 0;
}

/** Games as the studio shows them: season title, opponent name, live document and who changed them. */
export async function gameWires(db: Db, rows: readonly GameRow[]): Promise<StudioGameWire[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const seasonIds = [...new Set(rows.map((row) => row.seasonId))];
  const opponentIds = [...new Set(rows.flatMap((row) => (row.opponentId === null ? [] : [row.opponentId])))];
  const [seasonRows, opponentRows, liveRows, names] = await Promise.all([
    db.select({ id: seasons.id, title: seasons.title }).from(seasons).where(inArray(seasons.id, seasonIds)),
    opponentIds.length > 0 ? db.select({ id: opponents.id, title: opponents.title }).from(opponents).where(inArray(opponents.id, opponentIds)) : Promise.resolve([]),
    db.select({ id: liveGameDocuments.gameId }).from(liveGameDocuments).where(inArray(liveGameDocuments.gameId, ids)),
    staffNames(db, rows.map((row) => row.updatedBy)),
  ]);
  const seasonTitles = new Map(seasonRows.map((row) => [row.id, row.title]));
  const opponentTitles = new Map(opponentRows.map((row) => [row.id, row.title]));
  const live = new Set(liveRows.map((row) => row.id));
  return rows.map((row) =>
    toGameWire(row, {
      season: seasonTitles.get(row.seasonId) ?? '',
      opponent: row.opponentId === null ? null : (opponentTitles.get(row.opponentId) ?? null),
      hasLiveDocument: live.has(row.id),
      updatedBy: staffRefOf(names, row.updatedBy),
    }),
  );
}

export async function gameWire(db: Db, row: GameRow): Promise<StudioGameWire> {
  return (await gameWires(db, [row]))[0]!;
}

/** A sport's games (one season, or all), newest season first and in date order within it. */
export async function listGames(db: Db, tenantId: number, sportId: number, seasonId: number | undefined, page: number, pageSize: number): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(games.tenantId, tenantId), eq(games.sportId, sportId), seasonId === undefined ? undefined : eq(games.seasonId, seasonId));
  const [counted] = await db.select({ total: count() }).from(games).where(where);
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(seasons, eq(seasons.id, games.seasonId))
    .where(where)
    .orderBy(desc(seasons.year), desc(seasons.id), asc(games.date), asc(games.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map((row) => row.game), total: counted?.total ?? 0 };
}
