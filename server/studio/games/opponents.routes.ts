import type { FastifyInstance } from 'fastify';
import { opponentBody, studioOpponentListQuery, studioOpponentPageWire, studioOpponentWire } from '../../../contract/studio/schedule';
import { intSegment } from '../../api/api-route';
import { versionEtag, versionFrom } from '../if-match';
import { actorOf } from '../studio-guard';
import { studioRoute } from '../studio-route';
import type { StudioDeps } from '../studio-deps';
import { createOpponent, listOpponents, opponentWires, updateOpponent } from './opponent-commands';

const TAG = 'Studio schedule';

/** The teams the school plays; a logo is an image of the media library. */
export function registerOpponentRoutes(studio: FastifyInstance, deps: StudioDeps): void {
  studioRoute(studio, { method: 'GET', path: '/opponents', summary: "The school's opponents by name (q: part of a name)", tag: TAG, query: studioOpponentListQuery, response: studioOpponentPageWire }, async ({ tenant, query }) => {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { rows, total } = await listOpponents(deps.db, tenant.id, query.q, page, pageSize);
    return { items: await opponentWires(deps.db, tenant.id, rows), total, page, pageSize };
  });

  studioRoute(
    studio,
    { method: 'POST', path: '/opponents', summary: 'Adds an opponent: name, short name, mascot, town, website, logo (a media-library image), colour, conference member', tag: TAG, body: opponentBody, response: studioOpponentWire, successStatus: 201, statuses: { 400: 'A field needs attention', 404: 'No such image in the media library' } },
    async ({ tenant, session, body, reply }) => {
      const row = await createOpponent(deps, tenant, actorOf(session), body);
      reply.header('etag', versionEtag(row.version));
      return (await opponentWires(deps.db, tenant.id, [row]))[0];
    },
  );

  studioRoute(
    studio,
    {
      method: 'PUT',
      path: `/opponents/${intSegment('id')}`,
      summary: "Changes an opponent (If-Match: its version); its address (slug) stays",
      tag: TAG,
      body: opponentBody,
      response: studioOpponentWire,
      statuses: { 400: 'A field needs attention', 404: 'No such opponent or image at this school', 412: 'Someone changed the opponent since (error.current)', 428: 'No If-Match' },
    },
    async ({ request, reply, tenant, session, params, body }) => {
      const row = await updateOpponent(deps, tenant, actorOf(session), Number(params.id), versionFrom(request), body);
      reply.header('etag', versionEtag(row.version));
      return (await opponentWires(deps.db, tenant.id, [row]))[0];
    },
  );
}
