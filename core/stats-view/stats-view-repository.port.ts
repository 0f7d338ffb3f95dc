import type { BoxScore } from './box-score';
import type { CumulativeStats } from './cumulative-stats';

/** Box scores and season stats. Degrades on failure (spec 8): null, never a throw. */
export interface StatsViewRepository {
  /** The box score of a finished game; null when the game has none. */
  boxScore(gameId: number): Promise<BoxScore | null>;
  /** The season's cumulative stats (season year or title; the current season without one); null when none. */
  cumulative(sportId: number, season: string | null): Promise<CumulativeStats | null>;
}
