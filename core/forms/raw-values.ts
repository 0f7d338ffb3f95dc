/**
 * Lenient readers for raw server data. The wire is checked by contract/ schemas first; these keep
 * the form parser total (never throwing) on whatever still gets through.
 */

export type RawRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strings as they are, finite numbers as text, anything else the fallback. */
export function readText(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** Text or null when absent or blank. */
export function readOptionalText(value: unknown): string | null {
  const text = readText(value).trim();
  return text === '' ? null : text;
}

/** true, 'true' (any case), 1 and '1' are true; everything else is false. */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['true', '1'].includes(value.trim().toLowerCase());
  return false;
}

/** A finite number (numeric strings too), else undefined. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * A positive whole limit, else null. A zero or negative limit is read as "no limit": a database
 * default of 0 would otherwise close every form and cap every field at nothing.
 */
export function readLimit(value: unknown): number | null {
  const parsed = readNumber(value);
  return parsed !== undefined && parsed >= 1 ? Math.floor(parsed) : null;
}
