import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPath, LEGACY_PAGE_RULES, routeRuleRedirect } from '../../../core/routing/route-rules';

const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,14}$/);
const path = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const slashes = fc.integer({ min: 0, max: 3 }).map((n) => '/'.repeat(n));
const datedPrefix = fc.constantFrom('/news', '/sports', '/hidden/news', '/protected/sports', '/hidden/sports');
const date = fc.tuple(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }));

describe('url cleanup (spec 2.2)', () => {
  it('gives a canonical path: no trailing slash but the root, and cleaning twice changes nothing', () => {
    fc.assert(
      fc.property(path, slashes, (p, tail) => {
        const clean = cleanPath(`${p}${tail}`);
        expect(clean === '/' || !clean.endsWith('/')).toBe(true);
        expect(cleanPath(clean)).toBe(clean);
        expect(routeRuleRedirect(clean)).toBeUndefined();
      }),
    );
  });

  it("drops '.aspx' from old story and sport-file URLs, whatever its case", () => {
    fc.assert(
      fc.property(datedPrefix, date, segment, fc.constantFrom('.aspx', '.ASPX', '.Aspx'), slashes, (prefix, [y, m, d], name, ext, tail) => {
        const canonical = `${prefix}/${y}/${m}/${d}/${name}`;
        expect(routeRuleRedirect(`${canonical}${ext}${tail}`)).toBe(canonical);
      }),
    );
    expect(routeRuleRedirect('/news/2026/11/3/story.aspx')).toBe('/news/2026/11/3/story');
  });

  it("keeps '.aspx' anywhere else (the Redirects API and the 404 page handle those)", () => {
    fc.assert(
      fc.property(path, segment, (p, name) => {
        const legacy = `${p === '/' ? '' : p}/${name}.aspx`;
        fc.pre(!LEGACY_PAGE_RULES.some(([from]) => from === legacy.toLowerCase()));
        fc.pre(!/^\/(?:(?:hidden|protected)\/)?(?:news|sports)\/\d{4}\/\d{1,2}\/\d{1,2}\/[^/]+$/i.test(legacy));
        expect(routeRuleRedirect(legacy)).toBeUndefined();
      }),
    );
  });

  it('sends the legacy tickets and login pages to their routes, in any case and with a trailing slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEGACY_PAGE_RULES).chain(([from, to]) => fc.tuple(fc.mixedCase(fc.constant(from)), fc.constant(to))),
        slashes,
        ([typed, to], tail) => {
          expect(routeRuleRedirect(`${typed}${tail}`)).toBe(to);
        },
      ),
    );
    expect(routeRuleRedirect('/tickets.aspx')).toBe('/tickets');
    expect(routeRuleRedirect('/Login.aspx')).toBe('/login');
  });

  it('leads to a path no rule moves again', () => {
    fc.assert(
      fc.property(fc.oneof(path, datedPrefix.map((p) => `${p}/2026/1/2/x.aspx/`), fc.constantFrom(...LEGACY_PAGE_RULES.map(([from]) => from))), slashes, (p, tail) => {
        const target = routeRuleRedirect(`${p}${tail}`) ?? `${p}${tail}`;
        expect(routeRuleRedirect(target)).toBeUndefined();
      }),
    );
  });
});
