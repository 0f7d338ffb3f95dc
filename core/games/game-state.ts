// spec 4: the game states with their wire numbers.
export const GameState = {
  Scheduled: 0,
  PreGame: 1,
  Delayed: 2,
  Live: 3,
  FullTime: 4,
  Postponed: 5,
  Canceled: 6,
  PostGame: 7,
  GameComplete: 8,
} as const;

export type GameState = (typeof GameState)[keyof typeof GameState];

export const GAME_STATES: readonly GameState[] = Object.values(GameState);

export function isGameState(value: unknown): value is GameState {
  return typeof value === 'number' && (GAME_STATES as readonly number[]).includes(value);
}

// spec 4: started means Live.
export function isStarted(state: number | null | undefined): boolean {
  return state === GameState.Live;
}

// spec 4: complete means FullTime, PostGame or GameComplete.
export function isComplete(state: number | null | undefined): boolean {
  return state === GameState.FullTime || state === GameState.PostGame || state === GameState.GameComplete;
}
