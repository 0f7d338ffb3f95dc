import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { FacilityWire } from '../../contract/facilities';
import type { ImageGalleryWire } from '../../contract/image-galleries';
import type { PageEnvelope } from '../../contract/paging';
import type { RosterListItemWire, RosterWire } from '../../contract/rosters';
import type { SportWire } from '../../contract/sports';
import type { StoryWire } from '../../contract/stories';
import { coachBioPath, rosterBioPath } from '../../core/people/people-paths';
import { fixedSitemapPaths, isPrivatePath, robotsTxt, ROBOTS_PATH, SITEMAP_PATH, sportSitemapPaths } from '../../core/seo/sitemap-rules';
import { requestOrigin } from '../api/editorial-format';
import { errorBody } from '../http/api-error';
import { cacheControlOf, FRESHNESS } from '../http/cache-policy';
import { MAX_PAGE_SIZE } from '../http/paging';
import { etagOf, matchesEtag } from '../http/response-cache';
import type { Tenant, TenantDirectory } from '../tenants/tenant-directory';
import { hostLabel, tenantOfKnownHost } from './host-tenant';

// Crawlers come back daily at most; an hour's staleness costs nothing and spares the store (server/http/cache-policy.ts).
const SEO_CACHE_CONTROL = cacheControlOf(FRESHNESS.seo);

/** Seconds a crawler waits before asking again for a sitemap that could not be built. */
const SITEMAP_RETRY_AFTER_S = 300;

type Get = <T>(path: string) => Promise<T>;

/** A page of the site, with the day its content last changed when that is known. */
type SitemapEntry = { path: string; lastmod?: string };

/**
 * The public API as any visitor gets it (the tenant header, the same hidden-content rules and the
 * response cache), so the sitemap can list only what a fan could reach.
 */
function publicApi(app: FastifyInstance, tenant: Tenant): Get {
  return async <T>(path: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url: `/api/v2${path}`, headers: { tenant: tenant.key } });
    if (response.statusCode !== 200) throw new Error(`GET ${path} answered ${response.statusCode} while building the sitemap`);
    return response.json<T>();
  };
}

async function storyEntries(get: Get): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  // v2 paging counts pages from 0.
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await get<PageEnvelope<StoryWire>>(`/Stories?$pageSize=${MAX_PAGE_SIZE}&$pageIndex=${pageIndex}`);
    entries.push(...page.items.map((story) => ({ path: story.url, lastmod: story.date.slice(0, 10) })));
    if (page.items.length === 0 || pageIndex + 1 >= page.pages) return entries;
  }
}

/** The bios of each sport's current roster: its players and coaches. */
async function rosterEntries(get: Get): Promise<SitemapEntry[]> {
  const current = (await get<RosterListItemWire[]>('/Rosters/active/list')).filter((item) => item.isCurrent !== false);
  const rosters = await Promise.all(current.map((item) => get<RosterWire>(`/Rosters/${item.rosterId}`).then((roster) => ({ roster, slug: item.globalSportNameSlug }))));
  return rosters.flatMap(({ roster, slug }) => [
    ...roster.players.map((player) => ({ path: rosterBioPath(slug, { first_name: player.firstName, last_name: player.lastName, id: player.rosterPlayerId }) })),
    ...(roster.coaches ?? []).map((coach) => ({ path: coachBioPath(slug, { first_name: coach.firstName, last_name: coach.lastName, staff_id: coach.staffId }) })),
  ]);
}

/** Every public page of a school: the fixed pages, each sport's pages, stories, current rosters' bios, galleries and facilities. */
export async function sitemapEntries(get: Get): Promise<SitemapEntry[]> {
  const sports = (await get<SportWire[]>('/Sports')).filter((sport) => !sport.nonSport && sport.globalSportNameSlug);
  const [stories, bios, galleries, facilities] = await Promise.all([
    storyEntries(get),
    rosterEntries(get),
    get<ImageGalleryWire[]>(`/ImageGalleries?$pageSize=${MAX_PAGE_SIZE}`),
    get<PageEnvelope<FacilityWire>>(`/Facilities?$pageSize=${MAX_PAGE_SIZE}`),
  ]);
  const entries: SitemapEntry[] = [
    ...fixedSitemapPaths().map((path) => ({ path })),
    ...sports.flatMap((sport) => sportSitemapPaths(sport.globalSportNameSlug!).map((path) => ({ path }))),
    ...stories,
    ...bios,
    ...galleries.map((gallery) => ({ path: gallery.url, lastmod: gallery.date.slice(0, 10) })),
    ...facilities.items.map((facility) => ({ path: facility.url })),
  ];
  // Only the site's own public pages, each once (a story may be linked from two places).
  const seen = new Set<string>();
  return entries.filter((entry) => entry.path.startsWith('/') && !entry.path.startsWith('//') && !isPrivatePath(entry.path) && !seen.has(entry.path) && seen.add(entry.path));
}

async function sitemapXml(origin: string, entries: readonly SitemapEntry[]): Promise<string> {
  const items: SitemapItemLoose[] = entries.map((entry) => (entry.lastmod ? { url: entry.path, lastmod: entry.lastmod } : { url: entry.path }));
  const stream = new SitemapStream({ hostname: origin, lastmodDateOnly: true, xmlns: { news: false, video: false, image: false, xhtml: false } });
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

function sendCached(request: FastifyRequest, reply: FastifyReply, contentType: string, body: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', SEO_CACHE_CONTROL).header('etag', etag).header('vary', 'host');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).type(contentType).send(body);
}

/**
 * GET /robots.txt and GET /sitemap.xml of the school the host names (crawlers send no tenant
 * header); a host no school uses is a 404.
 */
export async function registerSeoRoutes(app: FastifyInstance, tenants: TenantDirectory): Promise<void> {
  const schoolOf = (request: FastifyRequest, reply: FastifyReply): Tenant | undefined => {
    const tenant = tenantOfKnownHost(tenants, request.headers.host);
    if (!tenant) void reply.code(404).header('cache-control', 'no-store').send(errorBody('unknown_site', `No school's site is served at the host '${hostLabel(request.headers.host)}'.`));
    return tenant;
  };

  app.get(ROBOTS_PATH, async (request, reply) => {
    const tenant = schoolOf(request, reply);
    if (!tenant) return reply;
    return sendCached(request, reply, 'text/plain; charset=utf-8', robotsTxt(requestOrigin(request)));
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const tenant = schoolOf(request, reply);
    if (!tenant) return reply;
    let entries: SitemapEntry[];
    try {
      entries = await sitemapEntries(publicApi(app, tenant));
    } catch (error) {
      // A read behind the sitemap failed (the store is down): crawlers come back after Retry-After.
      request.log.error({ err: error }, 'the sitemap could not be built');
      return reply.code(503).header('retry-after', String(SITEMAP_RETRY_AFTER_S)).header('cache-control', 'no-store').send(errorBody('unavailable', 'The sitemap cannot be built just now; try again later.'));
    }
    return sendCached(request, reply, 'application/xml; charset=utf-8', await sitemapXml(requestOrigin(request), entries));
  });
}
