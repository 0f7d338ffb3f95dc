import { isExternalPagePath } from '../navigation/links';
import { findLegacyRedirect, type LegacyRedirect } from './legacy-redirects';
import { isFullPageRedirect } from './redirects';
import { routeRuleRedirect } from './route-rules';
import { NOT_FOUND_PATH } from './route-validation';

/** What becomes of a path no page answers: a full page load, a redirect inside the app, or the 404 page. */
export type UnknownPathOutcome =
  | { kind: 'full-page'; url: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'not-found'; url: typeof NOT_FOUND_PATH };

export interface UnknownPathContext {
  redirects: readonly LegacyRedirect[];
  /** PageNavigator.isCurrentDocument: a full load of this address would only come back here. */
  isCurrentDocument(url: string): boolean;
}

function destination(url: string, context: UnknownPathContext): UnknownPathOutcome {
  const path = url.split(/[?#]/, 1)[0] ?? url;
  // spec 2.2: a target with a protocol or relative to the host, or one of the external pages, is a full page load.
  if (isFullPageRedirect(url) || isExternalPagePath(path)) {
    return context.isCurrentDocument(url) ? { kind: 'not-found', url: NOT_FOUND_PATH } : { kind: 'full-page', url };
  }
  return { kind: 'redirect', url };
}

/**
 * spec 2.1/2.2: an unknown path. In order: the external pages load in full (external-urls), a
 * route rule redirects (legacy pages, url cleanup), a legacy URL from the Redirects API redirects
 * (legacy-urls, redirects); anything else ends on /404.
 */
export function unknownPathOutcome(pathname: string, search: string, context: UnknownPathContext): UnknownPathOutcome {
  if (isExternalPagePath(pathname)) return destination(`${pathname}${search}`, context);
  const rule = routeRuleRedirect(pathname);
  if (rule !== undefined) return destination(`${rule}${search}`, context);
  const legacy = findLegacyRedirect(context.redirects, pathname, search);
  if (legacy !== undefined) return destination(legacy, context);
  return { kind: 'not-found', url: NOT_FOUND_PATH };
}
