import { createHash } from 'node:crypto';
import type { StatFileQuery, StatFileResultWire } from '../../../contract/studio/stat-file';
import { ApiError } from '../../http/api-error';
import { readingFromStatFile, SportMismatch, type GameFileReading } from '../../stats/stat-file/game-file-reading';
import { StatFileError } from '../../stats/statcrew/xml-tree';
import type { Tenant } from '../../tenants/tenant-directory';
import type { ContentWriteDeps } from '../content-write';
import type { StudioActor } from '../studio-guard';
import { writeBoxScore } from './box-score-commands';
import { currentBoxScore } from './box-score-record';
import { GAME_LIVE_MESSAGE } from './game-commands';
import { isLive } from './game-fields';
import { hasLiveDocument } from './game-reads';
import { checkStatFile } from './stat-file-check';
import { loadStatFileGame } from './stat-file-game';

/** A file the reader refuses, as the answer the studio and the live ingest give. */
export function statFileRefusal(error: unknown): ApiError | null {
  if (error instanceof StatFileError) return new ApiError(error.code === 'too_large' ? 413 : 400, error.code, error.message);
  if (error instanceof SportMismatch) return new ApiError(422, 'sport_mismatch', error.message);
  return null;
}

function read(bytes: Uint8Array, family: Parameters<typeof readingFromStatFile>[1]): GameFileReading {
  try {
    return readingFromStatFile(bytes, family);
  } catch (error) {
    throw statFileRefusal(error) ?? error;
  }
}

export const fileDigest = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/**
 * POST /api/studio/games/{gameId}/stat-file: reads the file for the game (Check with dryRun), then saves it as the
 * box score through the write path, with the result when the file says complete or the staff confirm it.
 * Nothing is written on any error.
 */
export async function uploadStatFile(deps: ContentWriteDeps, tenant: Tenant, actor: StudioActor, gameId: number, bytes: Uint8Array, query: StatFileQuery): Promise<StatFileResultWire> {
  const game = await loadStatFileGame(deps.db, tenant.id, gameId);
  if (isLive(game.row, await hasLiveDocument(deps.db, gameId))) throw new ApiError(409, 'game_live', GAME_LIVE_MESSAGE);
  const reading = read(bytes, game.family);
  const postResult = reading.complete === true || query.final;
  const { built, side, warnings } = checkStatFile(game, tenant, reading, { requested: query.side, confirmedFinal: query.final });
  const written = query.dryRun
    ? null
    : await writeBoxScore(deps, tenant.id, actor, { gameId, built, digest: fileDigest(bytes), source: `${reading.source || 'stat software'} (${reading.root})`, attendance: reading.attendance, postResult, refuseWhileLive: true, action: 'stat-file' });
  const current = written ? written.version : ((await currentBoxScore(deps.db, tenant.id, gameId))?.version ?? null);
  return {
    gameId,
    root: reading.root,
    source: reading.source,
    complete: reading.complete,
    schoolSide: side.side,
    sideFrom: side.from,
    teams: { school: built.school.name, opponent: built.opponent.name },
    teamScore: built.teamScore,
    opponentScore: built.opponentScore,
    periods: built.document.periods.map((label, index) => ({ label, teamScore: built.document.teamPeriodScores[index] ?? null, opponentScore: built.document.opponentPeriodScores[index] ?? null })),
    players: { matched: built.matched, unmatched: built.unmatched, opponent: built.opponentPlayers },
    warnings,
    saved: written?.saved ?? false,
    resultPosted: written?.resultPosted ?? false,
    boxScoreVersion: current,
  };
}
