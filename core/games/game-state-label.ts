import { GameState, isGameState } from './game-state';

// spec 4: the game states' labels as fans read them (the schedule's game_state_display, the scoreboard's gameStatus).
export const GAME_STATE_LABELS: Readonly<Record<GameState, string>> = {
  [GameState.Scheduled]: 'Scheduled',
  [GameState.PreGame]: 'Pregame',
  [GameState.Delayed]: 'Delayed',
  [GameState.Live]: 'Live',
  [GameState.FullTime]: 'Final',
  [GameState.Postponed]: 'Postponed',
  [GameState.Canceled]: 'Canceled',
  [GameState.PostGame]: 'Final',
  [GameState.GameComplete]: 'Final',
};

/**
 * The label of a spec 4 game state; the schedule's own display text wins when it has one. Null for
 * no state, or a number that is not one.
 */
export function gameStateLabel(state: number | null | undefined, display?: string | null): string | null {
  if (display && display.trim() !== '') return display.trim();
  return isGameState(state) ? GAME_STATE_LABELS[state] : null;
}
