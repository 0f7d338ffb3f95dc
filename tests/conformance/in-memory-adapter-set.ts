import { demoSource, unavailableSource } from '../../adapters/in-memory/demo-source';
import { inMemoryAdapters, type DemoSnapshot } from '../../adapters/in-memory/in-memory-adapter-set';
import { dumpDemoSnapshots } from '../../scripts/demo-snapshot';
import { openTestStore } from '../support/test-store';
import { testNow } from '../support/test-clock';
import type { AdapterSetFactory, Backend, DemoTenant } from './adapter-set';
import { quietLogger } from '../support/quiet-logger';

const UNAVAILABLE = 'the demo data does not load';

/**
 * The in-memory adapters over the demo snapshot, made as `npm run dev:memory` makes it (read from our
 * server's seeded API, which is gone before a suite runs) and sent through JSON as the browser gets it.
 */
export function inMemoryAdapterSet(): AdapterSetFactory {
  return {
    name: 'in-memory (the demo snapshot, no server)',
    failureModes: [UNAVAILABLE],
    async open(): Promise<Backend> {
      const store = await openTestStore('pglite', null);
      const today = testNow();
      let snapshots: Map<string, DemoSnapshot>;
      try {
        snapshots = new Map([...(await dumpDemoSnapshots(today, store.database))].map(([tenant, snapshot]) => [tenant, JSON.parse(JSON.stringify(snapshot)) as DemoSnapshot]));
      } finally {
        await store.dispose();
      }
      const clock = { now: () => today };
      return {
        forTenant: (tenant: DemoTenant) => inMemoryAdapters({ source: demoSource(async () => snapshots.get(tenant)!), clock, logger: quietLogger }),
        failing: (mode) => {
          if (mode !== UNAVAILABLE) throw new Error(`the in-memory set has no failure mode '${mode}'`);
          return inMemoryAdapters({ source: unavailableSource(), clock, logger: quietLogger });
        },
        today,
        close: async () => {},
      };
    },
  };
}
