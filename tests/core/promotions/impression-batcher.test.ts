import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IMPRESSION_QUIET_PERIOD_MS,
  emptyImpressionBatch,
  impressionAdIds,
  isImpressionBatchDue,
  reduceImpressionBatch,
  type ImpressionBatch,
  type ImpressionBatchEvent,
} from '../../../core/promotions/impression-batcher';

type Step = { kind: 'seen'; ids: number[]; gap: number } | { kind: 'tick'; gap: number } | { kind: 'sent' } | { kind: 'failed' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('seen' as const), ids: fc.array(fc.nat({ max: 50 }), { maxLength: 3 }), gap: fc.nat({ max: 3000 }) }),
  fc.record({ kind: fc.constant('tick' as const), gap: fc.nat({ max: 3000 }) }),
  fc.record({ kind: fc.constant('sent' as const) }),
  fc.record({ kind: fc.constant('failed' as const) }),
);

describe('impression batcher', () => {
  it('uses a 2000 ms quiet period', () => {
    expect(IMPRESSION_QUIET_PERIOD_MS).toBe(2000);
  });

  it('never loses an id: every seen id is counted once by a successful send or is still queued', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let batch: ImpressionBatch = emptyImpressionBatch;
        let now = 0;
        const seen: number[] = [];
        const counted: number[] = [];
        let lastSeenAt = Number.NEGATIVE_INFINITY;
        for (const s of steps) {
          let event: ImpressionBatchEvent;
          if (s.kind === 'seen') {
            now += s.gap;
            seen.push(...s.ids);
            if (s.ids.length > 0) lastSeenAt = now;
            event = { type: 'impression.seen', ids: s.ids, now };
          } else if (s.kind === 'tick') {
            now += s.gap;
            event = { type: 'impression.tick', now };
          } else if (s.kind === 'sent') {
            counted.push(...batch.sending);
            event = { type: 'impression.sent' };
          } else {
            event = { type: 'impression.failed' };
          }
          const before = batch;
          batch = reduceImpressionBatch(batch, event);
          if (event.type === 'impression.tick' && batch.sending.length > 0 && before.sending.length === 0) {
            // A batch starts only after a full quiet period since the last impression.
            expect(now - lastSeenAt).toBeGreaterThanOrEqual(IMPRESSION_QUIET_PERIOD_MS);
            expect(batch.sending).toEqual(before.queued);
          }
        }
        expect([...counted, ...batch.queued].sort()).toEqual([...seen].sort());
      }),
    );
  });

  it('does not flush before the quiet period ends, and flushes once it has', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 99 }), { minLength: 1, maxLength: 5 }), fc.nat({ max: 1e9 }), fc.nat({ max: 1999 }), (ids, t, early) => {
        const seen = reduceImpressionBatch(emptyImpressionBatch, { type: 'impression.seen', ids, now: t });
        expect(isImpressionBatchDue(seen, t + early)).toBe(false);
        expect(reduceImpressionBatch(seen, { type: 'impression.tick', now: t + early })).toBe(seen);
        const flushed = reduceImpressionBatch(seen, { type: 'impression.tick', now: t + 2000 });
        expect(flushed.sending).toEqual(ids);
        expect(impressionAdIds(flushed.sending)).toBe(ids.join(','));
      }),
    );
  });

  it('clears the queue only on success', () => {
    const seen = reduceImpressionBatch(emptyImpressionBatch, { type: 'impression.seen', ids: [1, 2], now: 0 });
    const flushed = reduceImpressionBatch(seen, { type: 'impression.tick', now: 2000 });
    const more = reduceImpressionBatch(flushed, { type: 'impression.seen', ids: [3], now: 2100 });
    expect(reduceImpressionBatch(more, { type: 'impression.failed' })).toEqual({ queued: [1, 2, 3], sending: [], flushAt: 4100 });
    expect(reduceImpressionBatch(more, { type: 'impression.sent' })).toEqual({ queued: [3], sending: [], flushAt: 4100 });
    expect(reduceImpressionBatch(seen, { type: 'impression.seen', ids: [], now: 5 })).toBe(seen);
  });
});
