// spec 2.2: the route rules and per-route redirect guards whose behaviour the spec names but does
// not show: url-cleanup (old story and sport-file URLs) and redirects (tickets, login).

/** Legacy (.aspx era) pages of the site, matched without regard to case, and where they live now. */
export const LEGACY_PAGE_RULES: ReadonlyArray<readonly [from: string, to: string]> = [
  ['/tickets.aspx', '/tickets'],
  ['/login.aspx', '/login'],
  ['/default.aspx', '/'],
  ['/index.aspx', '/'],
];

// Story and sport-file pages, public, hidden or protected: /news/2026/11/3/name, /sports/2026/11/3/name.
const DATED_FILE = /^((?:\/(?:hidden|protected))?\/(?:news|sports)\/\d{4}\/\d{1,2}\/\d{1,2}\/[^/]+?)\.aspx$/i;

function withoutTrailingSlashes(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** url-cleanup: the canonical form of a path (no trailing slash, no '.aspx' on old story and sport-file URLs). */
export function cleanPath(pathname: string): string {
  const path = withoutTrailingSlashes(pathname);
  const dated = DATED_FILE.exec(path);
  return dated ? (dated[1] as string) : path;
}

/**
 * The route rule that applies to a path: where the visitor is sent instead, or undefined when the
 * path is served as it is. The query string is the caller's to keep.
 */
export function routeRuleRedirect(pathname: string): string | undefined {
  const clean = cleanPath(pathname);
  const lower = clean.toLowerCase();
  const legacy = LEGACY_PAGE_RULES.find(([from]) => from === lower);
  const target = legacy ? legacy[1] : clean;
  return target === pathname ? undefined : target;
}
