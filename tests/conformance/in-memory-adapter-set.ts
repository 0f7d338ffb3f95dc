import { readFileSync } from 'node:fs';
import path from 'node:path';
import { demoSource, unavailableSource } from '../../adapters/in-memory/demo-source';
import { inMemoryAdapters, type DemoSnapshot } from '../../adapters/in-memory/in-memory-adapter-set';
import { DEMO_SCHOOLS } from '../../demo/schools';
import { cachedDemoSnapshotDir } from '../support/demo-snapshot-cache';
import { TEST_NOW } from '../support/test-clock';
import type { AdapterSetFactory, Backend, DemoTenant } from './adapter-set';
import { quietLogger } from '../support/quiet-logger';

const UNAVAILABLE = 'the demo data does not load';

/**
 * The in-memory adapters over the demo snapshot, made as `npm run dev:memory` makes it (read from our
 * server's seeded API, which is gone before a suite runs) and read from its JSON files as the browser gets them.
 */
export function inMemoryAdapterSet(): AdapterSetFactory {
  return {
    name: 'in-memory (the demo snapshot, no server)',
    failureModes: [UNAVAILABLE],
    async open(): Promise<Backend> {
      // The instant the run's stores were seeded at, as the API set's copies are.
      const today = TEST_NOW;
      const dir = await cachedDemoSnapshotDir(today);
      const snapshots = new Map(DEMO_SCHOOLS.map(({ key: tenant }) => [tenant, JSON.parse(readFileSync(path.join(dir, `${tenant}.json`), 'utf8')) as DemoSnapshot]));
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
