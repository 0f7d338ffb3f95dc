import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdapterSetFactory, Backend } from './adapter-set';
import { contextOf, type ConformanceContext, type PortUse } from './conformance-context';
import { shellConformance } from './ports/shell.conformance';
import { honoursConformance } from './ports/honours.conformance';
import { editorialConformance } from './ports/editorial.conformance';
import { homeConformance } from './ports/home.conformance';
import { infoConformance } from './ports/info.conformance';
import { liveConformance } from './ports/live.conformance';
import { mediaAndAccessConformance } from './ports/media-access.conformance';
import { peopleConformance } from './ports/people.conformance';
import { scheduleConformance } from './ports/schedule.conformance';
import { siteConformance } from './ports/site.conformance';
import { storiesConformance } from './ports/stories.conformance';

/** One suite per group of ports, each written against the ports alone. */
const PORT_SUITES: ReadonlyArray<(context: ConformanceContext) => void> = [shellConformance, storiesConformance, scheduleConformance, peopleConformance, homeConformance, siteConformance, honoursConformance, editorialConformance, infoConformance, mediaAndAccessConformance, liveConformance];

/** Proves an adapter set: starts its backend with the demo data and runs every port's suite on it. */
export function describeConformance(factory: AdapterSetFactory): void {
  describe(`${factory.name} conforms to core's ports`, () => {
    let backend: Backend | undefined;
    beforeAll(async () => {
      backend = await factory.open();
    });
    afterAll(async () => {
      await backend?.close();
    });
    const use: PortUse = { working: new Set(), failing: new Set() };
    const context = contextOf(
      () => {
        if (!backend) throw new Error(`${factory.name}: the backend did not open`);
        return backend;
      },
      factory.failureModes,
      use,
    );
    for (const suite of PORT_SUITES) suite(context);
    // Last (the tests of a file run in order): a port added to the adapter set without a suite fails here.
    it('has exercised every port of the set, working and failing', () => {
      const ports = Object.keys(backend!.forTenant('ridgemont')).sort();
      expect(ports.length).toBeGreaterThan(0);
      expect([...use.working].sort()).toEqual(ports);
      if (factory.failureModes.length > 0) expect([...use.failing].sort()).toEqual(ports);
    });
  });
}
