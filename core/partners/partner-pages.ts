import type { Partner } from './partner';

/** Loader data of partners. */
export interface PartnersPageData {
  /** The `partners` promotion's campaigns first, then the site settings' sponsor and partner logos. */
  partners: Partner[];
}
