import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoverageOutlet, OutletKind } from '../../../core/media-coverage/coverage-game';
import { COVERAGE_DAYS, coverageWindow, orderedOutlets, OUTLET_KINDS, outletKindLabel } from '../../../core/media-coverage/coverage-rules';

const DAY = 86_400_000;
const kind = fc.constantFrom<OutletKind>('tv', 'radio', 'video', 'audio', 'stats');
const outlet = fc.record({ kind, label: fc.constantFrom('ESPN+', 'KRMS 1280 AM', ' ', 'Watch'), url: fc.option(fc.constantFrom('https://watch.example.com/a', '/live'), { nil: null }) }) as fc.Arbitrary<CoverageOutlet>;

describe('media coverage', () => {
  it('looks from today through the following weeks, whole UTC days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 1, max: 60 }), (now, days) => {
        const window = coverageWindow(now, days);
        expect(window.start).toBe(new Date(now).toISOString().slice(0, 10));
        expect((Date.parse(window.end) - Date.parse(window.start)) / DAY).toBe(days - 1);
      }),
    );
    expect(COVERAGE_DAYS).toBe(28);
  });

  it('lists outlets TV first, without blanks or repeats, keeping every real one', () => {
    fc.assert(
      fc.property(fc.array(outlet, { maxLength: 12 }), (outlets) => {
        const ordered = orderedOutlets(outlets);
        const rank = (k: OutletKind) => OUTLET_KINDS.findIndex((entry) => entry.kind === k);
        for (let i = 1; i < ordered.length; i += 1) expect(rank(ordered[i - 1]!.kind)).toBeLessThanOrEqual(rank(ordered[i]!.kind));
        const key = (o: CoverageOutlet) => `${o.kind}|${o.label.trim().toLowerCase()}|${o.url ?? ''}`;
        expect(new Set(ordered.map(key)).size).toBe(ordered.length);
        const real = outlets.filter((o) => o.label.trim() !== '' || o.url);
        expect(new Set(ordered.map(key))).toEqual(new Set(real.map(key)));
      }),
    );
    expect(outletKindLabel('tv')).toBe('TV');
    expect(outletKindLabel('stats')).toBe('Live Stats');
  });
});
