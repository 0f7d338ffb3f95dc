import { and, eq, inArray } from 'drizzle-orm';
import type { BoxScoreDocument } from '../../stats/box-score-document';
import type { BuiltBoxScore } from '../../stats/stat-file/box-from-reading';
import { ApiError } from '../../http/api-error';
import { queueFinalAlert } from '../../notify/game-alerts';
import { insertRows } from '../../store/bulk-insert';
import type { Db } from '../../store/database';
import { nextSerialIds } from '../../store/serial-ids';
import { games } from '../../store/tables/schedule';
import { gameBoxScores } from '../../store/tables/stats';
import { contentVersions } from '../../store/tables/studio';
import { writeContent, writeContentBatch, type BatchedContent, type ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { BOX_SCORE_KIND, boxScoreAudit, boxScoreRowValues, currentBoxScore, keepBaseline, snapshotOf, writeBoxScoreRow, type BoxScoreSnapshot } from './box-score-record';
import { hasResult, periodLabelOf, resultFromBox } from './box-score-result';
import { GAME_LIVE_MESSAGE } from './game-commands';
import { gameSnapshot, isLive, type GameRow } from './game-fields';
import { hasLiveDocument } from './game-reads';

export interface BoxScoreWrite {
  gameId: number;
  built: BuiltBoxScore;
  /** sha256 of the bytes it was read from. */
  digest: string;
  source: string;
  attendance: number | null;
  /** Post the game's result too (the file says complete, or the staff confirmed it is final). */
  postResult: boolean;
  /** The studio's upload: refused (409) while a live feed runs the game. The feed's own final is not. */
  refuseWhileLive: boolean;
  /** 'stat-file' (the studio), 'live-final' (a feed's complete document). */
  action: string;
}

export interface BoxScoreWritten {
  saved: boolean;
  resultPosted: boolean;
  version: number | null;
}

/** The Activity line of a box score written: 'Box score of game 12 from StatInput 1 (bsgame) (3-2, result posted)'. */
function boxScoreSummary(gameId: number, source: string | null, sameBox: boolean, score: { teamScore: number; opponentScore: number }, postsResult: boolean): string {
  const what = sameBox ? 'Posted the result' : `Box score of game ${gameId}${source === null ? '' : ` from ${source}`}`;
  return `${what} (${score.teamScore}-${score.opponentScore}${postsResult ? ', result posted' : ''})`;
}

/** Thrown inside the transaction when the write would change nothing: it rolls back, and the caller answers as such. */
class NothingChanged extends Error {
  constructor(readonly version: number | null) {
    super('nothing changed');
  }
}

async function lockedGame(tx: Db, tenantId: number, gameId: number): Promise<GameRow> {
  const [row] = await tx.select().from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, gameId))).for('update');
  if (!row) throw new ApiError(404, 'not_found', `No game ${gameId} at this school.`);
  return row;
}

/** The game's row with its result posted, as a new version of the game (its history shows the result). */
async function postResult(tx: Db, row: GameRow, result: Partial<GameRow>, actor: StudioActor, at: Date): Promise<void> {
  const [updated] = await tx.update(games).set({ ...result, version: row.version + 1, updatedAt: at, updatedBy: actor.accountId }).where(eq(games.id, row.id)).returning();
  await tx.insert(contentVersions).values({ tenantId: row.tenantId, kind: 'game', itemId: row.id, version: updated!.version, action: 'result', data: gameSnapshot(updated!), accountId: actor.accountId, actorName: actor.name, createdAt: at });
  await queueFinalAlert(tx, updated!, at);
}

/**
 * DESIGN 2, issue 45: a stat crew's box score written the one way: in one transaction the box score (a new
 * version; the seeded one kept in the history first), the game's result when asked, the version rows and the
 * audit row; then every instance drops the school's cached answers (season stats and bios are read from the box
 * scores, so they follow). The same file again, with nothing new to post, writes nothing.
 */
export async function writeBoxScore(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, write: BoxScoreWrite): Promise<BoxScoreWritten> {
  const { built, gameId } = write;
  try {
    return await writeContent(deps, { tenantId, actor, kind: BOX_SCORE_KIND, action: write.action, itemId: gameId }, async (tx, at) => {
      const row = await lockedGame(tx, tenantId, gameId);
      if (write.refuseWhileLive && isLive(row, await hasLiveDocument(tx, gameId))) throw new ApiError(409, 'game_live', GAME_LIVE_MESSAGE);
      const existing = await currentBoxScore(tx, tenantId, gameId);
      const periodLabel = periodLabelOf(row, built.document);
      const result = write.postResult ? resultFromBox(built.document, built.teamScore, built.opponentScore, periodLabel) : null;
      const postsResult = result !== null && !hasResult(row, result);
      const sameBox = existing?.digest === write.digest;
      if (sameBox && !postsResult) throw new NothingChanged(existing?.version ?? null);

      let version = existing?.version ?? null;
      let snapshot: BoxScoreSnapshot | null = null;
      if (!sameBox) {
        if (existing) await keepBaseline(tx, tenantId, existing, at);
        version = (existing?.version ?? 0) + 1;
        snapshot = snapshotOf(built.document, { version, periodLabel, teamScore: built.teamScore, opponentScore: built.opponentScore, attendance: write.attendance ?? existing?.attendance ?? null, source: write.source, digest: write.digest });
        await writeBoxScoreRow(tx, { tenantId, gameId, sportId: row.sportId, seasonId: row.seasonId }, snapshot, at);
      }
      if (postsResult) await postResult(tx, row, result, actor, at);
      const summary = boxScoreSummary(gameId, write.source, sameBox, built, postsResult);
      // The audit row names the versions; the whole box score is kept once, as the version's snapshot.
      return {
        result: { saved: !sameBox, resultPosted: postsResult, version },
        version: sameBox ? null : version,
        before: existing ? boxScoreAudit(existing) : null,
        after: snapshot ? boxScoreAudit(snapshot) : existing ? boxScoreAudit(existing) : null,
        versionData: snapshot ?? undefined,
        summary,
      };
    });
  } catch (error) {
    if (error instanceof NothingChanged) return { saved: false, resultPosted: false, version: error.version };
    throw error;
  }
}

/** One game's first box score in a batch: the document as a stat file or feed gives it, with its final. */
export interface FirstBoxScore {
  gameId: number;
  document: BoxScoreDocument;
  teamScore: number;
  opponentScore: number;
  attendance: number | null;
  /** The period word its source prints ('Bout', 'Point'); left out, the game's line score's or the sport's (periodLabelOf). */
  periodLabel?: string;
  /** The stat software, and the sha256 of what it was read from; null for a box score made without a file. */
  source: string | null;
  digest: string | null;
}

/** Box scores per INSERT: each carries its players' lines, a few kilobytes of JSON. */
const BOX_SCORES_PER_STATEMENT = 200;

/**
 * The batch form of writeBoxScore for games that have no box score yet (the demo department's seasons): each game
 * the school's (404 otherwise) and without one (409), its box score written at version 1 with the period label,
 * snapshot, version and audit row writeBoxScore gives a first box score; the games' results are left as they are.
 * One transaction, a few hundred rows to a statement, one announcement.
 */
export async function writeFirstBoxScores(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, action: string, writes: readonly FirstBoxScore[]): Promise<void> {
  await writeContentBatch(deps, { tenantId, actor, kind: BOX_SCORE_KIND, action }, async (tx, at) => {
    const gameIds = writes.map((write) => write.gameId);
    const rows = gameIds.length === 0 ? [] : await tx.select().from(games).where(and(eq(games.tenantId, tenantId), inArray(games.id, gameIds)));
    const gameOf = new Map(rows.map((row) => [row.id, row]));
    const existing = gameIds.length === 0 ? [] : await tx.select({ gameId: gameBoxScores.gameId }).from(gameBoxScores).where(inArray(gameBoxScores.gameId, gameIds)).limit(1);
    if (existing[0]) throw new ApiError(409, 'box_score_exists', `Game ${existing[0].gameId} has a box score already: send its file on its own.`);
    const ids = await nextSerialIds(tx, 'game_box_scores', writes.length);
    const items: BatchedContent[] = [];
    const values = writes.map((write, index) => {
      const row = gameOf.get(write.gameId);
      if (!row) throw new ApiError(404, 'not_found', `No game ${write.gameId} at this school.`);
      const snapshot = snapshotOf(write.document, { version: 1, periodLabel: write.periodLabel ?? periodLabelOf(row, write.document), teamScore: write.teamScore, opponentScore: write.opponentScore, attendance: write.attendance, source: write.source, digest: write.digest });
      items.push({ itemId: write.gameId, version: 1, before: null, after: boxScoreAudit(snapshot), versionData: snapshot, summary: boxScoreSummary(write.gameId, write.source, false, write, false) });
      return { id: ids[index]!, ...boxScoreRowValues({ tenantId, gameId: row.id, sportId: row.sportId, seasonId: row.seasonId }, snapshot, at) };
    });
    for (let start = 0; start < values.length; start += BOX_SCORES_PER_STATEMENT) await insertRows(tx, gameBoxScores, values.slice(start, start + BOX_SCORES_PER_STATEMENT));
    return { result: undefined, items };
  });
}
