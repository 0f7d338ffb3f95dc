import { describe, expect, it } from 'vitest';
import { apiAdapterSet } from './api-adapter-set';
import { describeConformance } from './conformance-suite';
import { crossOriginFetch } from './cross-origin-fetch';

/** Where the site's pages run: not the API's origin (another host name and port). */
const PAGE_ORIGIN = 'http://site.localhost:5173';

// #15: the API adapters on a second instance of our server (its own port and data directory), called
// from another origin under the browser's CORS rules: nothing in them assumes the API is same-origin.
describeConformance(
  apiAdapterSet({
    name: 'api on a second origin (own port and database, CORS)',
    store: 'data-dir',
    corsOrigins: [PAGE_ORIGIN],
    fetchFor: () => crossOriginFetch(PAGE_ORIGIN),
  }),
);

describe('the cross-origin check itself', () => {
  it('blocks a page whose origin the server does not list: the ports then degrade as on any failure', async () => {
    const backend = await apiAdapterSet({ corsOrigins: [PAGE_ORIGIN], fetchFor: () => crossOriginFetch('http://elsewhere.localhost:5173') }).open();
    try {
      const set = backend.forTenant('ridgemont');
      expect(await set.sports.list()).toEqual([]);
      expect(await set.settings.siteSetup()).toBeNull();
    } finally {
      await backend.close();
    }
  });
});
