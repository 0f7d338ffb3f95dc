/** Readers of the attribute values stat files write: numbers with spaces or as '', '-', '13.0'; dates in several forms. */

/** A number, or null for '', '-', 'X' and anything else that is not one. */
export function numberOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '-') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/** A count: the number, 0 when absent or unreadable. */
export const countOf = (value: string | undefined): number => numberOf(value) ?? 0;

/** 'MM:SS' or 'M:SS' (also '91:54', '1:02:03') as seconds; null when not a clock. */
export function clockSeconds(value: string | undefined): number | null {
  if (!value) return null;
  const parts = value.trim().split(':');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** 'Y', 'YES', 'TRUE', '1' → true; 'N', 'NO', 'FALSE', '0' → false; else null. */
export function flagOf(value: string | undefined): boolean | null {
  const text = value?.trim().toUpperCase();
  if (text === 'Y' || text === 'YES' || text === 'TRUE' || text === '1' || text === 'T') return true;
  if (text === 'N' || text === 'NO' || text === 'FALSE' || text === '0' || text === 'F') return false;
  return null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (value: number) => String(value).padStart(2, '0');

function isoDay(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2200) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** '9/15/2016', '02/07/2026', 'Nov 29, 2025', '2025-11-29' → 'YYYY-MM-DD'; null when none of these. */
export function dayOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(text);
  if (slashed) return isoDay(Number(slashed[3]), Number(slashed[1]), Number(slashed[2]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.toLowerCase());
    return month < 0 ? null : isoDay(Number(named[3]), month + 1, Number(named[2]));
  }
  return null;
}

/** 'Last, First', 'Last,First', 'First Last' → first and last names; `revname` ('Last, First') wins where present. */
export function splitName(name: string, reversed?: string): { firstName: string; lastName: string } {
  const source = (reversed?.includes(',') ? reversed : name).trim().replace(/\s+/g, ' ');
  const comma = source.indexOf(',');
  if (comma >= 0) {
    return { lastName: source.slice(0, comma).trim(), firstName: source.slice(comma + 1).trim() };
  }
  const space = source.lastIndexOf(' ');
  if (space < 0) return { firstName: '', lastName: source };
  return { firstName: source.slice(0, space), lastName: source.slice(space + 1) };
}

/** The name as a box score prints it: 'First Last' (or the one name the file has). */
export const displayName = (parts: { firstName: string; lastName: string }): string => [parts.firstName, parts.lastName].filter(Boolean).join(' ');
