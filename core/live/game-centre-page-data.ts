import type { Sport } from '../sports/sport';
import type { GameCentreGame } from './game-centre-game';
import type { LiveGameSnapshot } from './live-game';

/** Loader data of the game centre (/game-center/{gameId}). */
export interface GameCentrePageData {
  game: GameCentreGame;
  /** The sport from the sports list (its slug links to the schedule), when found. */
  sport: Sport | null;
  /** The live state when the page loaded; null before the stat crew sends anything. */
  live: LiveGameSnapshot | null;
}
