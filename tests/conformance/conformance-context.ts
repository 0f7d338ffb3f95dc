import { it } from 'vitest';
import type { AdapterSet, Backend, DemoTenant } from './adapter-set';

/** What a port's suite sees: the ports of a running backend, never its wire or its store. */
export interface ConformanceContext {
  /** A fresh adapter set of one demo school (ridgemont by default). */
  set(tenant?: DemoTenant): AdapterSet;
  /** The demo's today (epoch ms) the backend holds its data around. */
  today(): number;
  failureModes: readonly string[];
  /** The adapter set over the backend failing in one mode. */
  failing(mode: string): AdapterSet;
}

/** The ports the suites asked a set for, working and failing: the suite's own coverage. */
export interface PortUse {
  working: Set<string>;
  failing: Set<string>;
}

/** The set, noting each port a suite takes from it. */
function noting(set: AdapterSet, into: Set<string>): AdapterSet {
  return new Proxy(set, {
    get(target, port, receiver) {
      if (typeof port === 'string') into.add(port);
      return Reflect.get(target, port, receiver);
    },
  });
}

/** The context of a backend that `open()` fills in before the suites run. */
export function contextOf(backend: () => Backend, failureModes: readonly string[], use: PortUse): ConformanceContext {
  return {
    set: (tenant = 'ridgemont') => noting(backend().forTenant(tenant), use.working),
    today: () => backend().today,
    failureModes,
    failing: (mode) => noting(backend().failing(mode), use.failing),
  };
}

/** spec 8: one test per failure mode that the port degrades (its own empty results) and never throws. */
export function itDegrades(context: ConformanceContext, check: (set: AdapterSet) => Promise<void>): void {
  for (const mode of context.failureModes) it(`spec 8: degrades, never throws, when ${mode}`, () => check(context.failing(mode)));
}

/** An id no demo backend holds (the demo's ids are small serials); asking for it must read as not found. */
export const UNKNOWN_ID = 987_654_321;

/** True when each value is at or after the next (ISO-like date strings compare as text). */
export const isDescending = (values: readonly string[]) => values.every((value, i) => i === 0 || values[i - 1]! >= value);
export const isAscending = (values: readonly string[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);
