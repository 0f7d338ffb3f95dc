import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basesText, situationView } from '../../../core/live/game-centre-situation';
import { liveGame, player } from './live-game-fixture';

const runner = fc.option(fc.constant(player('HomeTeam', 'Sam', 'Lee')), { nil: null });

function withSituation(values: Record<string, unknown>) {
  return liveGame({
    Type: 'BaseballSoftballGame',
    GlobalSportShortname: 'softball',
    Situation: {
      PitchingTeam: 'VisitingTeam', BattingTeam: 'HomeTeam', Pitcher: player('VisitingTeam', 'Kim', 'Ortiz'), Batter: player('HomeTeam', 'Jo', 'Park'),
      OnDeck: null, OnFirst: null, OnSecond: null, OnThird: null, WinPitcher: null, LossPitcher: null, SavePitcher: null,
      PitcherHandedness: null, BatterHandedness: null, OnDeckHandedness: null, PitcherPitchCount: 41, Balls: 2, Strikes: 1, Outs: 1, Inning: 4,
      ...values,
    },
  });
}

describe('situationView', () => {
  it('describes the bases in words that match the runners on them', () => {
    fc.assert(
      fc.property(runner, runner, runner, (first, second, third) => {
        const view = situationView(withSituation({ OnFirst: first, OnSecond: second, OnThird: third }), 'softball')!;
        const occupied = [first, second, third].filter(Boolean).length;
        expect(view.runners).toEqual({ first: first ? 'Sam Lee' : null, second: second ? 'Sam Lee' : null, third: third ? 'Sam Lee' : null });
        if (occupied === 0) expect(view.basesText).toBe('Bases empty');
        if (occupied === 3) expect(view.basesText).toBe('Bases loaded');
        if (first) expect(occupied === 3 || view.basesText.includes('first')).toBe(true);
        if (!third) expect(view.basesText.includes('third')).toBe(false);
      }),
    );
    expect(basesText({ first: 'A', second: null, third: 'C' })).toBe('Runners on first and third');
  });

  it('keeps the count and outs in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 9 }), fc.integer({ min: -3, max: 9 }), fc.integer({ min: -3, max: 9 }), (balls, strikes, outs) => {
        const view = situationView(withSituation({ Balls: balls, Strikes: strikes, Outs: outs }), 'softball')!;
        expect(view.balls).toBeGreaterThanOrEqual(0);
        expect(view.balls).toBeLessThanOrEqual(4);
        expect(view.strikes).toBeLessThanOrEqual(3);
        expect(view.outs).toBeLessThanOrEqual(3);
        expect(view.count).toBe(`${view.balls}-${view.strikes}`);
        expect(view.outsText).toBe(view.outs === 1 ? '1 out' : `${view.outs} outs`);
      }),
    );
  });

  it('names the half inning and who faces whom', () => {
    expect(situationView(withSituation({}), 'softball')).toMatchObject({ inningLabel: 'Bottom 4th', batter: 'Jo Park', pitcher: 'Kim Ortiz', pitchCount: 41, count: '2-1', outsText: '1 out' });
    expect(situationView(withSituation({ Inning: 6.5 }), 'softball')).toMatchObject({ inning: 6, inningLabel: 'Bottom 6th' });
  });

  it('is absent for other sports and outside play', () => {
    expect(situationView(withSituation({}), 'basketball')).toBeNull();
    const done = withSituation({});
    expect(situationView({ ...done, Game: { ...done.Game, IsComplete: true } }, 'softball')).toBeNull();
  });
});
