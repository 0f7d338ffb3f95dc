import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';

/**
 * The school a public, header-free address (a calendar feed, an RSS feed, an unsubscribe link)
 * belongs to, from the Host header as the site itself reads it (TenantDirectory.byHost), but
 * without the site's fall-back to the default school: a feed fetched under a host no school uses
 * is a 404, never another school's data.
 */
export function tenantOfKnownHost(directory: TenantDirectory, hostHeader: string | undefined): Tenant | undefined {
  const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
  const tenant = directory.byHost(hostHeader);
  if (!tenant) return undefined;
  return tenant.hosts.includes(host) || host.split('.')[0] === tenant.key ? tenant : undefined;
}

/** The host as it names no school, for the 404's message (trimmed so a long header does not echo back). */
export function hostLabel(hostHeader: string | undefined): string {
  return (hostHeader ?? '').slice(0, 100) || '(no host)';
}
