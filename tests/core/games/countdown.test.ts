import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownParts, isCountdownOver } from '../../../core/games/countdown';

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });

describe('countdownParts', () => {
  // A started second counts as a whole one, so the display reaches zero exactly at the target.
  it('adds back up to the seconds left (a started second counts), with parts in range', () => {
    fc.assert(
      fc.property(time, time, (target, now) => {
        const { days, hours, minutes, seconds } = countdownParts(target, now);
        const wholeSeconds = Math.max(0, Math.ceil((target - now) / 1000));
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(wholeSeconds);
        expect(hours).toBeGreaterThanOrEqual(0);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
      }),
    );
  });

  it('is never negative and all zero once the target has passed', () => {
    fc.assert(
      fc.property(time, fc.nat({ max: 1_000_000_000 }), (target, past) => {
        expect(countdownParts(target, target + past)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
        expect(isCountdownOver(target, target + past)).toBe(true);
      }),
    );
  });

  it('is not over while any time is left', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 1_000_000_000 }), (now, ahead) => {
        expect(isCountdownOver(now + ahead, now)).toBe(false);
      }),
    );
  });

  it('splits a known span', () => {
    const span = ((2 * 24 + 3) * 60 + 4) * 60_000 + 5_000;
    expect(countdownParts(span, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(span + 1, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 6 });
  });

  it('treats a non-finite gap as nothing left', () => {
    expect(countdownParts(Number.NaN, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
