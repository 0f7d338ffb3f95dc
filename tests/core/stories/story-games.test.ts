import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult, LocationIndicator } from '../../../core/games/game';
import { atOrVs, matchup, outcomeLabel, scoreline } from '../../../core/stories/story-games';

const result = (status: string, team: string | null, opponent: string | null): GameResult => ({ status, team_score: team, opponent_score: opponent, prescore: null, postscore: null, boxscore: null, recap: null, line_scores: [] });

describe('games shown with a story', () => {
  it("reads 'at' away and 'vs' at home or on a neutral site", () => {
    fc.assert(
      fc.property(fc.constantFrom<LocationIndicator>('H', 'A', 'N'), fc.string({ minLength: 1 }), (indicator, title) => {
        expect(atOrVs({ location_indicator: indicator })).toBe(indicator === 'A' ? 'at' : 'vs');
        expect(matchup({ location_indicator: indicator, opponent: { id: 1, title, prefix: null, image: null, website: null, mascot: null } })).toBe(`${indicator === 'A' ? 'at' : 'vs'} ${title}`);
      }),
    );
  });

  it('shows the score of a game with a result, school first, and says it in words', () => {
    fc.assert(
      fc.property(fc.constantFrom('W', 'L', 'T'), fc.nat(200), fc.nat(200), (status, team, opponent) => {
        const line = scoreline({ result: result(status, String(team), String(opponent)) });
        expect(line).toEqual({ status, score: `${team}-${opponent}`, spoken: `${outcomeLabel(status)}, ${team} to ${opponent}` });
      }),
    );
    expect(outcomeLabel('w')).toBe('Win');
    expect(outcomeLabel('L')).toBe('Loss');
    expect(outcomeLabel('T')).toBe('Tie');
    expect(outcomeLabel('Final')).toBe('Final');
  });

  it('has no score line for an upcoming game (spec 4: no result) and no score without both scores', () => {
    expect(scoreline({ result: null })).toBeNull();
    expect(scoreline({ result: result('W', null, '3') })).toEqual({ status: 'W', score: null, spoken: 'Win' });
  });
});
