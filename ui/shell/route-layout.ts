import type { RouteHandle, RouteLayout } from '../../core/routing/route-definition';
import type { SportPageData } from '../../core/shell/sport-page-data';

/** The part of a router match the shell reads (react-router's UIMatch fits it). */
export interface ShellMatch {
  handle: unknown;
  data: unknown;
}

/** Whether a router match's handle is a route table row's (the page routes'; the root and redirects have none). */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The layout of the deepest match that declares one; 'default' when none does. */
export function layoutOf(matches: readonly ShellMatch[]): RouteLayout {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route.layout;
  }
  return 'default';
}

function isSportPageData(data: unknown): data is SportPageData {
  return typeof data === 'object' && data !== null && Array.isArray((data as SportPageData).sportNavigation) && 'sport' in data;
}

/** spec 2.3: the deepest sport page's data, whose sport navigation shows under the header. */
export function sportPageOf(matches: readonly ShellMatch[]): SportPageData | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.data;
    if (isSportPageData(data)) return data;
  }
  return undefined;
}
