import { findSeasonByYearOrTitle, resolveSeason } from '../../../core/schedule/season';
import type { BoxScore } from '../../../core/stats-view/box-score';
import type { CumulativeStats } from '../../../core/stats-view/cumulative-stats';
import type { StatsViewRepository } from '../../../core/stats-view/stats-view-repository.port';
import { answer, sportOf, type ScheduleDeps } from './answer';

/** Box scores and season stats from the demo snapshot. */
export class InMemoryStatsViewRepository implements StatsViewRepository {
  constructor(private readonly deps: ScheduleDeps) {}

  boxScore(gameId: number): Promise<BoxScore | null> {
    return answer(this.deps, 'box score', null, (data) => data.boxScores.find((box) => box.game_id === gameId) ?? null);
  }

  /** The season named by its year or title; the current season (else the newest) without one. */
  cumulative(sportId: number, season: string | null): Promise<CumulativeStats | null> {
    return answer(this.deps, 'season stats', null, (data) => {
      const sport = sportOf(data, sportId);
      if (!sport) return null;
      const resolved = resolveSeason(sport.seasons, null);
      const wanted = season === null ? (resolved.kind === 'season' ? resolved.season : undefined) : findSeasonByYearOrTitle(sport.seasons, season);
      return wanted ? (sport.stats.find((stats) => stats.season.title === wanted.title) ?? null) : null;
    });
  }
}
