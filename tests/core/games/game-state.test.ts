import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_STATES, GameState, isComplete, isGameState, isStarted } from '../../../core/games/game-state';

describe('game state', () => {
  it('numbers the states as spec 4 does', () => {
    expect(GameState).toEqual({
      Scheduled: 0,
      PreGame: 1,
      Delayed: 2,
      Live: 3,
      FullTime: 4,
      Postponed: 5,
      Canceled: 6,
      PostGame: 7,
      GameComplete: 8,
    });
    expect(GAME_STATES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is started only when Live', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 20 }), fc.constant(null), fc.constant(undefined)), (state) => {
        expect(isStarted(state)).toBe(state === 3);
      }),
    );
  });

  it('is complete only when FullTime, PostGame or GameComplete', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 20 }), fc.constant(null)), (state) => {
        expect(isComplete(state)).toBe(state === 4 || state === 7 || state === 8);
      }),
    );
  });

  it('is never both started and complete', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_STATES), (state) => {
        expect(isStarted(state) && isComplete(state)).toBe(false);
      }),
    );
  });

  it('recognises exactly the nine state numbers', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(isGameState(value)).toBe(typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 8);
      }),
    );
  });
});
