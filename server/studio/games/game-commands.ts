import { asc, inArray } from 'drizzle-orm';
import { gameBody, gameResultBody, type GameBody, type GameResultBody } from '../../../contract/studio/schedule';
import { isDecision } from '../../../core/schedule/season-record';
import { ApiError, notFound } from '../../http/api-error';
import { insertRows } from '../../store/bulk-insert';
import { nextSerialIds } from '../../store/serial-ids';
import { queueFinalAlert } from '../../notify/game-alerts';
import type { Db } from '../../store/database';
import { games } from '../../store/tables/schedule';
import type { Tenant } from '../../tenants/tenant-directory';
import { writeContent, writeContentBatch, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';
import { invalidInput, parseItem } from '../studio-route';
import { addedResultValues, gameSnapshot, gameValues, isLive, resultValues, statusOf, type GameRow } from './game-fields';
import { hasLiveDocument, requireGame, requireOpponentTitle, requireTournamentTitle, resolveSeason, schoolGameReferences, type SchoolGameReferences } from './game-reads';
import { requireSport } from '../../schedule/game-query';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(games, requireGame, (row) => row);

export const GAME_LIVE_MESSAGE = "This game is live: the stat crew's feed keeps its score until it ends.";
const gameLive = () => new ApiError(409, 'game_live', GAME_LIVE_MESSAGE);
const PLAYED_MESSAGE = 'This game has a final score: clear the result before marking it postponed, canceled or suspended.';

/** The sport, season, opponent and tournament a body names, all the school's (404 otherwise); the season defaults to the sport's current one. */
async function referencesOf(db: Db, tenantId: number, body: Pick<GameBody, 'sportId' | 'seasonId' | 'opponentId' | 'tournamentId'>): Promise<GameReferences> {
  await requireSport(db, tenantId, body.sportId);
  const season = await resolveSeason(db, tenantId, body.sportId, body.seasonId);
  const opponent = body.opponentId != null ? await requireOpponentTitle(db, tenantId, body.opponentId) : null;
  return { seasonId: season.id, opponent, ...(body.tournamentId != null ? { tournament: await requireTournamentTitle(db, tenantId, body.tournamentId) } : {}) };
}

/** What a game's body names, resolved: its season, its opponent's name (for the Activity list), its tournament's title. */
interface GameReferences {
  seasonId: number;
  opponent: string | null;
  tournament?: string;
}

/** "Lakeview on 2026-09-05" for the Activity list. */
const describe = (body: GameBody, opponent: string | null) => `${opponent ?? body.eventTitle ?? 'a game'} on ${body.date}`;

/** Writes a new game of the school: the row (version 1), its version and the audit row in one transaction. */
export async function createGame(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, body: GameBody): Promise<GameRow> {
  const tenantId = tenant.id;
  const zone = tenant.timeZone;
  return writeContent(deps, { tenantId, actor, kind: 'game', action: 'create' }, async (tx, at) => {
    const { seasonId, opponent, tournament } = await referencesOf(tx, tenantId, body);
    const values = gameValues(body, zone, seasonId, null, tournament);
    const [row] = await tx
      .insert(games)
      .values({ ...values, tenantId, sportId: body.sportId, seasonId, date: values.date!, localDate: values.localDate!, locationIndicator: values.locationIndicator!, type: values.type!, version: 1, updatedAt: at, updatedBy: actor.accountId })
      .returning();
    return { result: row!, itemId: row!.id, version: 1, before: null, after: gameSnapshot(row!), summary: `Added the game ${describe(body, opponent)}` };
  });
}

/** One game of a batch, as the studio's routes take it: the game's body and, for a game already played, its result. */
export interface GameBatchItem {
  game: unknown;
  result?: unknown;
  /** The state a feed left the game in (under way today, a scrimmage played without a score): the studio never sets it. */
  gameState?: number;
}

/** Games per INSERT: a game binds some 60 values, within PostgreSQL's 65,535 parameters. */
const GAMES_PER_STATEMENT = 500;

/** referencesOf against the school's references read once (the same 404s). */
function batchReferencesOf(references: SchoolGameReferences, body: GameBody): GameReferences {
  if (!references.sports.has(body.sportId)) throw notFound(`No sport with id ${body.sportId}.`);
  const sportSeasons = references.seasons.filter((season) => season.sportId === body.sportId);
  const season = body.seasonId != null ? sportSeasons.find((one) => one.id === body.seasonId) : (sportSeasons.find((one) => one.isCurrent) ?? sportSeasons[0]);
  if (!season) throw notFound(body.seasonId != null ? `No season with id ${body.seasonId} for this sport.` : 'This sport has no season yet.');
  const opponent = body.opponentId != null ? references.opponents.get(body.opponentId) : null;
  if (opponent === undefined) throw notFound(`No opponent with id ${body.opponentId}.`);
  if (body.tournamentId == null) return { seasonId: season.id, opponent };
  const tournament = references.tournaments.get(body.tournamentId);
  if (tournament === undefined) throw notFound(`No tournament with id ${body.tournamentId}.`);
  return { seasonId: season.id, opponent, tournament };
}

/**
 * The batch form of createGame (the demo department's seasons): every body and result parsed with the route's
 * schemas (a 400 names `games.N.field`), the rows written a few hundred to a statement in the items' order, each
 * at version 1 with its version and audit row as createGame writes them; one transaction, one announcement.
 */
export async function createGames(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, items: readonly GameBatchItem[]): Promise<number[]> {
  const tenantId = tenant.id;
  const zone = tenant.timeZone;
  const bodies = items.map((item, index) => ({
    body: parseItem(gameBody, item.game, `games.${index}`),
    result: item.result === undefined ? null : parseItem(gameResultBody, item.result, `games.${index}.result`),
    gameState: item.gameState,
  }));
  return writeContentBatch(deps, { tenantId, actor, kind: 'game', action: 'create' }, async (tx, at) => {
    const references = await schoolGameReferences(tx, tenantId);
    const ids = await nextSerialIds(tx, 'games', bodies.length);
    const resolved = bodies.map(({ body }) => batchReferencesOf(references, body));
    const rows = bodies.map(({ body, result, gameState }, index) => {
      const { seasonId, tournament } = resolved[index]!;
      return {
        ...gameValues(body, zone, seasonId, null, tournament),
        ...(result ? addedResultValues(result) : {}),
        ...(gameState === undefined ? {} : { gameState }),
        id: ids[index]!,
        tenantId,
        version: 1,
        updatedAt: at,
        updatedBy: actor.accountId,
      };
    });
    for (let start = 0; start < rows.length; start += GAMES_PER_STATEMENT) await insertRows(tx, games, rows.slice(start, start + GAMES_PER_STATEMENT));
    const written = ids.length === 0 ? [] : await tx.select().from(games).where(inArray(games.id, ids)).orderBy(asc(games.id));
    const added = written.map((row, index) => ({ itemId: row.id, version: 1, before: null, after: gameSnapshot(row), summary: `Added the game ${describe(bodies[index]!.body, resolved[index]!.opponent)}` }));
    return { result: ids, items: added };
  });
}

/** Only while the row is still at the version read: a change committed in between is a 412, not lost. */

async function liveNow(tx: Db, row: GameRow): Promise<boolean> {
  return isLive(row, await hasLiveDocument(tx, row.id));
}

/** PUT /games/{id}: replaces the game's fields; its score stays (results have their own route). A live game keeps its status. */
export async function updateGame(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, id: number, expected: number, body: GameBody): Promise<GameRow> {
  const tenantId = tenant.id;
  const zone = tenant.timeZone;
  return writeContent(deps, { tenantId, actor, kind: 'game', action: 'update', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    const { seasonId, opponent, tournament } = await referencesOf(tx, tenantId, body);
    if (body.status !== statusOf(before) && (await liveNow(tx, before))) throw gameLive();
    if (body.status !== 'scheduled' && isDecision(before.resultStatus)) throw invalidInput({ status: PLAYED_MESSAGE });
    const [row] = await tx
      .update(games)
      .set({ ...gameValues(body, zone, seasonId, before, tournament), version: before.version + 1, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    return { result: row, version: row.version, before: gameSnapshot(before), after: gameSnapshot(row), summary: `Edited the game ${describe(body, opponent)}` };
  });
}

/** PUT /games/{id}/result: posts or corrects the final (the studio's word is then final), or clears it (null). 409 while live. */
export async function postResult(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, id: number, expected: number, result: GameResultBody): Promise<GameRow> {
  const tenantId = tenant.id;
  return writeContent(deps, { tenantId, actor, kind: 'game', action: result === null ? 'clear-result' : 'result', itemId: id }, async (tx, at) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    if (await liveNow(tx, before)) throw gameLive();
    const [row] = await tx
      .update(games)
      .set({ ...resultValues(result, before), version: before.version + 1, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    if (result !== null) await queueFinalAlert(tx, row, at);
    const summary = result === null ? `Cleared the result of game ${id}` : result.decision === 'placing' ? `Posted the placing ${row.teamScore} of ${row.opponentScore} of game ${id}` : `Posted the result ${result.decision} ${result.teamScore}-${result.opponentScore} of game ${id}`;
    return { result: row, version: row.version, before: gameSnapshot(before), after: gameSnapshot(row), summary };
  });
}

/** DELETE /games/{id}: not while live. Stories that named it keep their text; their link to it goes (ON DELETE). */
export async function deleteGame(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, id: number, expected: number): Promise<void> {
  const tenantId = tenant.id;
  await writeContent(deps, { tenantId, actor, kind: 'game', action: 'delete', itemId: id }, async (tx) => {
    const before = await guard.expected(tx, tenantId, id, expected);
    if (await liveNow(tx, before)) throw gameLive();
    const gone = await tx.delete(games).where(guard.at(tenantId, id, before.version)).returning({ id: games.id });
    if (gone.length === 0) await guard.lostRace(tx, tenantId, id);
    return { result: undefined, before: gameSnapshot(before), after: null, summary: `Removed game ${id} (${before.localDate.slice(0, 10)})` };
  });
}
