import type { BoxScoreWire } from '../../../contract/box-score';
import type { CumulativeStatsWire } from '../../../contract/cumulative-stats';
import type { SportWire } from '../../../contract/sports';
import type { PlayerLine } from '../../stats/box-score-document';
import type { StatFamily } from '../../stats/stat-sheet';
import { statFamilyOf } from '../../stats/stat-sheets';
import { gameBoxScores } from '../../store/tables/stats';
import { toBoxScoreDocument, type BoxScoreDocumentRow } from './box-score-read';
import { settleSeasonCounters } from './box-score-season';
import type { ImportReport } from './import-report';
import { localIdOf, tableWriter, writeResource, type ImportContext, type MappedItem } from './import-writer';
import type { MediaNames } from './media-import';
import type { OriginClient } from './origin-client';
import type { OriginSeason } from './sports-import';

type BoxScoreRow = BoxScoreDocumentRow & { gameId: number; sportId: number; seasonId: number };

/** The school's player lines point at our people once the players are in; an opponent's keep none. */
function playerMapper(context: ImportContext): (line: PlayerLine) => PlayerLine {
  return (line) => ({ ...line, playerId: localIdOf(context, 'players', line.playerId), rosterPlayerId: localIdOf(context, 'roster-players', line.rosterPlayerId) });
}

/** A season's box scores at the origin: the games its season stats list, each read whole. */
async function readSeason(origin: OriginClient, season: OriginSeason): Promise<{ cumulative: CumulativeStatsWire; boxes: BoxScoreWire[] } | null> {
  const cumulative = await origin.json<CumulativeStatsWire>(`/Stats/cumulative?sportId=${season.sportId}&season=${encodeURIComponent(season.title)}`);
  if (!cumulative || cumulative.season.id !== season.id) return null;
  const boxes = await Promise.all(cumulative.games.map((game) => origin.json<BoxScoreWire>(`/Stats/boxscore/${game.gameId}`)));
  return { cumulative, boxes: boxes.filter((box): box is BoxScoreWire => box !== null) };
}

interface SeasonBoxScores {
  season: OriginSeason;
  family: StatFamily;
  read: { cumulative: CumulativeStatsWire; boxes: BoxScoreWire[] } | null;
}

/**
 * Reads the box scores of every season of a sport that keeps stats: /Stats/cumulative lists the season's games
 * with a box score, /Stats/boxscore/{id} gives each (one request per game: no list carries box scores).
 */
export function readBoxScores(origin: OriginClient, names: MediaNames, sportList: readonly SportWire[], seasonList: readonly OriginSeason[]): Promise<SeasonBoxScores[]> {
  const families = new Map(
    sportList.flatMap((sport) => {
      const family = sport.usesPoints && !sport.nonSport ? statFamilyOf(sport.shortName) : null;
      return family ? [[sport.id, family] as const] : [];
    }),
  );
  return Promise.all(
    seasonList
      .filter((season) => families.has(season.sportId))
      .map(async (season) => {
        const read = await readSeason(origin, season);
        return { season, family: families.get(season.sportId)!, read: read && names.rewrite(read) };
      }),
  );
}

/**
 * Box scores and line scores (resource 'box-scores', origin game id → game_box_scores row), each mapped back to
 * the stored document (box-score-read.ts). Written after the games (and the players, whose ids the school's lines
 * carry).
 */
export async function importBoxScores(context: ImportContext, seasons: readonly SeasonBoxScores[], report: ImportReport): Promise<void> {
  const items: MappedItem<BoxScoreRow>[] = [];
  const mapPlayer = playerMapper(context);
  for (const { season, family, read } of seasons) {
    if (!read) continue;
    const documents = read.boxes.map((box) => ({ box, document: toBoxScoreDocument(family, box, mapPlayer) }));
    settleSeasonCounters(
      documents.map((entry) => entry.document),
      read.cumulative,
    );
    for (const { box, document } of documents) {
      const gameId = localIdOf(context, 'games', box.gameId);
      const sportId = localIdOf(context, 'sports', season.sportId);
      const seasonId = localIdOf(context, 'seasons', season.id);
      if (gameId === null || sportId === null || seasonId === null) report.refuse('box-scores', box.gameId, 'Its game was not imported');
      else items.push({ sourceId: String(box.gameId), row: { ...document, gameId, sportId, seasonId } });
    }
  }
  await writeResource(context, tableWriter(context, 'box-scores', 'box-score', gameBoxScores), items);
}
