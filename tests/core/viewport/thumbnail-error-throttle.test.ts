import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_ERROR_COOLDOWN_MS,
  THUMBNAIL_ERROR_LIMIT,
  THUMBNAIL_ERROR_WINDOW_MS,
  emptyThumbnailErrorThrottle,
  recordThumbnailError,
  type ThumbnailErrorThrottle,
} from '../../../core/viewport/thumbnail-error-throttle';

const MINUTE = 60_000;

function run(events: readonly { key: string; at: number }[]): boolean[] {
  let state: ThumbnailErrorThrottle = emptyThumbnailErrorThrottle;
  return events.map(({ key, at }) => {
    const result = recordThumbnailError(state, key, at);
    state = result.state;
    return result.alert;
  });
}

describe('thumbnail error throttle', () => {
  it('allows 200 errors per 5 minutes per key, then a 10-minute cooldown', () => {
    expect([THUMBNAIL_ERROR_LIMIT, THUMBNAIL_ERROR_WINDOW_MS, THUMBNAIL_ERROR_COOLDOWN_MS]).toEqual([200, 5 * MINUTE, 10 * MINUTE]);
  });

  it('alerts for the first 200 errors in a window, not the 201st, and nothing during the cooldown', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), fc.integer({ min: 1, max: 1000 }), fc.nat({ max: THUMBNAIL_ERROR_COOLDOWN_MS - 1 }), (start, spacing, later) => {
        const step = Math.floor((THUMBNAIL_ERROR_WINDOW_MS - 1) / 201 / spacing) || 1;
        const events = Array.from({ length: 201 }, (_, i) => ({ key: 'k', at: start + i * step }));
        const cooldownStart = start + 200 * step;
        events.push({ key: 'k', at: cooldownStart + later });
        events.push({ key: 'k', at: cooldownStart + THUMBNAIL_ERROR_COOLDOWN_MS });
        const alerts = run(events);
        expect(alerts.slice(0, 200).every(Boolean)).toBe(true);
        expect(alerts[200]).toBe(false);
        expect(alerts[201]).toBe(false);
        expect(alerts[202]).toBe(true);
      }),
    );
  });

  it('never raises more than 200 alerts for a key within one window, and keys are independent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.constantFrom('a', 'b'), gap: fc.nat({ max: 2000 }) }), { maxLength: 700 }),
        (steps) => {
          let at = 0;
          const events = steps.map(({ key, gap }) => ({ key, at: (at += gap) }));
          const alerts = run(events);
          for (const key of ['a', 'b']) {
            const own = events.map((e, i) => ({ ...e, alert: alerts[i] })).filter((e) => e.key === key);
            // Per key, the result matches a run over that key alone.
            expect(run(own).map(Boolean)).toEqual(own.map((e) => e.alert));
            const times = own.filter((e) => e.alert).map((e) => e.at);
            // Windows reset, so any span of 5 minutes holds at most two windows' worth.
            for (let i = 0; i + 2 * THUMBNAIL_ERROR_LIMIT < times.length; i++) {
              expect(times[i + 2 * THUMBNAIL_ERROR_LIMIT]! - times[i]!).toBeGreaterThanOrEqual(THUMBNAIL_ERROR_WINDOW_MS);
            }
          }
        },
      ),
    );
  });

  it('starts a new window once 5 minutes have passed', () => {
    const events = Array.from({ length: 200 }, (_, i) => ({ key: 'k', at: i }));
    events.push({ key: 'k', at: THUMBNAIL_ERROR_WINDOW_MS });
    expect(run(events).every(Boolean)).toBe(true);
    const first = recordThumbnailError(emptyThumbnailErrorThrottle, 'k', 0);
    expect(first).toEqual({ state: { k: { windowStart: 0, count: 1, cooldownUntil: null } }, alert: true });
    expect(recordThumbnailError(first.state, 'toString', 1).alert).toBe(true);
  });
});
