import { and, desc, eq } from 'drizzle-orm';
import type { BoxScoreHistoryWire } from '../../../contract/studio/stat-file';
import { ApiError } from '../../http/api-error';
import type { Db } from '../../store/database';
import { games } from '../../store/tables/schedule';
import { contentVersions } from '../../store/tables/studio';
import { writeContent, type ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { BOX_SCORE_KIND, boxScoreAudit, currentBoxScore, keepBaseline, writeBoxScoreRow, type BoxScoreSnapshot } from './box-score-record';

const versionsOf = (tenantId: number, gameId: number) => and(eq(contentVersions.tenantId, tenantId), eq(contentVersions.kind, BOX_SCORE_KIND), eq(contentVersions.itemId, gameId));

/** The box score's versions, newest first (an imported one appears once a file has replaced it; the demo's from the start). */
export async function boxScoreHistory(db: Db, tenantId: number, gameId: number): Promise<BoxScoreHistoryWire> {
  const [game] = await db.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)));
  if (!game) throw new ApiError(404, 'not_found', `No game ${gameId} at this school.`);
  const rows = await db.select().from(contentVersions).where(versionsOf(tenantId, gameId)).orderBy(desc(contentVersions.version));
  return {
    items: rows.map((row) => {
      const data = row.data as Partial<BoxScoreSnapshot>;
      return { version: row.version, at: row.createdAt.toISOString(), by: row.actorName, action: row.action, source: data.source ?? null, teamScore: data.teamScore ?? 0, opponentScore: data.opponentScore ?? 0 };
    }),
  };
}

/** An earlier version of the box score as its new version (the game's result stays as it is). */
export async function restoreBoxScore(deps: ContentWriteDeps, tenantId: number, actor: StudioActor, gameId: number, version: number): Promise<number> {
  return writeContent(deps, { tenantId, actor, kind: BOX_SCORE_KIND, action: 'restore', itemId: gameId }, async (tx, at) => {
    const [game] = await tx.select().from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, gameId))).for('update');
    if (!game) throw new ApiError(404, 'not_found', `No game ${gameId} at this school.`);
    const [kept] = await tx.select().from(contentVersions).where(and(versionsOf(tenantId, gameId), eq(contentVersions.version, version)));
    if (!kept) throw new ApiError(404, 'not_found', `Game ${gameId}'s box score has no version ${version}.`);
    const existing = await currentBoxScore(tx, tenantId, gameId);
    if (existing) await keepBaseline(tx, tenantId, existing, at);
    const next = (existing?.version ?? 0) + 1;
    const after: BoxScoreSnapshot = { ...(kept.data as BoxScoreSnapshot), version: next };
    await writeBoxScoreRow(tx, { tenantId, gameId, sportId: game.sportId, seasonId: game.seasonId }, after, at);
    return { result: next, version: next, before: existing ? boxScoreAudit(existing) : null, after: boxScoreAudit(after), versionData: after, summary: `Restored version ${version} of game ${gameId}'s box score` };
  });
}
