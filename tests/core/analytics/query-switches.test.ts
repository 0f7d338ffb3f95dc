import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuerySwitches, queryValue } from '../../../core/analytics/query-switches';

const value = fc.oneof(
  fc.constantFrom('true', 'TRUE', 'false', 'client', 'sidearm', 'client,sidearm', 'yes', ''),
  fc.string({ maxLength: 10 }),
);
const query = fc.record(
  {
    disable_gtm: value,
    disable_airgap: value,
    transcend_test_bundle: value,
    tracking_tags_enabled: value,
    adtest: value,
  },
  { requiredKeys: [] },
);

describe('query switches', () => {
  it('follow spec 5 for every combination of values', () => {
    fc.assert(
      fc.property(query, (q) => {
        const s = parseQuerySwitches(q);
        const gtm = (q.disable_gtm ?? '').toLowerCase();
        expect(s.clientTagManagerEnabled).toBe(!(gtm.includes('true') || gtm.includes('client')));
        expect(s.platformTagsEnabled).toBe(!(gtm.includes('true') || gtm.includes('sidearm')));
        expect(s.consentScriptEnabled).toBe((q.disable_airgap ?? '').toLowerCase() !== 'true');
        expect(s.useTestConsentBundle).toBe((q.transcend_test_bundle ?? '').toLowerCase() === 'true');
        expect(s.trackingTagsEnabled).toBe((q.tracking_tags_enabled ?? '').toLowerCase() !== 'false');
        expect(s.adtest).toBe(q.adtest);
      }),
    );
  });

  it('read the same from URLSearchParams as from a record', () => {
    fc.assert(
      fc.property(query, (q) => {
        const params = new URLSearchParams(Object.entries(q) as [string, string][]);
        expect(parseQuerySwitches(params)).toEqual(parseQuerySwitches(q));
      }),
    );
  });

  it('leave everything on with no query', () => {
    expect(parseQuerySwitches({})).toEqual({
      clientTagManagerEnabled: true,
      platformTagsEnabled: true,
      consentScriptEnabled: true,
      useTestConsentBundle: false,
      trackingTagsEnabled: true,
      adtest: undefined,
    });
  });

  it('take the first of repeated values and ignore null', () => {
    expect(queryValue({ adtest: ['a', 'b'] }, 'adtest')).toBe('a');
    expect(queryValue({ adtest: null }, 'adtest')).toBeUndefined();
    expect(queryValue({}, 'toString')).toBeUndefined();
  });
});
