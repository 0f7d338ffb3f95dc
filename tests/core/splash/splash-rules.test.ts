import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPLASH_BACKGROUND_COLOR,
  DEFAULT_SPLASH_FOREGROUND_COLOR,
  withSplashDefaults,
  type SplashContent,
} from '../../../core/splash/splash-content';
import {
  SPLASH_COOKIE_KINDS,
  SPLASH_FETCH_ERROR,
  hasSplashDismissalCookie,
  isSplashPath,
  isSplashVisible,
  isWithinSplashDates,
  splashClickTarget,
  splashContinueTarget,
  splashCookieExpires,
  splashCookieName,
  splashCookieOptions,
  splashPathRedirect,
} from '../../../core/splash/splash-rules';

const HOUR = 3_600_000;
const BASE = Date.UTC(2025, 0, 1);

const iso = (ms: number): string => new Date(ms).toISOString();

const content = (startDate: string, endDate?: string | null, link: string | null = null): SplashContent =>
  withSplashDefaults({ id: 7, title: 'Welcome', startDate, endDate, link, html: null, picture: null, video: null });

const offset = fc.integer({ min: -2000, max: 2000 }).map((h) => BASE + h * HOUR);

describe('splash content defaults', () => {
  it('defaults background to black and foreground to white, keeping given colours', () => {
    expect(content(iso(BASE)).backgroundColor).toBe('black');
    expect(content(iso(BASE)).foregroundColor).toBe('white');
    fc.assert(
      fc.property(fc.option(fc.constantFrom('', '#123456', 'red'), { nil: null }), (colour) => {
        const c = withSplashDefaults({ ...content(iso(BASE)), backgroundColor: colour, foregroundColor: colour });
        expect(c.backgroundColor).toBe(colour || DEFAULT_SPLASH_BACKGROUND_COLOR);
        expect(c.foregroundColor).toBe(colour || DEFAULT_SPLASH_FOREGROUND_COLOR);
      }),
    );
  });
});

describe('splash visibility', () => {
  it('is visible off the splash path only within its dates and without a dismissal cookie', () => {
    fc.assert(
      fc.property(offset, fc.option(offset, { nil: undefined }), offset, fc.boolean(), (start, end, now, dismissed) => {
        const c = content(iso(start), end === undefined ? undefined : iso(end));
        const within = now >= start && (end === undefined || now <= end);
        expect(isWithinSplashDates(c, now)).toBe(within);
        expect(isSplashVisible({ content: c, now, hasDismissalCookie: dismissed, onSplashPath: false })).toBe(within && !dismissed);
      }),
    );
  });

  it('is always visible on the splash path when content exists, and never without content', () => {
    fc.assert(
      fc.property(offset, offset, fc.boolean(), fc.boolean(), (start, now, dismissed, onSplashPath) => {
        expect(isSplashVisible({ content: content(iso(start), iso(start)), now, hasDismissalCookie: dismissed, onSplashPath: true })).toBe(true);
        expect(isSplashVisible({ content: null, now, hasDismissalCookie: dismissed, onSplashPath })).toBe(false);
      }),
    );
  });

  it('treats a missing or empty endDate as open-ended and unreadable dates as closed', () => {
    expect(isWithinSplashDates(content(iso(BASE), null), BASE + 1e12)).toBe(true);
    expect(isWithinSplashDates(content(iso(BASE), ''), BASE + 1e12)).toBe(true);
    expect(isWithinSplashDates(content('soon'), BASE)).toBe(false);
    expect(isWithinSplashDates(content(iso(BASE), 'later'), BASE)).toBe(false);
  });

  it('redirects the splash path to / only when there is no content', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (hasContent, onSplashPath) => {
        const target = splashPathRedirect(hasContent ? content(iso(BASE)) : undefined, onSplashPath);
        expect(target).toBe(onSplashPath && !hasContent ? '/' : null);
      }),
    );
  });

  it('knows the splash path by /splash anywhere in it', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.nat(), (path, id) => {
        expect(isSplashPath(`/splash/${id}`)).toBe(true);
        expect(isSplashPath(`/hidden/splash/${id}`)).toBe(true);
        expect(isSplashPath(path)).toBe(path.includes('/splash'));
      }),
    );
  });
});

describe('splash cookies', () => {
  it('uses one distinct cookie per kind and splash', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPLASH_COOKIE_KINDS), fc.constantFrom(...SPLASH_COOKIE_KINDS), fc.nat(), fc.nat(), (k1, k2, a, b) => {
        expect(splashCookieName(k1, a) === splashCookieName(k2, b)).toBe(k1 === k2 && a === b);
      }),
    );
  });

  it('continue lasts 4 h, shown 5 min, skip until the end of 31 Dec 2040', () => {
    fc.assert(
      fc.property(fc.nat({ max: 2e12 }), (now) => {
        expect(splashCookieExpires('continue', now)).toBe(now + 4 * HOUR);
        expect(splashCookieExpires('shown', now)).toBe(now + 5 * 60_000);
        expect(splashCookieExpires('skip', now)).toBe(Date.parse('2040-12-31T23:59:59Z'));
        expect(splashCookieOptions('continue', now)).toEqual({ expires: now + 4 * HOUR, path: '/' });
      }),
    );
  });

  it('any one of the splash cookies counts as dismissal, other splashes’ cookies do not', () => {
    fc.assert(
      fc.property(fc.subarray([...SPLASH_COOKIE_KINDS]), fc.nat({ max: 100 }), fc.nat({ max: 100 }), (kinds, id, other) => {
        const jar = new Set(kinds.map((k) => splashCookieName(k, other)));
        expect(hasSplashDismissalCookie(id, (name) => jar.has(name))).toBe(kinds.length > 0 && id === other);
      }),
    );
  });
});

describe('splash targets and texts', () => {
  it('click goes to the link or /', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.webUrl(), fc.constantFrom('', '  ')), { nil: null }), (link) => {
        expect(splashClickTarget({ link })).toBe(link && link.trim() ? link.trim() : '/');
      }),
    );
  });

  it('continue goes to / only on the splash route', () => {
    expect(splashContinueTarget(true)).toBe('/');
    expect(splashContinueTarget(false)).toBeNull();
  });

  it('has the exact fetch failure text', () => {
    expect(SPLASH_FETCH_ERROR).toBe('Failed to fetch splash page content');
  });
});
