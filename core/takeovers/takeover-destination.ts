import type { CookieOptions } from '../platform/cookie-jar.port';
import type { Takeover, TakeoverList } from './takeover';
import { concurrentGameDayUrl, takeoverToShow } from './takeover-rules';

/** Where a takeover sends the visitor, and the cookies that mark it as seen so it shows once. */
export interface TakeoverDestination {
  url: string;
  cookies: string[];
}

// The spec gives the takeover cookie no lifetime; a month outlasts any takeover's run.
export const TAKEOVER_COOKIE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const TAKEOVER_COOKIE_VALUE = 'seen';

export function takeoverCookieOptions(now: number): CookieOptions {
  return { expires: now + TAKEOVER_COOKIE_LIFETIME_MS, path: '/' };
}

const GAMEDAY_TYPE = 'gameday';

function isDue(takeover: Takeover, hasCookie: (name: string) => boolean): boolean {
  return Boolean(takeover.url) && Boolean(takeover.cookie) && !hasCookie(takeover.cookie as string);
}

/**
 * spec 2.2/4: the takeover to show. With the concurrent config and two or more game-day
 * takeovers due, all of them show together on the concurrent game-day page
 * (/gameday/concurrent.aspx?ids=...); otherwise the first takeover due shows alone.
 */
export function takeoverDestination(list: TakeoverList, hasCookie: (name: string) => boolean): TakeoverDestination | undefined {
  if (list.config.isConcurrent) {
    const gamedays = list.takeovers.filter((takeover) => takeover.type.toLowerCase() === GAMEDAY_TYPE && isDue(takeover, hasCookie));
    if (gamedays.length > 1) {
      return { url: concurrentGameDayUrl(gamedays.map((takeover) => takeover.id)), cookies: gamedays.map((takeover) => takeover.cookie as string) };
    }
  }
  const single = takeoverToShow(list.takeovers, hasCookie);
  return single ? { url: single.url as string, cookies: [single.cookie as string] } : undefined;
}
