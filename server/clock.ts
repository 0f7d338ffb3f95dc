const DAY = 86_400_000;

/** The server's time source: milliseconds since the epoch, like Date.now. */
export type Now = () => number;

/**
 * Parses SEED_DATE: a day ('2026-04-15') or an instant ('2026-04-15T18:30:00Z'). A day keeps the
 * real time of day, so a demo started at 8 pm on SEED_DATE=2026-04-15 shows 8 pm on April 15.
 */
export function parseSeedDate(value: string, realNow: number = Date.now()): number {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    if (Number.isFinite(day) && new Date(day).toISOString().startsWith(value)) return day + (realNow % DAY);
  } else if (/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const instant = Date.parse(value);
    if (Number.isFinite(instant)) return instant;
  }
  throw new Error(`SEED_DATE must be a day (YYYY-MM-DD) or an ISO instant, got '${value}'`);
}

/**
 * A clock that reads `start` now and runs on in real time from there; the real clock when `start`
 * is undefined. The demo seed and every rule of the server read the same one.
 */
export function clockFrom(start: number | undefined, realNow: Now = Date.now): Now {
  if (start === undefined) return realNow;
  const offset = start - realNow();
  return () => realNow() + offset;
}
