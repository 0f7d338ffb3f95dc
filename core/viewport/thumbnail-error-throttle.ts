// spec 9: thumbnail error alerts: 200 per 5 minutes per key, then a 10-minute cooldown.
export const THUMBNAIL_ERROR_LIMIT = 200;
export const THUMBNAIL_ERROR_WINDOW_MS = 5 * 60 * 1000;
export const THUMBNAIL_ERROR_COOLDOWN_MS = 10 * 60 * 1000;

export interface ThrottleKeyState {
  /** Start of the current counting window. */
  readonly windowStart: number;
  /** Alerts raised in the current window. */
  readonly count: number;
  /** While now is before this time, nothing is raised for the key. */
  readonly cooldownUntil: number | null;
}

export type ThumbnailErrorThrottle = Readonly<Record<string, ThrottleKeyState>>;

export const emptyThumbnailErrorThrottle: ThumbnailErrorThrottle = {};

export interface ThrottleResult {
  state: ThumbnailErrorThrottle;
  /** Whether this error may raise an alert. */
  alert: boolean;
}

/** Records one error for key at now; the first 200 in a window alert, the next starts the cooldown. */
export function recordThumbnailError(state: ThumbnailErrorThrottle, key: string, now: number): ThrottleResult {
  const current = Object.hasOwn(state, key) ? state[key] : undefined;
  const put = (next: ThrottleKeyState, alert: boolean): ThrottleResult => ({ state: { ...state, [key]: next }, alert });
  if (current?.cooldownUntil != null && now < current.cooldownUntil) return { state, alert: false };
  if (current === undefined || current.cooldownUntil != null || now - current.windowStart >= THUMBNAIL_ERROR_WINDOW_MS) {
    return put({ windowStart: now, count: 1, cooldownUntil: null }, true);
  }
  if (current.count < THUMBNAIL_ERROR_LIMIT) return put({ ...current, count: current.count + 1 }, true);
  return put({ ...current, cooldownUntil: now + THUMBNAIL_ERROR_COOLDOWN_MS }, false);
}
