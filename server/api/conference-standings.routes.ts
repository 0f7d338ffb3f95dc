import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { conferenceStandingsWire, type ConferenceStandingsWire } from '../../contract/conference-standings';
import { intParam } from '../http/query';
import { formatPercentage } from '../../core/schedule/season-record';
import { sportSummary } from '../schedule/schedule-game-wire';
import { sports } from '../store/tables/foundation';
import { conferences, conferenceStandings, opponents, seasons } from '../store/tables/schedule';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

export async function registerConferenceStandingsRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/ConferenceStandings/global',
      summary: "The conference table of each sport's current season (one sport with sportId), the school's row flagged",
      tag: 'Standings',
      query: z.object({ sportId: intParam.optional() }),
      response: conferenceStandingsWire,
    },
    async ({ tenant, query }) => {
      const where = [eq(conferenceStandings.tenantId, tenant.id), eq(seasons.isCurrent, true)];
      if (query.sportId !== undefined) where.push(eq(conferenceStandings.sportId, query.sportId));
      const rows = await deps.db
        .select({ row: conferenceStandings, season: seasons, sport: sports, conference: conferences, logo: opponents.logo })
        .from(conferenceStandings)
        .innerJoin(seasons, eq(seasons.id, conferenceStandings.seasonId))
        .innerJoin(sports, eq(sports.id, conferenceStandings.sportId))
        .leftJoin(conferences, eq(conferences.id, sports.conferenceId))
        .leftJoin(opponents, eq(opponents.id, conferenceStandings.opponentId))
        .where(and(...where))
        .orderBy(asc(sports.appPriority), asc(sports.id), asc(conferenceStandings.rank));
      const tables = new Map<number, ConferenceStandingsWire[number]>();
      for (const { row, season, sport, conference, logo } of rows) {
        let table = tables.get(season.id);
        if (!table) {
          table = {
            sport: sportSummary(sport),
            seasonId: season.id,
            seasonTitle: season.title,
            conference: { id: conference?.id ?? null, title: conference?.title ?? tenant.settings.schoolName, abbreviation: conference?.abbreviation ?? null, logo: conference?.logo ?? null },
            standings: [],
          };
          tables.set(season.id, table);
        }
        const conferenceRecord = { wins: row.conferenceWins, losses: row.conferenceLosses, ties: row.conferenceTies };
        const overallRecord = { wins: row.overallWins, losses: row.overallLosses, ties: row.overallTies };
        table.standings.push({
          rank: row.rank,
          teamName: row.teamName,
          opponentId: row.opponentId,
          isSchool: row.isSchool,
          logo: row.isSchool ? tenant.settings.config.logo : logo,
          conferenceRecord,
          conferencePercentage: formatPercentage(conferenceRecord),
          overallRecord,
          overallPercentage: formatPercentage(overallRecord),
        });
      }
      return [...tables.values()];
    },
  );
}
