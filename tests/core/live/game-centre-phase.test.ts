import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_STATES, GameState, isComplete } from '../../../core/games/game-state';
import { gameCentrePhase } from '../../../core/live/game-centre-phase';
import { liveGame } from './live-game-fixture';

const result = { status: 'W', team_score: '3', opponent_score: '1', prescore: null, postscore: null, boxscore: null, recap: null, line_scores: [] };

describe('gameCentrePhase', () => {
  it('follows the live document once it exists', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAME_STATES, null), fc.boolean(), fc.boolean(), (state, started, complete) => {
        const phase = gameCentrePhase({ game_state: state, result: null }, liveGame({ HasStarted: started, IsComplete: complete }));
        if (complete) expect(phase).toBe('final');
        else if (started) expect(phase).toBe('live');
      }),
    );
  });

  it("follows the schedule's spec 4 game state before the stat crew sends anything", () => {
    expect(gameCentrePhase({ game_state: GameState.Scheduled, result: null }, null)).toBe('preview');
    expect(gameCentrePhase({ game_state: GameState.Live, result: null }, null)).toBe('live');
    expect(gameCentrePhase({ game_state: GameState.Postponed, result: null }, null)).toBe('postponed');
    expect(gameCentrePhase({ game_state: GameState.Canceled, result: null }, null)).toBe('canceled');
    expect(gameCentrePhase({ game_state: null, result }, null)).toBe('final');
    for (const state of GAME_STATES.filter((s) => isComplete(s))) expect(gameCentrePhase({ game_state: state, result: null }, null)).toBe('final');
  });
});
