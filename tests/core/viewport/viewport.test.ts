import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  BREAKPOINT_NAMES,
  FALLBACK_BREAKPOINT,
  breakpointForWidth,
  breakpointMediaQuery,
} from '../../../core/viewport/breakpoints';
import { VIEWPORT_COOKIE_NAME, viewportCookieOptions } from '../../../core/viewport/viewport-cookie';

describe('breakpoints', () => {
  it('are the spec 9 widths with sm as fallback', () => {
    expect(BREAKPOINTS.map((b) => [b.name, b.minWidth])).toEqual([
      ['xs', 540],
      ['sm', 640],
      ['md', 768],
      ['lg', 1024],
      ['xl', 1280],
      ['2xl', 1440],
    ]);
    expect(FALLBACK_BREAKPOINT).toBe('sm');
  });

  it('gives the largest breakpoint the width reaches, xs below all', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (width) => {
        const name = breakpointForWidth(width);
        const reached = BREAKPOINTS.filter((b) => width >= b.minWidth);
        expect(name).toBe(reached.at(-1)?.name ?? 'xs');
      }),
    );
  });

  it('never gets smaller as the width grows', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 5000 }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(BREAKPOINT_NAMES.indexOf(breakpointForWidth(small))).toBeLessThanOrEqual(BREAKPOINT_NAMES.indexOf(breakpointForWidth(large)));
      }),
    );
  });

  it('falls back to sm when the width is unknown', () => {
    for (const width of [undefined, null, Number.NaN, Number.POSITIVE_INFINITY, -1]) expect(breakpointForWidth(width)).toBe('sm');
  });

  it('turns a breakpoint into its min-width media query', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BREAKPOINTS), (b) => {
        expect(breakpointMediaQuery(b.name)).toBe(`(min-width: ${b.minWidth}px)`);
        expect(breakpointForWidth(b.minWidth)).toBe(b.name);
      }),
    );
  });
});

describe('viewport cookie', () => {
  it('is named viewport and lasts 365 days on / with SameSite Strict and secure', () => {
    expect(VIEWPORT_COOKIE_NAME).toBe('viewport');
    fc.assert(
      fc.property(fc.nat({ max: 4e12 }), (now) => {
        expect(viewportCookieOptions(now)).toEqual({ expires: now + 365 * 86_400_000, path: '/', sameSite: 'Strict', secure: true });
      }),
    );
  });
});
