import { demoSource, unavailableSource } from '../../adapters/in-memory/demo-source';
import { dumpDemoSnapshot, inMemoryAdapters, type DemoSnapshot } from '../../adapters/in-memory/in-memory-adapter-set';
import type { Logger } from '../../core/platform/logger.port';
import type { AdapterSetFactory, Backend, DemoTenant } from './adapter-set';
import { apiAdapterSet } from './api-adapter-set';

const quiet: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const TENANTS: readonly DemoTenant[] = ['ridgemont', 'coastalbay'];
const UNAVAILABLE = 'the demo data does not load';

/**
 * The in-memory adapters over a snapshot of the demo seed. The snapshot is read from our server's
 * seeded API, sent through JSON (as the browser gets it), and the server is gone before a suite runs.
 */
export function inMemoryAdapterSet(): AdapterSetFactory {
  return {
    name: 'in-memory (the demo snapshot, no server)',
    failureModes: [UNAVAILABLE],
    async open(): Promise<Backend> {
      const server = await apiAdapterSet().open();
      const snapshots = new Map<DemoTenant, DemoSnapshot>();
      try {
        for (const tenant of TENANTS) {
          const snapshot = await dumpDemoSnapshot(server.forTenant(tenant), server.today);
          snapshots.set(tenant, JSON.parse(JSON.stringify(snapshot)) as DemoSnapshot);
        }
      } finally {
        await server.close();
      }
      const today = server.today;
      const clock = { now: () => today };
      return {
        forTenant: (tenant) => inMemoryAdapters({ source: demoSource(async () => snapshots.get(tenant)!), clock, logger: quiet }),
        failing: (mode) => {
          if (mode !== UNAVAILABLE) throw new Error(`the in-memory set has no failure mode '${mode}'`);
          return inMemoryAdapters({ source: unavailableSource(), clock, logger: quiet });
        },
        today,
        close: async () => {},
      };
    },
  };
}
