// spec 8: invalid dates fail with a reason such as 'invalid input' or 'Timestamp out of range'.
export type DateFailureReason = 'invalid input' | 'Timestamp out of range';

export type ParsedDate = { ok: true; value: number } | { ok: false; reason: DateFailureReason };

/** ECMAScript time values are limited to ±8.64e15 ms around the epoch. */
export const MAX_TIMESTAMP_MS = 8.64e15;

const MS_PER_DAY = 86_400_000;
const DAYS_PER_400_YEARS = 146_097;

const ISO_DATE = /^([+-]\d{6}|\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

function invalid(): ParsedDate {
  return { ok: false, reason: 'invalid input' };
}

function outOfRange(): ParsedDate {
  return { ok: false, reason: 'Timestamp out of range' };
}

function fromNumber(input: number): ParsedDate {
  if (!Number.isFinite(input)) return invalid();
  const value = Math.trunc(input);
  if (Math.abs(value) > MAX_TIMESTAMP_MS) return outOfRange();
  return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * The time an ISO-like string would denote if the time range were unlimited, or undefined when
 * its fields are not a date. Years are folded into 400-year cycles so Date.UTC stays in range.
 */
function unclippedIsoTime(input: string): number | undefined {
  const match = ISO_DATE.exec(input);
  if (!match) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', , offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 24 || minute > 59 || second > 59) return undefined;
  // Date.UTC reads years 0-99 as 19xx, so fold into 2000-2399 and add the cycles back.
  const rest = ((year % 400) + 400) % 400;
  const cycles = (year - rest - 2000) / 400;
  const folded = Date.UTC(2000 + rest, month - 1, day, hour, minute, second);
  let offsetMs = 0;
  if (offset !== undefined && offset !== 'Z') {
    const sign = offset.startsWith('-') ? -1 : 1;
    offsetMs = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000;
  }
  return folded + cycles * DAYS_PER_400_YEARS * MS_PER_DAY - offsetMs;
}

function fromString(input: string): ParsedDate {
  const text = input.trim();
  if (text === '') return invalid();
  const parsed = Date.parse(text);
  if (!Number.isNaN(parsed)) return { ok: true, value: parsed };
  // Date.parse answers NaN both for nonsense and for real dates beyond the time range.
  const unclipped = unclippedIsoTime(text);
  if (unclipped !== undefined && Math.abs(unclipped) > MAX_TIMESTAMP_MS) return outOfRange();
  return invalid();
}

/** Parses an epoch-ms number, an ISO or RFC date string, or a Date into epoch milliseconds. */
export function parseDate(input: unknown): ParsedDate {
  if (typeof input === 'number') return fromNumber(input);
  if (typeof input === 'string') return fromString(input);
  if (input instanceof Date) return fromNumber(input.getTime());
  return invalid();
}

/** The parsed time, or undefined when the input is not a usable date. */
export function toTimestamp(input: unknown): number | undefined {
  const parsed = parseDate(input);
  return parsed.ok ? parsed.value : undefined;
}
