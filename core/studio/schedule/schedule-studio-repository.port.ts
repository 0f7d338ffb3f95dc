import type { WriteOutcome } from '../studio-types';
import type { StatFileOptions, StatFileOutcome } from './stat-file';
import type { GameDraft, GameList, GameResult, ImportAnswer, Opponent, OpponentDraft, ResultsDue, StudioGame } from './studio-game';

/**
 * The studio's schedule and results (/api/studio/games, /opponents; issue 26). Reads throw when the
 * server cannot be asked (a missing game is null); writes answer how they ended, as StudioRepository's do.
 */
export interface ScheduleStudioRepository {
  /** A sport's games of a season (none: the sport's current season) and its seasons. */
  games(sportId: number, seasonId?: number | null): Promise<GameList>;
  game(id: number): Promise<StudioGame | null>;
  /** Issue 48: the games that started (by the server's clock) and have no result yet. */
  resultsDue(): Promise<ResultsDue>;
  /** POST a new game (id null), or PUT the whole game over `version`. */
  saveGame(id: number | null, version: number | null, draft: GameDraft): Promise<WriteOutcome<StudioGame>>;
  deleteGame(id: number, version: number): Promise<WriteOutcome<null>>;
  /** Posts or corrects the final score; null clears a result posted by mistake. */
  postResult(id: number, version: number, result: GameResult | null): Promise<WriteOutcome<StudioGame>>;
  /** A pasted table (date, opponent, location, time a line); `dryRun` checks it without writing. Rows in error come back as fields 'rows.N'. */
  importGames(sportId: number, seasonId: number | null, table: string, dryRun: boolean): Promise<WriteOutcome<ImportAnswer>>;
  opponents(q: string): Promise<Opponent[]>;
  saveOpponent(id: number | null, version: number | null, draft: OpponentDraft): Promise<WriteOutcome<Opponent>>;
  /** Issue 45: a stat crew's XML file as the game's box score; `dryRun` only reads it (Check). Blob: the picked or dropped file. */
  sendStatFile(gameId: number, file: Blob, options: StatFileOptions): Promise<StatFileOutcome>;
}
