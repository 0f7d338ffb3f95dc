import type { Clock } from '../platform/clock.port';
import type { Sport } from '../sports/sport';
import type { GameCentreGame } from './game-centre-game';
import type { LiveGameSnapshot } from './live-game';
import type { LiveGameStream } from './live-stream.port';

/** Loader data of the game centre (/game-center/{gameId}). */
export interface GameCentrePageData {
  game: GameCentreGame;
  /** The sport from the sports list (its slug links to the schedule), when found. */
  sport: Sport | null;
  /** The live state when the page loaded; null before the stat crew sends anything. */
  live: LiveGameSnapshot | null;
  /** The live stream port's subscribe, bound: updates arrive through it. */
  subscribe: LiveGameStream['subscribe'];
  /** Time for the countdown before the game. */
  clock: Clock;
}
