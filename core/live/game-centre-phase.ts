import type { Game } from '../games/game';
import { GameState, isComplete, isStarted } from '../games/game-state';
import type { LiveGame } from './live-game';

/** Which part of the game centre leads: the preview and countdown, the live game, the result, or a notice. */
export type GameCentrePhase = 'preview' | 'live' | 'final' | 'postponed' | 'canceled';

/**
 * The live document decides once it exists (it is newer than the schedule); else the schedule's spec 4
 * game state and result: complete or with a result → final; Live → live; postponed and canceled say so.
 */
export function gameCentrePhase(game: Pick<Game, 'game_state' | 'result'>, live: LiveGame | null): GameCentrePhase {
  if (live?.Game.IsComplete) return 'final';
  if (live?.Game.HasStarted) return 'live';
  if (game.game_state === GameState.Postponed) return 'postponed';
  if (game.game_state === GameState.Canceled) return 'canceled';
  if (isComplete(game.game_state) || game.result) return 'final';
  if (isStarted(game.game_state)) return 'live';
  return 'preview';
}
