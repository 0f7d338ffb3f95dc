import { and, eq } from 'drizzle-orm';
import type { BuiltBoxScore } from '../../stats/stat-file/box-from-reading';
import { ApiError } from '../../http/api-error';
import { queueFinalAlert } from '../../notify/game-alerts';
import type { Db } from '../../store/database';
import { games } from '../../store/tables/schedule';
import { contentVersions } from '../../store/tables/studio';
import { writeContent, type ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { BOX_SCORE_KIND, boxScoreAudit, currentBoxScore, keepBaseline, snapshotOf, writeBoxScoreRow, type BoxScoreSnapshot } from './box-score-record';
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
      const score = `${built.teamScore}-${built.opponentScore}`;
      const summary = `${sameBox ? 'Posted the result' : `Box score of game ${gameId} from ${write.source}`} (${score}${postsResult ? ', result posted' : ''})`;
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
