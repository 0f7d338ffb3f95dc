const PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * spec 2.2: a route-rule redirect is a full page load when the target has a protocol or is
 * relative to the host ('//host/path', protocol-relative); plain paths stay in the router.
 */
export function isFullPageRedirect(target: string): boolean {
  return PROTOCOL.test(target) || target.startsWith('//');
}
