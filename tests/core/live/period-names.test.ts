import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRules, ordinal } from '../../../core/live/live-clock';
import { periodHeading, periodName } from '../../../core/live/period-names';
import { liveGame } from './live-game-fixture';

const OT_SPORTS = ['wbball', 'football', 'msoc', 'mhockey', 'fhockey', 'wlax'];

describe('period names', () => {
  it('names regulation periods by the rules and extra periods OT, 2OT... where the sport shows them so', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OT_SPORTS), fc.integer({ min: 1, max: 12 }), (sport, period) => {
        const rules = effectiveRules(liveGame({ GlobalSportShortname: sport, PeriodsRegulation: null }));
        const name = periodName(period, rules);
        const regulation = rules.PeriodsRegulation;
        if (period <= regulation) expect(name).toBe(`${ordinal(period)} ${rules.PeriodName}`);
        else expect(name).toBe(period === regulation + 1 ? 'OT' : `${period - regulation}OT`);
        expect(periodHeading(period, rules)).toBe(period <= regulation ? String(period) : name);
      }),
    );
  });

  it('names sets by number and keeps counting innings', () => {
    expect(periodName(3, effectiveRules(liveGame({ GlobalSportShortname: 'wvball', PeriodsRegulation: null })))).toBe('Set 3');
    const baseball = effectiveRules(liveGame({ GlobalSportShortname: 'baseball', PeriodsRegulation: null }));
    expect(periodName(10, baseball)).toBe('10th Inning');
    expect(periodHeading(10, baseball)).toBe('10');
  });
});
