// Query helpers of the honours lists (paging itself lives in core/paging/paging.ts).

/** A positive whole id from a query value (`?sport=12`), else undefined (no filter). */
export function idFromQuery(raw: string | null | undefined): number | undefined {
  if (raw === null || raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const id = Number(raw.trim());
  return id > 0 ? id : undefined;
}

/** Builds a list's href from its path and query values, dropping empty ones (stable order). */
export function listHref(path: string, query: ReadonlyArray<readonly [string, string | number | undefined]>): string {
  const parts = query
    .filter((entry): entry is readonly [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}
