import { eq } from 'drizzle-orm';
import { commonSettingsWire, type CommonSettingsWire } from '../../contract/settings';
import type { Db } from '../store/database';
import { tenants } from '../store/tables/foundation';

export interface Tenant {
  id: number;
  key: string;
  name: string;
  hosts: string[];
  isDefault: boolean;
  /** IANA zone of the school's wall clock: game times are set on it and shown in it. */
  timeZone: string;
  settings: CommonSettingsWire;
}

/** Knows the schools this server hosts, by tenant key and by request host. */
export class TenantDirectory {
  private byKey = new Map<string, Tenant>();
  private fallback: Tenant | undefined;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    // #27: a school being imported is served once its import completes.
    const rows = await this.db.select().from(tenants).where(eq(tenants.state, 'active')).orderBy(tenants.id);
    this.byKey = new Map(rows.map((row) => [row.key, { ...row, settings: commonSettingsWire.parse(row.settings) }]));
    this.fallback = [...this.byKey.values()].find((tenant) => tenant.isDefault) ?? this.byKey.values().next().value;
  }

  all(): Tenant[] {
    return [...this.byKey.values()];
  }

  byTenantKey(key: string): Tenant | undefined {
    return this.byKey.get(key.trim().toLowerCase());
  }

  /** DESIGN 6: a listed host, then `<tenant>.localhost`, then the default school. */
  byHost(hostHeader: string | undefined): Tenant | undefined {
    const host = (hostHeader ?? '').toLowerCase().replace(/:\d+$/, '');
    for (const tenant of this.byKey.values()) if (tenant.hosts.includes(host)) return tenant;
    const subdomain = host.split('.')[0];
    if (subdomain && this.byKey.has(subdomain)) return this.byKey.get(subdomain);
    return this.fallback;
  }
}
