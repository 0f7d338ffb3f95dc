import type { Partner } from './partner';

/** spec 8: [] on failure or when the school promotes no partners. */
export interface PartnersRepository {
  /** The campaigns of the school's `partners` promotion location. */
  promoted(): Promise<Partner[]>;
}
