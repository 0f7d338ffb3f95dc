/** What the server places in the page so the site can make its first API call. */
export interface BootConfig {
  tenant: string;
  apiBase: string;
  version: string;
  /** The build the page comes from (spec 4 site update); absent outside a production build. */
  build?: string;
}
