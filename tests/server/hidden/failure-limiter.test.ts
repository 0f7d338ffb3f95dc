import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FailureLimiter } from '../../../server/api/failure-limiter';

const WINDOW = 15 * 60_000;

function limiterAt(start: number, maxKeys?: number) {
  const clock = { now: start };
  const limiter = new FailureLimiter({ max: 10, windowMs: WINDOW, now: () => clock.now, maxKeys });
  return { clock, limiter };
}

describe('FailureLimiter', () => {
  it('lets a key try until its tenth failure in the window, then makes it wait until the oldest leaves', () => {
    const { clock, limiter } = limiterAt(1_000_000);
    for (let failure = 0; failure < 10; failure += 1) {
      expect(limiter.retryAfterSeconds('a')).toBe(0);
      limiter.recordFailure('a');
      clock.now += 1000;
    }
    // The first failure was 10 s ago: it leaves the window in 15 min - 10 s.
    expect(limiter.retryAfterSeconds('a')).toBe(WINDOW / 1000 - 10);
    expect(limiter.retryAfterSeconds('b')).toBe(0);
    clock.now += WINDOW - 10_000;
    expect(limiter.retryAfterSeconds('a')).toBe(0);
  });

  it('never waits longer than the window, and waits while max failures are in it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * WINDOW }), { minLength: 1, maxLength: 40 }), (gaps) => {
        const { clock, limiter } = limiterAt(0);
        const failures: number[] = [];
        for (const gap of gaps) {
          clock.now += gap;
          const recent = failures.filter((at) => at > clock.now - WINDOW).length;
          const wait = limiter.retryAfterSeconds('k');
          expect(wait > 0).toBe(recent >= 10);
          expect(wait).toBeLessThanOrEqual(WINDOW / 1000);
          if (wait === 0) {
            limiter.recordFailure('k');
            failures.push(clock.now);
          }
        }
      }),
    );
  });

  it('forgets the least recently failed keys beyond its limit', () => {
    const { limiter } = limiterAt(0, 2);
    for (const key of ['a', 'b', 'c']) for (let failure = 0; failure < 10; failure += 1) limiter.recordFailure(key);
    expect(limiter.retryAfterSeconds('a')).toBe(0);
    expect(limiter.retryAfterSeconds('b')).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('c')).toBeGreaterThan(0);
  });
});
