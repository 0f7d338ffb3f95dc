import type { CookieOptions } from '../platform/cookie-jar.port';

// spec 9: viewport cookie, name viewport, 365 days, path /, SameSite Strict, secure.
export const VIEWPORT_COOKIE_NAME = 'viewport';
export const VIEWPORT_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function viewportCookieOptions(now: number): CookieOptions {
  return { expires: now + VIEWPORT_COOKIE_LIFETIME_MS, path: '/', sameSite: 'Strict', secure: true };
}
