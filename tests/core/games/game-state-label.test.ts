import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_STATES, GameState, isComplete } from '../../../core/games/game-state';
import { GAME_STATE_LABELS, gameStateLabel } from '../../../core/games/game-state-label';

describe('game state labels (spec 4), shared by the schedule, the scoreboard and the game centre', () => {
  it('label every state as fans read it, complete states as Final', () => {
    expect(GAME_STATES.map((state) => gameStateLabel(state))).toEqual(['Scheduled', 'Pregame', 'Delayed', 'Live', 'Final', 'Postponed', 'Canceled', 'Final', 'Final']);
    for (const state of GAME_STATES) expect(gameStateLabel(state) === 'Final').toBe(isComplete(state));
    expect(Object.keys(GAME_STATE_LABELS).map(Number)).toEqual([...GAME_STATES]);
  });

  it("prefer the schedule's own display text, trimmed", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_STATES, null), fc.string().filter((s) => s.trim() !== ''), (state, display) => {
        expect(gameStateLabel(state, display)).toBe(display.trim());
        expect(gameStateLabel(state, ` ${display} `)).toBe(display.trim());
      }),
    );
    expect(gameStateLabel(GameState.Live, 'In Progress')).toBe('In Progress');
    expect(gameStateLabel(GameState.Live, '   ')).toBe('Live');
  });

  it('give none for no state or a number that is not one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()).filter((n) => !(GAME_STATES as readonly number[]).includes(n)), (n) => {
        expect(gameStateLabel(n)).toBeNull();
      }),
    );
    expect(gameStateLabel(null)).toBeNull();
    expect(gameStateLabel(undefined)).toBeNull();
  });
});
