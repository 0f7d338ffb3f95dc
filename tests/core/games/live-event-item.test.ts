import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liveEventSides, schoolIsHome, type LiveEventTeam } from '../../../core/games/live-event-item';

const team: fc.Arbitrary<LiveEventTeam> = fc.record({
  icon: fc.option(fc.webUrl(), { nil: null }),
  name: fc.string(),
  abbreviation: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
  Score: fc.option(fc.nat({ max: 200 }), { nil: null }),
  color: fc.option(fc.constantFrom('#000', '#fff', '#c00'), { nil: null }),
});

describe('live event sides', () => {
  it('makes the school the away team only when the indicator is A', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom('H', 'A', 'N'), fc.string()), (indicator) => {
        expect(schoolIsHome(indicator)).toBe(indicator !== 'A');
      }),
    );
  });

  it('picks the school from its side and the opponent from the other', () => {
    fc.assert(
      fc.property(team, team, fc.constantFrom('H', 'A', 'N'), (home, away, indicator) => {
        const sides = liveEventSides({ home, away }, indicator);
        const atHome = indicator !== 'A';
        expect(sides.schoolIsHome).toBe(atHome);
        expect(sides.opponentIsHome).toBe(!atHome);
        expect(sides.school).toBe(atHome ? home : away);
        expect(sides.opponent).toBe(atHome ? away : home);
      }),
    );
  });
});
