import type { TakeoverList } from './takeover';

export interface TakeoversRepository {
  /**
   * spec 7: GET /api/v2/Takeovers?sportId= (0 for the home page), 7,000 ms timeout; fetched once
   * per sport and cached (spec 4); the empty list on failure (spec 8).
   */
  forSport(sportId: number): Promise<TakeoverList>;
}
