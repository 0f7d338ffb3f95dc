import { resolveRoute } from '../routing/route-resolution';
import { ROUTE_TABLE } from '../routing/route-table';

/**
 * The hidden page a link on a staff preview leads to, or null for a public one: on next season's
 * roster every player's bio is a bio on that hidden roster (spec 2.1 hidden_roster_bio).
 */
export function previewLinkTarget(fromRoute: string, href: string): string | null {
  if (fromRoute !== 'hidden_roster_list' || !href.startsWith('/') || href.startsWith('//')) return null;
  const [pathname = '', search = ''] = href.split(/(?=[?#])/);
  return resolveRoute(pathname, ROUTE_TABLE)?.route.name === 'roster_bio' ? `/hidden${pathname}${search}` : null;
}
