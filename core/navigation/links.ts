// spec 2.3: links starting with / are internal (but // is protocol-relative, so external).
export function isInternalLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

export function hasProtocol(url: string): boolean {
  return PROTOCOL.test(url);
}

// spec 2.3: links starting with //, with a protocol, or on the manual external list are external.
export function isExternalLink(url: string, manualExternal: readonly string[] = []): boolean {
  return url.startsWith('//') || hasProtocol(url) || manualExternal.includes(url);
}

// spec 2.3: external links open with a safe rel attribute.
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
export const EXTERNAL_LINK_TARGET = '_blank';

export interface LinkAttributes {
  external: boolean;
  target?: string;
  rel?: string;
}

/** How a link renders: external ones (or ones flagged open_in_new_window) open in a new window, safely. */
export function linkAttributes(
  url: string,
  options: { openInNewWindow?: boolean; manualExternal?: readonly string[] } = {},
): LinkAttributes {
  const external = isExternalLink(url, options.manualExternal);
  if (!external && !options.openInNewWindow) return { external };
  return { external, target: EXTERNAL_LINK_TARGET, rel: EXTERNAL_LINK_REL };
}

// spec 2.2: paths served as external pages, outside this application.
export const EXTERNAL_PAGE_PATH_PREFIXES: readonly string[] = [
  '/watch',
  '/galleries',
  '/tournament-experience/',
  '/gameday/',
  '/signingday/',
  '/feature/',
  '/services/',
  '/showcase',
  '/sidearmstats/',
];

// Matched without regard to case: the legacy pages behind these paths are served case-insensitively.
export function isExternalPagePath(path: string): boolean {
  const lower = path.toLowerCase();
  return EXTERNAL_PAGE_PATH_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

// spec 2.3: fixed roster links for track.
export const TRACK_ROSTER_LINKS: readonly string[] = [
  '/sports/mens-track-and-field/roster',
  '/sports/womens-track-and-field/roster',
];
