import { z } from 'zod';
import { LOCATION_FILTERS, type LocationFilter } from '../../core/games/game-rules';

const DAY = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?)?$/;

/** A local date-time of a query (v2-reference 1.5): the school's wall clock, no offset. */
export interface LocalDateTime {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'YYYY-MM-DD HH:mm:ss', comparable with the stored local start time. */
  stamp: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Midnight UTC of 'YYYY-MM-DD' by its parts: `Date.parse` gives NaN past year 9999 (a week from 9999-12-31), `Date.UTC` maps years below 100 to 19xx. */
function dayTime(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(0).setUTCFullYear(y, m - 1, d);
}

export function parseLocalDateTime(text: string): LocalDateTime | undefined {
  const match = LOCAL_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const check = new Date(dayTime(`${y}-${mo}-${d}`));
  if (check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return { day: `${y}-${mo}-${d}`, stamp: `${y}-${mo}-${d} ${h}:${mi}:${s}` };
}

/** A query date: `YYYY-MM-DDTHH:mm:ss` or date-only `YYYY-MM-DD`; anything else is a 400. */
export const localDateParam = z.string().transform((text, context) => {
  const parsed = parseLocalDateTime(text);
  if (!parsed) {
    context.addIssue({ code: 'custom', message: 'must be a date as YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss' });
    return z.NEVER;
  }
  return parsed;
});

/** spec 9 location filters (All, H, A, N), any case. */
export const locationParam = z.string().transform((text, context) => {
  const match = LOCATION_FILTERS.find((filter) => filter.value.toLowerCase() === text.trim().toLowerCase());
  if (!match) {
    context.addIssue({ code: 'custom', message: `must be one of ${LOCATION_FILTERS.map((filter) => filter.value).join(', ')}` });
    return z.NEVER;
  }
  return match.value as LocationFilter;
});

export const boolParam = z
  .string()
  .regex(/^(true|false|1|0)$/i, 'must be true or false')
  .transform((text) => /^(true|1)$/i.test(text));

export const yearParam = z.string().regex(/^\d{4}$/, 'must be a year as YYYY').transform(Number);

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string, days = 1): string {
  const d = new Date(dayTime(day) + days * DAY);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Whole local days from `from` to `to` inclusive, as [start, end) stamps. */
export function dayRange(from: string, to: string): { fromLocal: string; toLocal: string } {
  return { fromLocal: `${from} 00:00:00`, toLocal: `${nextDay(to)} 00:00:00` };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY);
}

/** The first day of the month of 'YYYY-MM-DD' and the first day of the next month. */
export function monthOf(day: string): { first: string; next: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
  return { first: `${y}-${pad(m)}-01`, next };
}

/** The school's local day of an instant is not known to the server; the UTC day stands in for "today". */
export function utcDay(now: number): string {
  const d = new Date(now);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
