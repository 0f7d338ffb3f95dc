import type { AdapterSet } from '../../../core/backend/adapter-set';
import type { InMemoryDeps } from '../demo-source';

/** The ports this part of the in-memory set fills. */
export type EditorialPorts = Pick<AdapterSet, 'stories' | 'tags' | 'search' | 'coverage' | 'documents' | 'moments' | 'pressClips' | 'rss'>;

/** This part's share of the demo snapshot (JSON: it travels to the browser as a file). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EditorialData {}

/** Reads this part's demo data through the ports of a backend that holds the seed (our API). */
export async function dumpEditorial(_api: AdapterSet, _today: number): Promise<EditorialData> {
  return {};
}

/** NOT BUILT YET: placeholder until the in-memory adapters of these ports exist. */
export function editorialAdapters(_deps: InMemoryDeps<EditorialData>): EditorialPorts {
  return new Proxy({} as EditorialPorts, {
    get: (_, port) => {
      throw new Error(`in-memory ${String(port)} is not built yet`);
    },
  });
}
