/** Calendar dates as the date input sends them (YYYY-MM-DD), read without any time zone. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of a year (month 1..12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar date as epoch ms at UTC midnight, else undefined. */
export function calendarDate(year: number, month: number, day: number): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return Date.UTC(year, month - 1, day);
}

/** 'YYYY-MM-DD' as epoch ms at UTC midnight, else undefined ('2023-02-30' is not a date). */
export function parseIsoDate(text: string): number | undefined {
  const match = ISO_DATE.exec(text.trim());
  if (match === null) return undefined;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const FORMAT_TOKENS: Readonly<Record<string, string>> = {
  YYYY: '(?<year>\\d{4})',
  YY: '(?<shortYear>\\d{2})',
  MM: '(?<month>\\d{2})',
  M: '(?<month>\\d{1,2})',
  DD: '(?<day>\\d{2})',
  D: '(?<day>\\d{1,2})',
};

/** A date format (tokens YYYY, YY, MM, M, DD, D; other text literal) as an anchored pattern. */
export function formatPattern(format: string): RegExp | undefined {
  let source = '';
  const seen = new Set<string>();
  for (const part of format.split(/(YYYY|YY|MM|M|DD|D)/)) {
    const token = Object.hasOwn(FORMAT_TOKENS, part) ? FORMAT_TOKENS[part] : undefined;
    if (token === undefined) {
      source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      continue;
    }
    const group = /<(\w+)>/.exec(token)?.[1] ?? part;
    const key = group === 'shortYear' ? 'year' : group;
    if (seen.has(key)) return undefined;
    seen.add(key);
    source += token;
  }
  return seen.has('year') && seen.has('month') && seen.has('day') ? new RegExp(`^${source}$`) : undefined;
}

/**
 * Text in the given format as epoch ms, else undefined. A two-digit year is read as 20YY.
 * A format without a year, month and day is not a date format, so nothing matches it.
 */
export function parseFormattedDate(text: string, format: string): number | undefined {
  const groups = formatPattern(format)?.exec(text)?.groups;
  if (groups === undefined) return undefined;
  const year = groups.year === undefined ? 2000 + Number(groups.shortYear) : Number(groups.year);
  return calendarDate(year, Number(groups.month), Number(groups.day));
}
