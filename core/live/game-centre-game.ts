import type { Game, GameLink } from '../games/game';

/** The sport of a game as the schedule names it. */
export interface GameCentreSport {
  id: number;
  title: string;
  shortname: string;
  global_sport_shortname: string | null;
}

/**
 * A game as the game centre shows it around the live part: spec 3 Game plus what the page needs beside
 * it (its sport, facility, the preview story link and the opponent logo's text).
 */
export interface GameCentreGame {
  game: Game;
  sport: GameCentreSport;
  facility: string | null;
  /** The preview story, when the school wrote one. */
  preview: GameLink | null;
  /** Links to watch, listen to and follow the game (TV and radio are names, not links). */
  watch: GameLink | null;
  listen: GameLink | null;
  stats: GameLink | null;
  opponentLogoAlt: string | null;
  /** 'at' for away games, 'vs' otherwise. */
  atVs: string;
}
