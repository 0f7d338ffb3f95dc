/** What the server places in the page so the site can make its first API call. */
export interface BootConfig {
  tenant: string;
  apiBase: string;
  version: string;
}
