import type { LiveEventItem } from '../games/live-event-item';
import type { GameCentreGame } from './game-centre-game';
import type { LiveGameSnapshot } from './live-game';

/** The game centre's data. spec 8: on failure the methods degrade to null, never throw. */
export interface GameCentreRepository {
  /** The schedule's game, or null when the school has no such game. */
  game(gameId: number): Promise<GameCentreGame | null>;
  /** The game's live state, or null before the stat crew sends anything. */
  liveState(gameId: number): Promise<LiveGameSnapshot | null>;
  /**
   * The school's games under way now, as the scoreboard stream's first message lists them: what a page
   * rendered on the server shows before its stream opens (#12). Empty on failure.
   */
  gamesUnderWay(): Promise<LiveEventItem[]>;
}
