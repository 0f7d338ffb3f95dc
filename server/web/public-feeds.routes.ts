import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { seasonCalendar } from '../api/calendar-subscribe.routes';
import type { ApiDeps } from '../api/api-deps';
import { absolute, requestOrigin } from '../api/editorial-format';
import { feedSport, PUBLIC_FEED_PATH, storiesFeedXml } from '../api/rss.routes';
import { errorBody } from '../http/api-error';
import { intParam, readQuery } from '../http/query';
import { cacheControlOf, FRESHNESS } from '../http/cache-policy';
import { etagOf, matchesEtag } from '../http/response-cache';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';
import { hostLabel, tenantOfKnownHost } from './host-tenant';

/** The public calendar feed (core/schedule/calendar-feed.ts publicFeedPath builds its links). */
export const PUBLIC_CALENDAR_PATH = '/calendar.ics';
// Calendar apps and feed readers poll; a few minutes' staleness is fine for a schedule or the news.
const FEED_CACHE_CONTROL = cacheControlOf(FRESHNESS.feed);

const feedQuery = z.object({ sportId: intParam.optional() });

/** A feed body with its validators; 304 when the reader already has it. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, contentType: string, body: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', etag).header('x-content-type-options', 'nosniff').header('vary', 'host');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type(contentType).send(body);
}

/**
 * Calendar apps (webcal://) and feed readers cannot send the `tenant` header, so these feeds live
 * outside /api and name their school by the host, like the site's pages:
 * GET /calendar.ics[?sportId=N] (the current season, built by the API's Calendar/subscribe code) and
 * GET /rss.xml[?sportId=N] (the latest stories, built by the API's Rss/xml code).
 * sportId 0 or none: every sport. Unknown host or sport → 404; a sportId that is not an integer → 400.
 */
export async function registerPublicFeedRoutes(app: FastifyInstance, deps: ApiDeps, tenants: TenantDirectory): Promise<void> {
  const schoolOf = (request: FastifyRequest, reply: FastifyReply): Tenant | undefined => {
    const tenant = tenantOfKnownHost(tenants, request.headers.host);
    if (!tenant) void reply.code(404).header('cache-control', 'no-store').send(errorBody('unknown_site', `No school's site is served at the host '${hostLabel(request.headers.host)}'.`));
    return tenant;
  };
  const unknownSport = (reply: FastifyReply, sportId: number | undefined) =>
    reply.code(404).header('cache-control', 'no-store').send(errorBody('not_found', `No sport with id ${sportId} at this school.`));

  app.get(PUBLIC_CALENDAR_PATH, async (request, reply) => {
    const tenant = schoolOf(request, reply);
    if (!tenant) return reply;
    const { sportId } = readQuery(request.query, feedQuery);
    const sport = await feedSport(deps.db, tenant.id, sportId);
    if (sport === null) return unknownSport(reply, sportId);
    const calendar = await seasonCalendar(deps, tenant, { sportId: sport?.id, origin: requestOrigin(request), format: 'ics' });
    reply.header('content-disposition', `inline; filename="${calendar.fileName}.ics"`);
    return sendFeed(request, reply, 'text/calendar; charset=utf-8', calendar.body);
  });

  app.get(PUBLIC_FEED_PATH, async (request, reply) => {
    const tenant = schoolOf(request, reply);
    if (!tenant) return reply;
    const { sportId } = readQuery(request.query, feedQuery);
    const sport = await feedSport(deps.db, tenant.id, sportId);
    if (sport === null) return unknownSport(reply, sportId);
    const origin = requestOrigin(request);
    const selfUrl = absolute(origin, sport ? `${PUBLIC_FEED_PATH}?sportId=${sport.id}` : PUBLIC_FEED_PATH);
    const body = await storiesFeedXml(deps.db, { tenant, origin, now: new Date(deps.now()), sport, selfUrl });
    return sendFeed(request, reply, 'application/rss+xml; charset=utf-8', body);
  });
}
