/** What the server places in the page so the site can make its first API call. */
export interface BootConfig {
  tenant: string;
  apiBase: string;
  version: string;
  /** The build the page comes from (spec 4 site update); absent outside a production build. */
  build?: string;
  /**
   * #15: the URL of a demo snapshot (npm run dev:memory). When set, the site runs on the in-memory
   * adapters over it, with no server; no page learns which backend it is on.
   */
  demoSnapshot?: string;
}
