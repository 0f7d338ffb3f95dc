import type { FastifyInstance } from 'fastify';
import { boxScoreWire } from '../../contract/box-score';
import { notFound } from '../http/api-error';
import { findBoxScore } from '../stats/box-score-store';
import { toBoxScoreWire } from '../stats/box-score-wire';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment } from './api-route';

export async function registerBoxScoreRoutes(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  apiGet(
    app,
    {
      path: `/Stats/boxscore/${intSegment('gameId')}`,
      summary: "A finished game's box score: line score, team totals and player stat tables of both teams, scoring summary",
      tag: 'Stats',
      response: boxScoreWire,
      statuses: { 404: 'No finished game with this id at this school (unknown, not played yet, or no result)' },
    },
    async ({ tenant, params }) => {
      const box = await findBoxScore(deps.db, tenant.id, Number(params.gameId));
      if (!box) throw notFound(`No box score for game ${params.gameId}.`);
      return toBoxScoreWire(box, { name: tenant.name, logo: tenant.settings.config.logo });
    },
  );
}
