import type { PromotionSet } from './promotion';

/** spec 7: promotion sets by location name, and the impression counter. */
export interface PromotionsRepository {
  /** A location's set (sportId 0 or absent: the site-wide one); null when none runs or the call failed (spec 8: nothing shown). */
  forLocation(name: string, sportId?: number): Promise<PromotionSet | null>;
  /** Counts one impression per listed campaign id; rejects when the server did not store them. */
  countImpressions(campaignIds: readonly number[]): Promise<void>;
}
