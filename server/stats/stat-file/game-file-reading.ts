import type { LiveGame } from '../../../core/live/live-game';
import { boxReadingFromLiveDocument } from '../live-box-reading';
import type { StatFamily } from '../stat-sheet';
import type { SportBoxReading } from '../statcrew/sport-reading';
import { fileFitsFamily, sportReader } from '../statcrew/sport-readers';
import type { StatCrewGame } from '../statcrew/statcrew-game';
import { readStatCrewFile } from '../statcrew/statcrew-reader';

export interface FileTeam {
  id: string;
  name: string;
  abbreviation: string;
  score: number | null;
  periodScores: Array<number | null>;
}

/** A finished (or running) game as a stat crew sent it, as an XML file or as the live JSON document. */
export interface GameFileReading {
  /** 'bbgame', 'fbgame', ... or 'json' for the live document. */
  root: string;
  source: string;
  /** The file says the game is over; null when it does not say. */
  complete: boolean | null;
  /** YYYY-MM-DD when the file says. */
  date: string | null;
  attendance: number | null;
  home: FileTeam;
  visitor: FileTeam;
  box: SportBoxReading;
}

/** A file of another sport than the game's: refused by name. */
export class SportMismatch extends Error {
  constructor(readonly root: string, readonly sport: string, readonly family: StatFamily) {
    super(`This is a ${sport} file (<${root}>), and this game is ${family === 'fieldhockey' ? 'field hockey' : family}: upload the file of this game.`);
    this.name = 'SportMismatch';
  }
}

const team = (source: StatCrewGame['home']): FileTeam => ({ id: source.id, name: source.name, abbreviation: source.abbreviation, score: source.score, periodScores: source.periodScores });

/** A stat file already read (readStatCrewFile) as the box score of a game of `family`; SportMismatch for another sport's file. */
export function readingFromStatCrew(game: StatCrewGame, family: StatFamily): GameFileReading {
  if (!fileFitsFamily(game.sport, family)) throw new SportMismatch(game.root, game.sport, family);
  return {
    root: game.root,
    source: game.source,
    complete: game.status.complete,
    date: game.venue.date ?? game.generated,
    attendance: game.venue.attendance,
    home: team(game.home),
    visitor: team(game.visitor),
    box: sportReader(game.sport)(game, family),
  };
}

/** Reads a stat file's bytes (StatFileError when they are not one) as the box score of a game of `family`. */
export const readingFromStatFile = (bytes: Uint8Array | string, family: StatFamily): GameFileReading => readingFromStatCrew(readStatCrewFile(bytes), family);

function liveTeam(side: LiveGame['Game']['HomeTeam']): FileTeam {
  const name = side.Name?.replace(/^#\d+\s+/, '').trim() ?? '';
  return { id: String(side.Id ?? ''), name, abbreviation: String(side.Id ?? ''), score: side.Score, periodScores: side.PeriodScores };
}

/** A live JSON document (shared/api/live-stats-feed.md) read the same way, for its final box score. */
export function readingFromLiveDocument(game: LiveGame, family: StatFamily): GameFileReading {
  const [month, day, year] = (game.Game.Date ?? '').split('/').map(Number);
  const date = month && day && year ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
  return {
    root: 'json',
    source: game.Game.Source ?? 'live feed',
    complete: game.Game.IsComplete,
    date,
    attendance: game.Game.Attendance,
    home: liveTeam(game.Game.HomeTeam),
    visitor: liveTeam(game.Game.VisitingTeam),
    box: boxReadingFromLiveDocument(game, family),
  };
}
