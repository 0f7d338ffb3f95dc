import type { AdapterSet } from '../../core/backend/adapter-set';

export type { AdapterSet };

/** The demo schools every backend serves (the seed's tenants). */
export type DemoTenant = 'ridgemont' | 'coastalbay';

/** A running backend holding the demo data, seen through one adapter set. */
export interface Backend {
  /** The ports of one school, each call a fresh set (no cache shared between tests). */
  forTenant(tenant: DemoTenant): AdapterSet;
  /** The same adapters over a backend that fails in one of the factory's failure modes. */
  failing(mode: string): AdapterSet;
  /** The demo's today the backend was seeded around (epoch ms); what "upcoming" and "recent" hinge on. */
  today: number;
  close(): Promise<void>;
}

/** Names an adapter set and starts its backend with the demo data. One line of the conformance list. */
export interface AdapterSetFactory {
  name: string;
  /**
   * The ways this backend can fail (for the API set: the server answers 500, the network is down);
   * spec 8: every port degrades in each of them instead of throwing.
   */
  failureModes: readonly string[];
  open(): Promise<Backend>;
}
