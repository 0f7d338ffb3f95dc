/** Durations and cookie lifetimes of the splash overlay (spec 4 Splash visibility, spec 9). */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

// spec 4 and 9: when shown, focus moves to the splash after 1.5 s.
export const SPLASH_FOCUS_DELAY_MS = 1_500;

// spec 4 and 9: shown-splash cookie, 5 minutes.
export const SPLASH_SHOWN_COOKIE_MS = 5 * MINUTE_MS;

// spec 4 and 9: 'Continue to Home' (or Escape) cookie, 4 hours.
export const SPLASH_CONTINUE_COOKIE_MS = 4 * HOUR_MS;

// spec 4 and 9: 'Skip Permanently' cookie expires at the end of 31 Dec 2040 (23:59:59 UTC).
export const SPLASH_PERMANENT_COOKIE_EXPIRES_AT = Date.UTC(2040, 11, 31, 23, 59, 59);

/** spec 4: where the splash goes when it has no link of its own. */
export const SPLASH_FALLBACK_PATH = '/';

// spec 4 and 8: a failed click recording is only logged, with this text.
export const SPLASH_CLICK_FAILURE_MESSAGE = 'Failed to track click action';
