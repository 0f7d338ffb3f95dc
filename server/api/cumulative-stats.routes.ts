import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cumulativeStatsWire } from '../../contract/cumulative-stats';
import { notFound } from '../http/api-error';
import { intParam } from '../http/query';
import { seasonBoxScores, sportSeasons } from '../stats/box-score-store';
import { toCumulativeWire } from '../stats/cumulative-wire';
import { noStatsProvider, schoolSports, sportWireOf } from '../stats/stats-sports';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

export async function registerCumulativeStatsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/Stats/cumulative',
      summary: "A sport's season stats to date from its box scores: record, games, team and player totals and averages, leaders",
      tag: 'Stats',
      query: z.object({
        sportId: intParam,
        // spec 2: the cumestats route's {season?}; the reference writes seasons as YYYY, titles as YYYY-YY.
        season: z.string().regex(/^\d{4}(-\d{2})?$/, 'must be a season year (YYYY) or title (YYYY-YY)').optional(),
      }),
      response: cumulativeStatsWire,
      statuses: { 400: 'sportId missing or not an integer, or season not a year', 404: 'No such sport or season at this school, or the sport keeps no stats' },
    },
    async ({ tenant, query }) => {
      const sport = (await schoolSports(deps.db, tenant.id)).find((entry) => entry.id === query.sportId);
      if (!sport) throw notFound(`No sport with id ${query.sportId}.`);
      if (!sport.family) throw noStatsProvider(sport.globalSportNameSlug);
      const seasons = await sportSeasons(deps.db, tenant.id, sport.id);
      const season = query.season === undefined ? (seasons.find((entry) => entry.isCurrent) ?? seasons[0]) : seasons.find((entry) => (query.season!.length === 4 ? String(entry.year) === query.season : entry.title === query.season));
      if (!season) throw notFound(query.season === undefined ? `${sport.title} has no seasons.` : `No ${sport.title} season ${query.season}.`);
      const boxes = await seasonBoxScores(deps.db, tenant.id, sport.id, season.id);
      return toCumulativeWire(sportWireOf(sport), { id: season.id, title: season.title, year: season.year }, boxes);
    },
  );
}
