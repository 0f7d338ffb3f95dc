import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLegacyRedirect, type LegacyRedirect } from '../../../core/routing/legacy-redirects';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,10}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);
const pair: fc.Arbitrary<LegacyRedirect> = fc.record({ from: path, to: path });

describe('legacy URLs from the Redirects API (spec 2.2, the 404 page)', () => {
  it('finds the first pair whose from is the path, ignoring case and a trailing slash', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 8 }), path.chain((p) => fc.tuple(fc.constant(p), fc.mixedCase(fc.constant(p)))), (pairs, [wanted, typed]) => {
        const first = pairs.find((p) => p.from.toLowerCase() === wanted.toLowerCase() && p.to.toLowerCase() !== wanted.toLowerCase());
        expect(findLegacyRedirect(pairs, `${typed}/`)).toBe(first?.to);
      }),
    );
  });

  it('finds a pair that is in the list, and never one pointing back at the path', () => {
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 8 }), fc.nat(), (pairs, index) => {
        const chosen = pairs[index % pairs.length] as LegacyRedirect;
        const found = findLegacyRedirect(pairs, chosen.from.toUpperCase());
        if (chosen.to.toLowerCase() === chosen.from.toLowerCase() && found === undefined) return;
        expect(found).toBeDefined();
        expect(found?.toLowerCase()).not.toBe(chosen.from.toLowerCase());
        expect(pairs.some((p) => p.to === found)).toBe(true);
      }),
    );
  });

  it('matches a pair with a query string only on that path and query', () => {
    const pairs = [
      { from: '/index.aspx?path=football', to: '/sports/football' },
      { from: '/index.aspx', to: '/' },
    ];
    expect(findLegacyRedirect(pairs, '/Index.aspx', '?PATH=football')).toBe('/sports/football');
    expect(findLegacyRedirect(pairs, '/index.aspx', '?path=baseball')).toBe('/');
    expect(findLegacyRedirect(pairs, '/index.aspx')).toBe('/');
    expect(findLegacyRedirect([], '/anything')).toBeUndefined();
  });
});
