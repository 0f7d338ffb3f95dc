import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockDirection, formatClock, gameClockDisplay, periodSeconds } from '../../../core/live/game-clock';
import { effectiveRules } from '../../../core/live/live-clock';
import { liveGame } from './live-game-fixture';

const SPORTS = ['wbball', 'mbball', 'football', 'msoc', 'mhockey', 'fhockey', 'wlax', 'wvball', 'baseball', 'softball', 'wrestling'];

function parse(display: string): number {
  const [minutes, seconds] = display.split(':').map(Number);
  return minutes! * 60 + seconds!;
}

const CLOCK = /^(0|[1-9]\d*):[0-5]\d$/;

describe('formatClock', () => {
  it('formats whole seconds as M:SS, as fans read a game clock (7:42), never negative', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (seconds) => {
        const display = formatClock(seconds);
        expect(display).toMatch(CLOCK);
        expect(parse(display)).toBe(Math.max(0, Math.floor(seconds)));
      }),
    );
    expect([462, 0, -3, Number.NaN, 3600].map(formatClock)).toEqual(['7:42', '0:00', '0:00', '0:00', '60:00']);
  });
});

describe('gameClockDisplay', () => {
  const playing = fc.record({
    sport: fc.constantFrom(...SPORTS),
    clock: fc.option(fc.integer({ min: -5000, max: 50_000 }), { nil: null }),
    period: fc.option(fc.integer({ min: -1, max: 9 }), { nil: null }),
  });

  it('is M:SS within the period length, never negative, and absent for sports without a clock', () => {
    fc.assert(
      fc.property(playing, ({ sport, clock, period }) => {
        const game = liveGame({ GlobalSportShortname: sport, Type: null, PeriodsRegulation: null, ClockSeconds: clock, Period: period });
        const rules = effectiveRules(game);
        const display = gameClockDisplay(game);
        if (clockDirection(rules) === 'none') {
          expect(display).toBeNull();
          return;
        }
        expect(display).toMatch(CLOCK);
        const length = periodSeconds(Math.max(1, period ?? 1), rules);
        if (length !== null) expect(parse(display!)).toBeLessThanOrEqual(length);
        if (clock !== null && clock >= 0 && (length === null || clock <= length)) expect(parse(display!)).toBe(clock);
      }),
    );
  });

  it('counts hockey up and basketball down: a missing clock is the start of the period', () => {
    expect(gameClockDisplay(liveGame({ GlobalSportShortname: 'mhockey', ClockSeconds: null, Period: 1, PeriodsRegulation: 3 }))).toBe('0:00');
    expect(gameClockDisplay(liveGame({ GlobalSportShortname: 'wbball', ClockSeconds: null, Period: 2 }))).toBe('10:00');
    expect(gameClockDisplay(liveGame({ GlobalSportShortname: 'wbball', ClockSeconds: null, Period: 5 }))).toBe('5:00');
    expect(clockDirection(effectiveRules(liveGame({ GlobalSportShortname: 'mhockey' })))).toBe('up');
    expect(clockDirection(effectiveRules(liveGame({ GlobalSportShortname: 'msoc' })))).toBe('down');
    expect(clockDirection(effectiveRules(liveGame({ GlobalSportShortname: 'softball' })))).toBe('none');
  });

  it('shows no clock before the game or after it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPORTS), fc.integer({ min: 0, max: 3000 }), (sport, clock) => {
        expect(gameClockDisplay(liveGame({ GlobalSportShortname: sport, ClockSeconds: clock, HasStarted: false }))).toBeNull();
        expect(gameClockDisplay(liveGame({ GlobalSportShortname: sport, ClockSeconds: clock, IsComplete: true }))).toBeNull();
      }),
    );
  });
});
