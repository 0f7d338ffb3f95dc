/** One pair of GET /api/v2/Redirects: an old URL of the school's site and where it lives now. */
export interface LegacyRedirect {
  from: string;
  to: string;
}

function normalised(path: string): string {
  const trimmed = path.trim().replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/**
 * spec 2.2: the 404 page's legacy-urls and redirects guards. The requested path is looked up
 * without regard to case or a trailing slash; a pair whose `from` carries a query string matches
 * only that path and query. The first listed pair wins (the API returns them in rank order).
 */
export function findLegacyRedirect(redirects: readonly LegacyRedirect[], pathname: string, search = ''): string | undefined {
  const path = normalised(pathname);
  const withQuery = search && search !== '?' ? `${path}${search.startsWith('?') ? search : `?${search}`}`.toLowerCase() : undefined;
  for (const { from, to } of redirects) {
    if (!from.trim() || !to.trim()) continue;
    const [fromPath = '', fromQuery] = from.split('?', 2);
    const matches = fromQuery === undefined ? normalised(fromPath) === path : withQuery !== undefined && `${normalised(fromPath)}?${fromQuery}`.toLowerCase() === withQuery;
    // A pair that points at itself would loop; it is ignored.
    if (matches && normalised(to) !== path) return to.trim();
  }
  return undefined;
}
