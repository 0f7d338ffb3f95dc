import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { liveGameDocumentWire, liveIngestResultWire, type LiveIngestResultWire } from '../../contract/live-game';
import { liveGameStateWire } from '../../contract/live-events';
import type { LiveGame } from '../../core/live/live-game';
import { badRequest, errorBody, notFound } from '../http/api-error';
import { intParam, readQuery } from '../http/query';
import { bearerToken, isLiveTokenValid } from '../live/live-tokens';
import type { LiveService } from '../live/live-service';
import { loadLiveSnapshot } from '../live/live-store';
import { lastEventIdOf, openSse } from '../live/sse-response';
import { liveDocumentFromXml, recordLiveFinal, type XmlLiveDocument } from '../live/stat-file-feed';
import { XML_BODY_LIMIT, XML_TYPES } from '../stats/statcrew/xml-tree';
import { games } from '../store/tables/schedule';
import type { ApiDeps } from './api-deps';
import { apiGet, documentRoute, intSegment, NO_CONTENT } from './api-route';

const TAG = 'Live';
const GAME_PATH = `/live/games/${intSegment('gameId')}`;
/** A full document with every play of a long game stays well under this. */
const BODY_LIMIT = 2 * 1024 * 1024;
const MAX_PROBLEMS = 5;

const streamQuery = z.object({ lastEventId: intParam.optional() });

/** '400: Game.HomeTeam.Score: expected a number...; Game.Period: ...' — what is wrong, by path. */
function describeProblems(error: z.ZodError): string {
  const problems = error.issues.slice(0, MAX_PROBLEMS).map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'document'}: ${issue.message}`);
  const more = error.issues.length > MAX_PROBLEMS ? ` (and ${error.issues.length - MAX_PROBLEMS} more)` : '';
  return `The live game document is not valid. ${problems.join('; ')}${more}.`;
}

/**
 * #49: nchan names a fan's channel after the school as the fan wrote it, and the instances publish to the school's
 * key: a fan who wrote it otherwise ('Ridgemont') would wait on a channel nobody publishes to, so it is told.
 */
export function requireTenantKeyAsPublished(request: FastifyRequest): void {
  const { tenant } = request;
  if (request.headers.tenant !== tenant.key) throw badRequest(`Name the school as '${tenant.key}' to follow its live streams.`, 'tenant_key');
}

async function isTenantGame(deps: ApiDeps, tenantId: number, gameId: number): Promise<boolean> {
  const rows = await deps.db.select({ id: games.id }).from(games).where(and(eq(games.tenantId, tenantId), eq(games.id, gameId))).limit(1);
  return rows.length > 0;
}

/** The document a PUT carries: our JSON, or a stat crew's XML file read into one. */
async function documentOf(deps: ApiDeps, request: FastifyRequest, tenantId: number, gameId: number): Promise<{ game: LiveGame; xml?: XmlLiveDocument } | { problem: string }> {
  if (Buffer.isBuffer(request.body)) {
    const xml = await liveDocumentFromXml(deps.db, tenantId, gameId, request.body);
    return { game: xml.document, xml };
  }
  const parsed = liveGameDocumentWire.safeParse(request.body);
  return parsed.success ? { game: parsed.data } : { problem: describeProblems(parsed.error) };
}

async function ingest(deps: ApiDeps, live: LiveService, request: FastifyRequest, reply: FastifyReply) {
  const { tenant } = request;
  if (!(await isLiveTokenValid(deps.db, tenant.id, bearerToken(request.headers.authorization)))) {
    return reply.code(401).header('www-authenticate', 'Bearer realm="live"').send(errorBody('unauthorized', 'A valid stat-crew token is required: Authorization: Bearer <token>.'));
  }
  const gameId = Number((request.params as { gameId: string }).gameId);
  const read = await documentOf(deps, request, tenant.id, gameId);
  if ('problem' in read) return reply.code(400).send(errorBody('invalid_document', read.problem));
  const outcome = await live.ingest(tenant, gameId, read.game);
  if (outcome.kind === 'not-found') throw notFound(`No game ${gameId} in this school's schedule.`);
  if (outcome.kind === 'final') return reply.code(409).header('cache-control', 'no-store').send(errorBody('game_final', 'This game is final: its result was posted in the studio, and the feed can no longer change it.'));
  if (read.game.Game.IsComplete && deps.changes) {
    // The final's box score is derived from the stored document: a failure here is logged, and the crew's next send retries it.
    await recordLiveFinal({ db: deps.db, now: deps.now, changes: deps.changes }, tenant, gameId, read.game, read.xml).catch((error: unknown) => request.log.warn({ err: error, gameId }, 'the live final could not be stored as the box score'));
  }
  const body: LiveIngestResultWire = { gameId, version: outcome.eventId, eventId: outcome.eventId, changed: outcome.kind === 'stored' };
  return reply.code(200).header('cache-control', 'no-store').send(body);
}

export async function registerLiveGameRoutes(app: FastifyInstance, deps: ApiDeps, live: LiveService): Promise<void> {
  documentRoute('PUT', {
    path: GAME_PATH,
    summary:
      "A stat crew's live game document (shared/api/live-stats-feed.md) as JSON, or the stat software's own XML file (application/xml: bbgame, fbgame, bsgame, vbgame, sogame, lcgame, hkgame), with Authorization: Bearer <stat-crew token>; stored before the answer; the same document again changes nothing",
    tag: TAG,
    response: liveIngestResultWire,
    statuses: {
      400: 'The document is not valid, or the file is not XML or not a stat-crew file (the message says what is wrong)',
      401: 'Missing or wrong stat-crew token',
      404: 'Not a game of this school',
      409: 'The studio posted the final result (game_final): the feed can no longer move this game',
      413: 'A file over 5 MB',
      422: "Another sport's file (sport_mismatch)",
    },
    cache: 'none',
  });
  // Its own scope: only the ingest reads XML bodies (a stat crew's file, issue 45).
  await app.register(async (scope) => {
    scope.addContentTypeParser(XML_TYPES, { parseAs: 'buffer', bodyLimit: XML_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.put(GAME_PATH, { bodyLimit: BODY_LIMIT, config: { cache: 'none' } }, (request, reply) => ingest(deps, live, request, reply));
  });

  apiGet(
    app,
    { path: GAME_PATH, summary: 'The live state of a game (for clients that cannot stream); 204 before its first live document', tag: TAG, response: liveGameStateWire, statuses: { 204: 'No live document yet', 404: 'Not a game of this school' }, cache: 'live' },
    async ({ tenant, params }) => {
      const gameId = Number(params.gameId);
      const snapshot = await loadLiveSnapshot(deps.db, tenant.id, gameId);
      if (snapshot) return snapshot;
      if (!(await isTenantGame(deps, tenant.id, gameId))) throw notFound(`No game ${gameId} in this school's schedule.`);
      return NO_CONTENT;
    },
  );

  apiGet(
    app,
    {
      path: `${GAME_PATH}/access`,
      summary: "204 when the school has the game, so a fan may follow its stream: what nginx's nchan module asks before it subscribes a fan (#49, deploy/nginx/live/nchan.conf.template)",
      tag: TAG,
      response: z.null(),
      successStatus: 204,
      statuses: { 400: 'The school not named by its tenant key exactly (tenant_key)', 404: 'Not a game of this school' },
      cache: 'none',
    },
    async ({ request, tenant, params }) => {
      requireTenantKeyAsPublished(request);
      const gameId = Number(params.gameId);
      if (!live.games.follows(tenant.id, gameId) && !(await isTenantGame(deps, tenant.id, gameId))) throw notFound(`No game ${gameId} in this school's schedule.`);
      return NO_CONTENT;
    },
  );

  const eventsPath = `${GAME_PATH}/events`;
  documentRoute('GET', {
    path: eventsPath,
    summary:
      "Server-sent events of a game: 'state' (the full state) first, then a 'delta' per change, each with its event id; Last-Event-ID (or ?lastEventId=) resumes with the next event; ': ping' every 15 s",
    tag: TAG,
    query: streamQuery,
    response: z.string().describe('text/event-stream: event: state (contract/live-events.ts liveGameStateWire), event: delta (liveDeltaEventWire)'),
    statuses: { 404: 'Not a game of this school', 409: 'The studio posted the final result (game_final): the feed can no longer move this game' },
    cache: 'none',
  });
  app.get(eventsPath, { config: { cache: 'none', tenantFromQuery: true } }, async (request, reply) => {
    const { tenant } = request;
    const gameId = Number((request.params as { gameId: string }).gameId);
    const query = readQuery(request.query, streamQuery);
    // A game this instance already streams to fans was checked when the first of them came: a lost instance's
    // thousands of fans resuming here at once (#28) ask the store nothing.
    const followed = live.games.follows(tenant.id, gameId);
    if (!followed && !(await isTenantGame(deps, tenant.id, gameId))) throw notFound(`No game ${gameId} in this school's schedule.`);
    const { stream, streaming } = openSse(request, reply, (closed) => live.games.unsubscribe(tenant.id, gameId, closed));
    await live.games.subscribe(tenant.id, gameId, stream, lastEventIdOf(request, query.lastEventId));
    if (!streaming) stream.end();
  });
}
