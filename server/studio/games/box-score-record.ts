import { and, eq } from 'drizzle-orm';
import type { BoxScoreDocument } from '../../stats/box-score-document';
import type { Db } from '../../store/database';
import { gameBoxScores } from '../../store/tables/stats';
import { contentVersions } from '../../store/tables/studio';

export type BoxScoreRow = typeof gameBoxScores.$inferSelect;

// What a box score's version keeps: everything but its keys, so a restore writes it back whole.
const SNAPSHOT_FIELDS = [
  'version', 'family', 'periodLabel', 'periods', 'teamPeriodScores', 'opponentPeriodScores', 'teamScore', 'opponentScore',
  'teamLines', 'opponentLines', 'teamExtras', 'opponentExtras', 'scoringPlays', 'attendance', 'source', 'digest',
] as const;

export type BoxScoreSnapshot = Pick<BoxScoreRow, (typeof SNAPSHOT_FIELDS)[number]>;

export const BOX_SCORE_KIND = 'box-score';

export function boxScoreSnapshot(row: BoxScoreSnapshot): BoxScoreSnapshot {
  return Object.fromEntries(SNAPSHOT_FIELDS.map((field) => [field, row[field]])) as BoxScoreSnapshot;
}

/** What an audit row says of a box score: its version, final and file (the version's row keeps the whole of it). */
export const boxScoreAudit = (box: BoxScoreSnapshot) => ({ version: box.version, teamScore: box.teamScore, opponentScore: box.opponentScore, source: box.source, digest: box.digest });

/** Line scores print a side's missing turn as 'X' (the home half of a last inning it led). */
export const periodText = (values: ReadonlyArray<number | null>): string[] => values.map((value) => (value === null ? 'X' : String(value)));

/** The snapshot a document makes as the given version. */
export function snapshotOf(document: BoxScoreDocument, fields: { version: number; periodLabel: string; teamScore: number; opponentScore: number; attendance: number | null; source: string | null; digest: string | null }): BoxScoreSnapshot {
  return {
    version: fields.version,
    family: document.family,
    periodLabel: fields.periodLabel,
    periods: document.periods,
    teamPeriodScores: periodText(document.teamPeriodScores),
    opponentPeriodScores: periodText(document.opponentPeriodScores),
    teamScore: fields.teamScore,
    opponentScore: fields.opponentScore,
    teamLines: document.team.lines,
    opponentLines: document.opponent.lines,
    teamExtras: document.team.extras,
    opponentExtras: document.opponent.extras,
    scoringPlays: document.scoringPlays,
    attendance: fields.attendance,
    source: fields.source,
    digest: fields.digest,
  };
}

export async function currentBoxScore(tx: Db, tenantId: number, gameId: number): Promise<BoxScoreRow | undefined> {
  const [row] = await tx.select().from(gameBoxScores).where(and(eq(gameBoxScores.tenantId, tenantId), eq(gameBoxScores.gameId, gameId)));
  return row;
}

type BoxScoreKeys = { tenantId: number; gameId: number; sportId: number; seasonId: number };

/** What a snapshot written at `at` sets of the game's game_box_scores row. */
const rowValues = (snapshot: BoxScoreSnapshot, at: Date) => ({ ...boxScoreSnapshot(snapshot), updatedAt: at });

/** The game_box_scores row of a snapshot written at `at`. */
export function boxScoreRowValues(keys: BoxScoreKeys, snapshot: BoxScoreSnapshot, at: Date) {
  return { ...keys, ...rowValues(snapshot, at) };
}

/** Writes the snapshot as the game's box score (one row per game), replacing what was there. */
export async function writeBoxScoreRow(tx: Db, keys: BoxScoreKeys, snapshot: BoxScoreSnapshot, at: Date): Promise<void> {
  const values = rowValues(snapshot, at);
  await tx.insert(gameBoxScores).values({ ...keys, ...values }).onConflictDoUpdate({ target: gameBoxScores.gameId, set: values });
}

/**
 * A seeded or imported box score has no version of its own in the history yet: before the first file replaces
 * it, it is kept there as it was, so the history can restore it.
 */
export async function keepBaseline(tx: Db, tenantId: number, row: BoxScoreRow, at: Date): Promise<void> {
  const [kept] = await tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(and(eq(contentVersions.tenantId, tenantId), eq(contentVersions.kind, BOX_SCORE_KIND), eq(contentVersions.itemId, row.gameId), eq(contentVersions.version, row.version)));
  if (kept) return;
  await tx.insert(contentVersions).values({ tenantId, kind: BOX_SCORE_KIND, itemId: row.gameId, version: row.version, action: 'baseline', data: boxScoreSnapshot(row), accountId: null, actorName: 'Box score before the first stat file', createdAt: row.updatedAt ?? row.createdAt ?? at });
}
