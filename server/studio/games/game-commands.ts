import type { GameBody, GameResultBody } from '../../../contract/studio/schedule';
import { isDecision } from '../../../core/schedule/season-record';
import { ApiError } from '../../http/api-error';
import { queueFinalAlert } from '../../notify/game-alerts';
import type { Db } from '../../store/database';
import { games } from '../../store/tables/schedule';
import type { Tenant } from '../../tenants/tenant-directory';
import { writeContent, type ContentWriteDeps } from '../content-write';
import { versionGuard } from '../version-guard';
import type { StudioActor } from '../studio-guard';
import { invalidInput } from '../studio-route';
import { gameSnapshot, gameValues, isLive, resultValues, statusOf, type GameRow } from './game-fields';
import { hasLiveDocument, requireGame, requireOpponentId, requireSport, resolveSeason } from './game-reads';

/** 404, 412 and a write only at the version read (server/studio/version-guard.ts). */
const guard = versionGuard(games, requireGame, (row) => row);

export const GAME_LIVE_MESSAGE = "This game is live: the stat crew's feed keeps its score until it ends.";
const gameLive = () => new ApiError(409, 'game_live', GAME_LIVE_MESSAGE);
const PLAYED_MESSAGE = 'This game has a final score: clear the result before marking it postponed, canceled or suspended.';

/** The sport, season and opponent a body names, all the school's (404 otherwise); the season defaults to the sport's current one. */
async function referencesOf(db: Db, tenantId: number, body: Pick<GameBody, 'sportId' | 'seasonId' | 'opponentId'>): Promise<number> {
  await requireSport(db, tenantId, body.sportId);
  const season = await resolveSeason(db, tenantId, body.sportId, body.seasonId);
  if (body.opponentId != null) await requireOpponentId(db, tenantId, body.opponentId);
  return season.id;
}

/** "Lakeview (2026-09-05)" for the Activity list. */
const describe = (body: GameBody, opponent: string | null) => `${opponent ?? body.eventTitle ?? 'a game'} on ${body.date}`;

/** Writes a new game of the school: the row (version 1), its version and the audit row in one transaction. */
export async function createGame(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, body: GameBody): Promise<GameRow> {
  const tenantId = tenant.id;
  const zone = tenant.timeZone;
  return writeContent(deps, { tenantId, actor, kind: 'game', action: 'create' }, async (tx, at) => {
    const seasonId = await referencesOf(tx, tenantId, body);
    const values = gameValues(body, zone, seasonId, null);
    const [row] = await tx
      .insert(games)
      .values({ ...values, tenantId, sportId: body.sportId, seasonId, date: values.date!, localDate: values.localDate!, locationIndicator: values.locationIndicator!, type: values.type!, version: 1, updatedAt: at, updatedBy: actor.accountId })
      .returning();
    return { result: row!, itemId: row!.id, version: 1, before: null, after: gameSnapshot(row!), summary: `Added the game ${describe(body, null)}` };
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
    const seasonId = await referencesOf(tx, tenantId, body);
    if (body.status !== statusOf(before) && (await liveNow(tx, before))) throw gameLive();
    if (body.status !== 'scheduled' && isDecision(before.resultStatus)) throw invalidInput({ status: PLAYED_MESSAGE });
    const [row] = await tx
      .update(games)
      .set({ ...gameValues(body, zone, seasonId, before), version: before.version + 1, updatedAt: at, updatedBy: actor.accountId })
      .where(guard.at(tenantId, id, before.version))
      .returning();
    if (!row) return guard.lostRace(tx, tenantId, id);
    return { result: row, version: row.version, before: gameSnapshot(before), after: gameSnapshot(row), summary: `Edited the game ${describe(body, null)}` };
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
    const summary = result === null ? `Cleared the result of game ${id}` : `Posted the result ${result.decision} ${result.teamScore}-${result.opponentScore} of game ${id}`;
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
