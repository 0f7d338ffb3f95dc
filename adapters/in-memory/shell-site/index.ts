import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';

/** The ports this part of the in-memory set fills. */
export type ShellSitePorts = Pick<AdapterSet, 'sports' | 'navigation' | 'settings' | 'alerts' | 'redirects' | 'seo' | 'splash' | 'takeovers' | 'promotions' | 'ads'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ShellSiteData {}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpShellSite(_api: AdapterSet, _today: number): Promise<ShellSiteData> {
  return {};
}

/** NOT BUILT YET: placeholder until the in-memory adapters of these ports exist. */
export function shellSiteAdapters(_deps: InMemoryDeps<ShellSiteData>): ShellSitePorts {
  return new Proxy({} as ShellSitePorts, {
    get: (_, port) => {
      throw new Error(`in-memory ${String(port)} is not built yet`);
    },
  });
}
