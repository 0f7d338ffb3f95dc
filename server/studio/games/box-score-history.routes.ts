import type { FastifyInstance } from 'fastify';
import { boxScoreHistoryWire, boxScoreRestoredWire } from '../../../contract/studio/stat-file';
import { intSegment } from '../../api/api-route';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { boxScoreHistory, restoreBoxScore } from './box-score-history';

const TAG = 'Studio schedule';
const HISTORY = `/games/${intSegment('gameId')}/box-score/history`;

/** A box score's versions (stat files, live finals, restores) and the restore of an earlier one. */
export function registerBoxScoreHistoryRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(studio, { method: 'GET', path: HISTORY, summary: "The game's box score versions, newest first", tag: TAG, response: boxScoreHistoryWire, statuses: { 404: 'No such game at this school' } }, ({ tenant, params }) =>
    boxScoreHistory(deps.db, tenant.id, Number(params.gameId)),
  );
  studioRoute(
    studio,
    { method: 'POST', path: `${HISTORY}/${intSegment('version')}/restore`, summary: "An earlier version of the game's box score as its new version", tag: TAG, response: boxScoreRestoredWire, statuses: { 404: 'No such game or version' } },
    async ({ tenant, session, params }) => {
      const gameId = Number(params.gameId);
      return { gameId, version: await restoreBoxScore(deps, tenant.id, actorOf(session), gameId, Number(params.version)) };
    },
  );
}
