import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { yearByYearWire, type YearByYearWire } from '../../contract/history';
import { intParam } from '../http/query';
import { requireSport, seasonsOfSport } from '../schedule/game-query';
import { listGames } from '../schedule/game-list';
import { toRecordGame } from '../schedule/record-wire';
import { formatRecord, isDecision, seasonRecord } from '../../core/schedule/season-record';
import type { ApiDeps } from './api-deps';
import { apiGet } from './api-route';

export async function registerHistoryRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: '/History/YearByYear',
      summary: "A sport's results season by season (keys are season titles, newest first) with each season's records",
      tag: 'History',
      query: z.object({ sportId: intParam }),
      response: yearByYearWire,
      statuses: { 404: 'No such sport at this school' },
    },
    async ({ tenant, query }) => {
      const sport = await requireSport(deps.db, tenant.id, query.sportId);
      const views = await listGames(deps, tenant.id, { sportId: sport.id }, { resultType: 'recent' });
      const history: YearByYearWire = {};
      for (const season of await seasonsOfSport(deps.db, tenant.id, sport.id)) {
        // Decisions only: a meet's placing has no W/L/T to list here.
        const games = views.filter((view) => view.record.season.id === season.id && isDecision(view.result?.status));
        if (games.length === 0) continue;
        const record = seasonRecord(games.map(toRecordGame));
        history[season.title] = {
          games: games.map((view) => ({
            gameId: view.id,
            sportTitle: sport.title,
            gameDate: view.date,
            resultStatus: view.result!.status,
            gameOpponent: view.opponent.title,
            gameLocationIndicator: view.location_indicator,
            gameLocation: view.location ?? '',
            gameConference: view.record.game.conference,
            gameType: view.type,
            opponentId: view.record.opponent?.id ?? null,
            opponentName: view.record.opponent?.shortTitle ?? null,
            resultTeamScore: view.result!.team_score,
            resultOpponentScore: view.result!.opponent_score,
            boxscoreLink: view.result!.boxscore,
          })),
          records: {
            overall: formatRecord(record.overall),
            conference: formatRecord(record.conference),
            home: formatRecord(record.home),
            away: formatRecord(record.away),
            neutral: formatRecord(record.neutral),
          },
        };
      }
      return history;
    },
  );
}
