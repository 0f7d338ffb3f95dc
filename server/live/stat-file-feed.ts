import type { LiveGame } from '../../core/live/live-game';
import { ApiError } from '../http/api-error';
import { readingFromLiveDocument, readingFromStatCrew, type GameFileReading } from '../stats/stat-file/game-file-reading';
import { decideSchoolSide } from '../stats/stat-file/school-side';
import { liveDocumentFromStatFile } from '../stats/statcrew/live-document';
import { readStatCrewFile } from '../stats/statcrew/statcrew-reader';
import type { ContentWriteDeps } from '../studio/content-write';
import { buildBoxScore } from '../stats/stat-file/box-from-reading';
import { writeBoxScore } from '../studio/games/box-score-commands';
import { namesOfSchool } from '../studio/games/stat-file-check';
import { loadStatFileGame } from '../studio/games/stat-file-game';
import { fileDigest, statFileRefusal } from '../studio/games/stat-file-upload';
import type { StudioActor } from '../studio/studio-guard';
import type { Tenant } from '../tenants/tenant-directory';

/** The live feed's box scores are audited under the stat crew's name. */
export const STAT_CREW_ACTOR: StudioActor = { accountId: null, name: 'Stat crew (live feed)' };

export interface XmlLiveDocument {
  document: LiveGame;
  reading: GameFileReading;
  digest: string;
}

/**
 * Issue 45: a stat crew's XML file sent to the live ingest, as the live document fans follow (everything after
 * this is the JSON document's pipeline). 404 for another school's game, 400/413/422 for a file that cannot be the
 * game's, as the studio's upload says.
 */
export async function liveDocumentFromXml(db: ContentWriteDeps['db'], tenantId: number, gameId: number, bytes: Uint8Array): Promise<XmlLiveDocument> {
  const game = await loadStatFileGame(db, tenantId, gameId, { roster: false });
  try {
    const file = readStatCrewFile(bytes);
    const reading = readingFromStatCrew(file, game.family);
    return { document: liveDocumentFromStatFile(file, reading.box), reading, digest: fileDigest(bytes) };
  } catch (error) {
    throw statFileRefusal(error) ?? error;
  }
}

/**
 * When a feed says the game is complete, its final document becomes the game's box score through the same write
 * path as the studio's upload (the feed already moved the schedule to its final). A JSON document is read back
 * from its player groups. Called for a resent final too: the same document writes nothing.
 */
export async function recordLiveFinal(deps: ContentWriteDeps, tenant: Tenant, gameId: number, document: LiveGame, xml?: XmlLiveDocument): Promise<void> {
  if (!document.Game.IsComplete) return;
  // A sport that keeps no box score (a match of tennis, a meet) has none to write.
  const game = await loadStatFileGame(deps.db, tenant.id, gameId).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'sport_mismatch') return null;
    throw error;
  });
  if (!game) return;
  const reading = xml?.reading ?? readingFromLiveDocument(document, game.family);
  // The feed's own convention where names cannot tell (shared/api/live-stats-feed.md): away on the road, else home.
  const side = decideSchoolSide(game.row.locationIndicator, reading, namesOfSchool(tenant))?.side ?? (game.row.locationIndicator === 'A' ? 'V' : 'H');
  const built = buildBoxScore(reading, side, game.roster);
  await writeBoxScore(deps, tenant.id, STAT_CREW_ACTOR, {
    gameId,
    built,
    digest: xml?.digest ?? fileDigest(JSON.stringify(document)),
    source: `${reading.source || 'live feed'} (${reading.root})`,
    attendance: reading.attendance,
    postResult: false,
    refuseWhileLive: false,
    action: 'live-final',
  });
}
