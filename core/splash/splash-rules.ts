import type { CookieOptions } from '../platform/cookie-jar.port';
import { toTimestamp } from '../dates/parse-date';
import type { SplashContent } from './splash-content';
import {
  SPLASH_CONTINUE_COOKIE_MS,
  SPLASH_FALLBACK_PATH,
  SPLASH_PERMANENT_COOKIE_EXPIRES_AT,
  SPLASH_SHOWN_COOKIE_MS,
} from './splash-timings';

// spec 4/8: the splash store's fetch failure text, shown character for character. The click
// failure text and the cookie lifetimes live with the machine's timings in splash-timings.ts.
export const SPLASH_FETCH_ERROR = 'Failed to fetch splash page content';

export type SplashCookieKind = 'continue' | 'shown' | 'skip';

export const SPLASH_COOKIE_KINDS: readonly SplashCookieKind[] = ['continue', 'shown', 'skip'];

/** One cookie of each kind per splash, so a new splash is shown even after an older one was dismissed. */
export function splashCookieName(kind: SplashCookieKind, splashId: number): string {
  return `splash-${kind}-${splashId}`;
}

export function splashCookieExpires(kind: SplashCookieKind, now: number): number {
  switch (kind) {
    case 'continue':
      return now + SPLASH_CONTINUE_COOKIE_MS;
    case 'shown':
      return now + SPLASH_SHOWN_COOKIE_MS;
    case 'skip':
      return SPLASH_PERMANENT_COOKIE_EXPIRES_AT;
  }
}

export function splashCookieOptions(kind: SplashCookieKind, now: number): CookieOptions {
  return { expires: splashCookieExpires(kind, now), path: '/' };
}

/** Any of the splash's cookies keeps it closed: continued, skipped, or shown in the last 5 minutes. */
export function hasSplashDismissalCookie(splashId: number, hasCookie: (name: string) => boolean): boolean {
  return SPLASH_COOKIE_KINDS.some((kind) => hasCookie(splashCookieName(kind, splashId)));
}

// spec 2.5: the layout leaves the splash to the splash route when the path contains /splash.
export function isSplashPath(pathname: string): boolean {
  return pathname.includes('/splash');
}

export function isWithinSplashDates(content: Pick<SplashContent, 'startDate' | 'endDate'>, now: number): boolean {
  const start = toTimestamp(content.startDate);
  if (start === undefined || now < start) return false;
  if (content.endDate === undefined || content.endDate === null || content.endDate === '') return true;
  const end = toTimestamp(content.endDate);
  return end !== undefined && now <= end;
}

export interface SplashVisibilityInput {
  content: SplashContent | null | undefined;
  now: number;
  hasDismissalCookie: boolean;
  onSplashPath: boolean;
}

// spec 4: visible if content exists, now is within its dates and no dismissal cookie; always on the splash path.
export function isSplashVisible({ content, now, hasDismissalCookie, onSplashPath }: SplashVisibilityInput): boolean {
  if (!content) return false;
  if (onSplashPath) return true;
  return !hasDismissalCookie && isWithinSplashDates(content, now);
}

// spec 4: if the splash path has no content, redirect to /.
export function splashPathRedirect(content: SplashContent | null | undefined, onSplashPath: boolean): string | null {
  return onSplashPath && !content ? SPLASH_FALLBACK_PATH : null;
}

// spec 4: 'Continue to Home' goes to / only when on the splash route.
export function splashContinueTarget(onSplashPath: boolean): string | null {
  return onSplashPath ? SPLASH_FALLBACK_PATH : null;
}

// spec 4: clicking the image or video goes to the splash link or /.
export function splashClickTarget(content: Pick<SplashContent, 'link'>): string {
  const link = content.link?.trim();
  return link ? link : SPLASH_FALLBACK_PATH;
}
