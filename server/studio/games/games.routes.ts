import type { FastifyInstance } from 'fastify';
import { gameBody, gameImportBody, gameImportWire, gameResultBody, resultsDueWire, RESULTS_DUE_DAYS, studioGameListQuery, studioGamePageWire, studioGameWire, type StudioGamePageWire } from '../../../contract/studio/schedule';
import { DOCUMENTED_STUDIO_ROUTES, intSegment } from '../../api/api-route';
import { notFound } from '../../http/api-error';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { fieldErrors, invalidInput, studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { createGame, deleteGame, postResult, updateGame } from './game-commands';
import { importGames } from './game-import';
import { gameWire, gameWires, listGames, requireGame, seasonsOf } from './game-reads';
import { requireSport } from '../../schedule/game-query';
import { resultsDue } from './results-due';

const TAG = 'Studio schedule';
const ONE = `/games/${intSegment('id')}`;
const VERSION_CONFLICT = 'Someone changed the game since (error.current)';
const NO_IF_MATCH = 'No If-Match';
const NOT_FOUND = 'No such game, sport, season or opponent at this school';

/** The schedule and results of the school's sports (issue 26). */
export function registerGameRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(
    studio,
    { method: 'GET', path: '/games', summary: "A sport's games (one season or all), newest season first and in date order within it, with the sport's seasons", tag: TAG, query: studioGameListQuery, response: studioGamePageWire, statuses: { 404: 'No such sport or season at this school' } },
    async ({ tenant, query }): Promise<StudioGamePageWire> => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 50;
      await requireSport(deps.db, tenant.id, query.sportId);
      const seasons = await seasonsOf(deps.db, tenant.id, query.sportId);
      if (query.seasonId !== undefined && !seasons.some((season) => season.id === query.seasonId)) throw notFound(`No season with id ${query.seasonId} for this sport.`);
      const { rows, total } = await listGames(deps.db, tenant.id, query.sportId, query.seasonId, page, pageSize);
      return { items: await gameWires(deps.db, rows), total, page, pageSize, seasons: seasons.map((season) => ({ id: season.id, title: season.title, current: season.isCurrent })) };
    },
  );

  studioRoute(
    studio,
    { method: 'POST', path: '/games', summary: 'Adds a game: date and time (or TBA) on the school’s clock, opponent or event, home/away/neutral, links, notes', tag: TAG, body: gameBody, response: studioGameWire, successStatus: 201, statuses: { 400: 'A field needs attention', 404: NOT_FOUND } },
    async ({ tenant, session, body, reply }) => {
      const row = await createGame(deps, tenant, actorOf(session), body);
      reply.header('etag', versionEtag(row.version));
      return gameWire(deps.db, row);
    },
  );

  studioRoute(
    studio,
    { method: 'POST', path: '/games/import', summary: 'Adds a pasted schedule (date, opponent, location, time a line): all or nothing; a 400 names each row in error (rows.N); dryRun only checks', tag: TAG, body: gameImportBody, response: gameImportWire, statuses: { 400: 'Rows in error (fields rows.N), or a field needs attention', 404: 'No such sport or season at this school' } },
    async ({ tenant, session, body, reply }) => {
      const { created, rows } = await importGames(deps, tenant, actorOf(session), body);
      if (!body.dryRun) reply.code(201);
      return { created: await gameWires(deps.db, created), rows };
    },
  );

  studioRoute(
    studio,
    { method: 'GET', path: '/games/results-due', summary: `Games that started (before the server's now, in the last ${RESULTS_DUE_DAYS} days) and have no result yet: today's first in start order, then the earlier ones newest first (issue 48, the dashboard)`, tag: TAG, response: resultsDueWire },
    async ({ tenant }) => resultsDue(deps.db, tenant.id, tenant.timeZone, deps.now()),
  );

  studioRoute(studio, { method: 'GET', path: ONE, summary: 'One game of the school', tag: TAG, response: studioGameWire, statuses: { 404: 'No such game at this school' } }, async ({ tenant, params, reply }) => {
    const row = await requireGame(deps.db, tenant.id, Number(params.id));
    reply.header('etag', versionEtag(row.version));
    return gameWire(deps.db, row);
  });

  studioRoute(
    studio,
    { method: 'PUT', path: ONE, summary: "Replaces a game's fields (If-Match: its version); its score stays; a live game keeps its status (409 game_live)", tag: TAG, body: gameBody, response: studioGameWire, statuses: { 400: 'A field needs attention', 404: NOT_FOUND, 409: 'The game is live', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, reply, tenant, session, params, body }) => {
      const row = await updateGame(deps, tenant, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return gameWire(deps.db, row);
    },
  );

  studioRoute(
    studio,
    {
      method: 'PUT',
      path: `${ONE}/result`,
      summary: "Posts or corrects the final score (W/L/T, or a meet's placing; If-Match), which the live feed can then no longer move; null clears it. 409 game_live while a stat crew's feed runs the game",
      tag: TAG,
      response: studioGameWire,
      statuses: { 400: 'A field needs attention', 404: 'No such game at this school', 409: 'The game is live (game_live)', 412: VERSION_CONFLICT, 428: NO_IF_MATCH },
    },
    async ({ request, reply, tenant, session, params }) => {
      // Read here, not by studioRoute: its reader takes a missing body for {}, and a null body means "clear the result".
      const parsed = gameResultBody.safeParse(request.body === undefined ? {} : request.body);
      if (!parsed.success) throw invalidInput(fieldErrors(parsed.error));
      const body = parsed.data;
      const row = await postResult(deps, tenant, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return gameWire(deps.db, row);
    },
  );

  const documented = DOCUMENTED_STUDIO_ROUTES.get(`PUT ${ONE}/result`);
  if (documented) documented.spec.body = gameResultBody;

  studioRoute(
    studio,
    { method: 'DELETE', path: ONE, summary: 'Removes a game (If-Match: its version); not while it is live', tag: TAG, response: studioGameWire, successStatus: 204, statuses: { 404: 'No such game at this school', 409: 'The game is live', 412: VERSION_CONFLICT, 428: NO_IF_MATCH } },
    async ({ request, tenant, session, params }) => {
      await deleteGame(deps, tenant, actorOf(session), Number(params.id), versionFrom(request));
    },
  );
}
