import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statFileQuery, statFileResultWire } from '../../../contract/studio/stat-file';
import { intSegment } from '../../api/api-route';
import { ApiError } from '../../http/api-error';
import { XML_BODY_LIMIT, XML_TYPES } from '../../stats/statcrew/xml-tree';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { registerBoxScoreHistoryRoutes } from './box-score-history.routes';
import { uploadStatFile } from './stat-file-upload';


const MULTIPART_LIMITS = { fileSize: XML_BODY_LIMIT, files: 1, fields: 0, parts: 2, headerPairs: 100 };

/** The file's bytes: the raw body (application/xml, text/xml) or the multipart field `file`. */
async function fileBytes(request: FastifyRequest): Promise<Buffer> {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (!request.isMultipart()) throw new ApiError(415, 'unsupported_type', 'Send the stat file as application/xml, or as multipart/form-data in a field named file.');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file') return await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'too_large', 'A stat file may be at most 5 MB.');
    throw new ApiError(400, 'bad_request', 'The upload could not be read as multipart/form-data.');
  }
  throw new ApiError(400, 'invalid_input', 'Choose the stat file to upload (a field named file).');
}

/** Issue 45: a game's box score from the stat crew's XML file, and its history. */
export async function registerStatFileRoutes(studio: FastifyInstance, deps: StudioDeps): Promise<void> {
  await studio.register(async (scope) => {
    scope.addContentTypeParser(XML_TYPES, { parseAs: 'buffer', bodyLimit: XML_BODY_LIMIT }, (_request, body, done) => done(null, body));
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    studioRoute(
      scope,
      {
        method: 'POST',
        path: `/games/${intSegment('gameId')}/stat-file`,
        summary:
          "A stat crew's XML file (bbgame, fbgame, bsgame, vbgame, sogame, lcgame, hkgame; raw application/xml or multipart field file) as the game's box score: dryRun=1 checks only; side=H|V names the school's side; final=1 posts the result when the file does not say complete. The same file again changes nothing",
        tag: 'Studio schedule',
        query: statFileQuery,
        response: statFileResultWire,
        statuses: {
          400: 'Not XML, a DOCTYPE, or not a stat-crew file (not_xml, dtd_refused, not_stat_file)',
          404: 'No such game at this school',
          409: "The live feed runs the game (game_live)",
          413: 'Over 5 MB',
          415: 'Neither application/xml nor multipart/form-data',
          422: "Which side is the school cannot be told (side_unknown), or another sport's file (sport_mismatch)",
        },
      },
      async ({ request, tenant, session, params, query }) => uploadStatFile(deps, tenant, actorOf(session), Number(params.gameId), await fileBytes(request), query),
    );
    registerBoxScoreHistoryRoutes(scope, deps);
  });
}
