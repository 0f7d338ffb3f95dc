import { BUILD_MANIFEST_PATH, buildManifestWire } from '../../contract/build-manifest';
import type { BuildManifest } from '../../core/site-update/site-update.port';

/** Asks the server which build it serves, past every cache. */
export class FetchBuildManifest implements BuildManifest {
  constructor(private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init)) {}

  async latestBuildId(): Promise<string> {
    const response = await this.fetchFn(BUILD_MANIFEST_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Build manifest answered ${response.status}`);
    return buildManifestWire.parse(await response.json()).build;
  }
}
