import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headingLevels, isAllowedAttribute, isSafeUrl, RICH_TEXT_POLICY, SNIPPET_POLICY } from '../../../core/editorial/html-policy';

const schemeCase = (scheme: string) => fc.array(fc.boolean(), { minLength: scheme.length, maxLength: scheme.length }).map((upper) => [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f');

describe('the HTML allow-list (DESIGN 8)', () => {
  it('refuses script urls however they are cased or broken up with whitespace and control characters', () => {
    const disguised = fc.constantFrom('javascript', 'vbscript', 'data').chain((scheme) => fc.tuple(schemeCase(scheme), fc.array(noise, { minLength: 1, maxLength: 12 }), fc.string()));
    fc.assert(
      fc.property(disguised, ([cased, gaps, rest]) => {
        const broken = [...cased].map((c, i) => `${gaps[i % gaps.length]}${c}`).join('');
        expect(isSafeUrl(`${gaps[0]}${broken}:${rest}`)).toBe(false);
      }),
    );
    expect(isSafeUrl('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeUrl(' java\tscript:alert(1)')).toBe(false);
  });

  it('accepts site paths, fragments and http(s), mailto and tel urls', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isSafeUrl(url)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(isSafeUrl(path.startsWith('/') ? path : `/${path}`)).toBe(true);
      }),
    );
    for (const url of ['#top', '?page=2', 'mailto:a@b.edu', 'tel:+15550102424', '//cdn.example.com/x.png', 'relative/page']) expect(isSafeUrl(url)).toBe(true);
  });

  it('refuses any other scheme', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), (scheme) => {
        fc.pre(!['http', 'https', 'mailto', 'tel'].includes(scheme));
        expect(isSafeUrl(`${scheme}:whatever`)).toBe(false);
      }),
    );
  });

  it('never keeps an event handler or a style, on any element', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RICH_TEXT_POLICY.elements), fc.stringMatching(/^[a-z]{1,12}$/), (element, suffix) => {
        expect(isAllowedAttribute(RICH_TEXT_POLICY, element, `on${suffix}`)).toBe(false);
        expect(isAllowedAttribute(RICH_TEXT_POLICY, element, `ON${suffix.toUpperCase()}`)).toBe(false);
        expect(isAllowedAttribute(RICH_TEXT_POLICY, element, 'style')).toBe(false);
      }),
    );
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'a', 'href')).toBe(true);
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'img', 'alt')).toBe(true);
    expect(isAllowedAttribute(RICH_TEXT_POLICY, 'p', 'href')).toBe(false);
    expect(isAllowedAttribute(SNIPPET_POLICY, 'mark', 'title')).toBe(false);
  });

  it('keeps script, style and frames out of both policies', () => {
    for (const policy of [RICH_TEXT_POLICY, SNIPPET_POLICY]) {
      for (const name of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form']) {
        expect(policy.elements.has(name)).toBe(false);
        expect(policy.dropWithContent.has(name)).toBe(true);
      }
    }
  });

  it('moves content headings under the page heading with no level skipped', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }), fc.integer({ min: 1, max: 6 }), (found, base) => {
        const levels = headingLevels(found, base);
        const distinct = [...new Set(found)].sort((a, b) => a - b);
        expect([...levels.keys()].sort((a, b) => a - b)).toEqual(distinct);
        distinct.forEach((level, index) => {
          expect(levels.get(level)).toBe(Math.min(base + index, 6));
          if (index > 0) expect(levels.get(level)! - levels.get(distinct[index - 1]!)!).toBeLessThanOrEqual(1);
        });
      }),
    );
    expect(headingLevels([3, 3, 5], 2)).toEqual(new Map([[3, 2], [5, 3]]));
  });
});
