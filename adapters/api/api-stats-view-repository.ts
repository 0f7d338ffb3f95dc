import { boxScoreWire } from '../../contract/box-score';
import { cumulativeStatsWire } from '../../contract/cumulative-stats';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { BoxScore } from '../../core/stats-view/box-score';
import type { CumulativeStats } from '../../core/stats-view/cumulative-stats';
import type { StatsViewRepository } from '../../core/stats-view/stats-view-repository.port';
import { getParsedOr } from './get-parsed';
import { toBoxScore, toCumulativeStats } from './stats-view-mapper';

export class ApiStatsViewRepository implements StatsViewRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async boxScore(gameId: number): Promise<BoxScore | null> {
    const wire = await getParsedOr(this.http, this.logger, { path: `/Stats/boxscore/${gameId}` }, boxScoreWire, null);
    return wire ? toBoxScore(wire) : null;
  }

  async cumulative(sportId: number, season: string | null): Promise<CumulativeStats | null> {
    const query = { sportId, season: season ?? undefined };
    const wire = await getParsedOr(this.http, this.logger, { path: '/Stats/cumulative', query }, cumulativeStatsWire, null);
    return wire ? toCumulativeStats(wire) : null;
  }
}
