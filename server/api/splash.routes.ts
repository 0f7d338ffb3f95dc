import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { splashClickWire, splashResponseWire, type SplashResponseWire } from '../../contract/splash';
import { withSplashDefaults, type SplashContent } from '../../core/splash/splash-content';
import { isWithinSplashDates } from '../../core/splash/splash-rules';
import { ApiError, notFound } from '../http/api-error';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { splashClicks, splashPages } from '../store/tables/site-features';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';

type SplashRow = typeof splashPages.$inferSelect;

/** spec 3: the stored splash as the site's Splash page content, colour defaults filled. */
export function toSplashContent(row: SplashRow): SplashContent {
  return withSplashDefaults({
    id: row.id,
    title: row.title,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    backgroundColor: row.backgroundColor,
    foregroundColor: row.foregroundColor,
    link: row.link,
    html: row.html,
    picture: row.images && row.images.length > 0 ? { images: row.images.map((image) => ({ url: image.url, breakpoint: image.breakpoint, alt: image.alt ?? '' })) } : null,
    video: row.youtubeId ? { youtube: row.youtubeId } : null,
  });
}

/**
 * The splash to serve: only one whose start/end window contains now, by the site's own date rule
 * (spec 4); the latest started wins when several run at once.
 */
export function runningSplash(rows: SplashRow[], now: number): SplashContent | undefined {
  return rows
    .map(toSplashContent)
    .filter((content) => isWithinSplashDates(content, now))
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate) || b.id - a.id)[0];
}

async function publicSplash(db: Db, tenantId: number, sportId: number, splashId: number | undefined, now: number): Promise<SplashResponseWire | typeof NO_CONTENT> {
  const conditions = [eq(splashPages.tenantId, tenantId), eq(splashPages.hidden, false)];
  // A page that names its splash gets that one; otherwise the home page (sportId 0) or the sport's.
  if (splashId !== undefined) conditions.push(eq(splashPages.id, splashId));
  else conditions.push(sportId === 0 ? isNull(splashPages.sportId) : eq(splashPages.sportId, sportId));
  const content = runningSplash(await db.select().from(splashPages).where(and(...conditions)), now);
  return content ? { data: content } : NO_CONTENT;
}

/** Staff sign-in is a later issue: until it exists no request carries a staff session. */
function hasStaffSession(_request: FastifyRequest): boolean {
  return false;
}

const splashQuery = z.object({ splashId: intParam.optional() });
const NOTHING_RUNNING = 'no splash is running now';

/** spec 7: splash content, click tracking and the hidden (staff preview) variant. */
export async function registerSplashRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Splash', summary: "The home page's splash running now (or the one named by splashId), as { data }", tag: 'Splash', query: splashQuery, response: splashResponseWire, statuses: { 204: NOTHING_RUNNING, 400: 'splashId is not an integer' } },
    ({ tenant, query }) => publicSplash(db, tenant.id, 0, query.splashId, now()),
  );

  apiGet(
    app,
    {
      path: `/Splash/${intSegment('sportId')}`,
      summary: "A sport's splash running now (sportId 0: the home page's), or the one named by splashId, as { data }",
      tag: 'Splash',
      query: splashQuery,
      response: splashResponseWire,
      statuses: { 204: NOTHING_RUNNING, 400: 'splashId is not an integer', 404: 'sportId is not an integer' },
    },
    ({ tenant, query, params }) => publicSplash(db, tenant.id, Number(params.sportId), query.splashId, now()),
  );

  apiGet(
    app,
    {
      path: `/Splash/click/${intSegment('splashId')}`,
      summary: "Records a click on a splash's image or video; stored before the answer",
      tag: 'Splash',
      response: splashClickWire,
      statuses: { 404: "no splash of this school has that id" },
      cache: 'none',
    },
    async ({ tenant, params }) => {
      const splashId = Number(params.splashId);
      const [splash] = await db.select({ id: splashPages.id }).from(splashPages).where(and(eq(splashPages.tenantId, tenant.id), eq(splashPages.id, splashId)));
      if (!splash) throw notFound(`No splash with id ${splashId}.`);
      // DESIGN 8: durable before acknowledged.
      await db.insert(splashClicks).values({ tenantId: tenant.id, splashId, clickedAt: new Date(now()) });
      return { splashId, recorded: true as const };
    },
  );

  apiGet(
    app,
    {
      path: '/Hidden/Splash',
      summary: 'The hidden (unlisted) splash for staff preview; needs a staff session (always 401 until staff sign-in exists)',
      tag: 'Splash',
      response: splashResponseWire,
      statuses: { 204: NOTHING_RUNNING, 401: 'no signed-in staff session' },
      cache: 'none',
    },
    ({ request }) => {
      // DESIGN 8: hidden content is never served without a signed-in staff session.
      if (!hasStaffSession(request)) throw new ApiError(401, 'sign_in_required', 'Staff sign-in is required to preview hidden splash pages.');
      return NO_CONTENT;
    },
  );
}
