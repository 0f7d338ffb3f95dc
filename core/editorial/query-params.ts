/** Read access to a URL's query (URLSearchParams fits). */
export interface QueryReader {
  get(name: string): string | null;
}

/** The query string of `entries` without empty values, with its '?' (or '' when nothing is left). */
export function queryStringOf(entries: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  const kept = entries.filter((entry): entry is readonly [string, string | number] => entry[1] !== null && entry[1] !== undefined && String(entry[1]) !== '');
  if (kept.length === 0) return '';
  return `?${kept.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** A positive whole number of at most 9 digits (ids, years), or null. */
export function positiveIntFrom(param: string | null | undefined): number | null {
  const text = param?.trim() ?? '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** Free text from the URL: trimmed, single-spaced, control characters dropped, at most `max` characters. */
export function textFrom(param: string | null | undefined, max = 200): string {
  // eslint-disable-next-line no-control-regex
  return (param ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}
