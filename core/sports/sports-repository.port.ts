import type { Sport } from './sport';

export interface SportsRepository {
  /** All sports of the tenant; an empty list when the call fails (spec 8). */
  list(): Promise<Sport[]>;
  /** One sport, or undefined when unknown or on failure. */
  byId(id: number): Promise<Sport | undefined>;
}
