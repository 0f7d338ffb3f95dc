import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { splashClickWire, splashResponseWire, sportSplashResponseWire, type SplashResponseWire } from '../../contract/splash';
import { withSplashDefaults, type SplashContent } from '../../core/splash/splash-content';
import { isWithinSplashDates } from '../../core/splash/splash-rules';
import { notFound } from '../http/api-error';
import { answerChangesAt, nextWindowEdge } from '../http/answer-changes-at';
import { sanitizeContentHtml } from '../http/content-html';
import { intParam } from '../http/query';
import type { Db } from '../store/database';
import { splashClicks, splashPages } from '../store/tables/site-features';
import type { ApiDeps } from './api-deps';
import { apiGet, intSegment, NO_CONTENT } from './api-route';
import { hiddenGet } from './hidden-route';

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
    html: sanitizeContentHtml(row.html),
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

async function publicSplash(request: FastifyRequest, db: Db, tenantId: number, sportId: number, splashId: number | undefined, now: number): Promise<SplashResponseWire | typeof NO_CONTENT> {
  const conditions = [eq(splashPages.tenantId, tenantId), eq(splashPages.hidden, false)];
  // A page that names its splash gets that one; otherwise the home page (sportId 0) or the sport's.
  if (splashId !== undefined) conditions.push(eq(splashPages.id, splashId));
  else conditions.push(sportId === 0 ? isNull(splashPages.sportId) : eq(splashPages.sportId, sportId));
  const rows = await db.select().from(splashPages).where(and(...conditions));
  answerChangesAt(request, nextWindowEdge(rows.map((row) => ({ start: row.startDate, end: row.endDate })), now));
  const content = runningSplash(rows, now);
  return content ? { data: content } : NO_CONTENT;
}

/** spec 2.1 hidden_splash (staff preview): the named hidden splash whatever its dates, else the latest hidden one. */
async function hiddenSplash(db: Db, tenantId: number, splashId: number | undefined): Promise<SplashResponseWire | typeof NO_CONTENT> {
  const [row] = await db
    .select()
    .from(splashPages)
    .where(and(eq(splashPages.tenantId, tenantId), eq(splashPages.hidden, true), splashId === undefined ? undefined : eq(splashPages.id, splashId)))
    .orderBy(desc(splashPages.startDate), desc(splashPages.id))
    .limit(1);
  return row ? { data: toSplashContent(row) } : NO_CONTENT;
}

const splashQuery = z.object({ splashId: intParam.optional() });
const NOTHING_RUNNING = 'no splash is running now';

/** spec 7: splash content, click tracking and the hidden (staff preview) variant. */
export async function registerSplashRoutes(app: FastifyInstance, { db, now }: ApiDeps): Promise<void> {
  apiGet(
    app,
    { path: '/Splash', summary: "The home page's splash running now (or the one named by splashId), as { data }", tag: 'Splash', query: splashQuery, response: splashResponseWire, statuses: { 204: NOTHING_RUNNING, 400: 'splashId is not an integer' } },
    ({ tenant, query, request }) => publicSplash(request, db, tenant.id, 0, query.splashId, now()),
  );

  apiGet(
    app,
    {
      path: `/Splash/${intSegment('sportId')}`,
      summary: "A sport's splash running now (sportId 0: the home page's), or the one named by splashId, as { data } (data null when none runs)",
      tag: 'Splash',
      query: splashQuery,
      response: sportSplashResponseWire,
      statuses: { 400: 'splashId is not an integer', 404: 'sportId is not an integer' },
    },
    // v2-reference 6: 200 whether or not a splash runs; `data` is null when none does.
    async ({ tenant, query, params, request }) => {
      const splash = await publicSplash(request, db, tenant.id, Number(params.sportId), query.splashId, now());
      return splash === NO_CONTENT ? { data: null } : splash;
    },
  );

  apiGet(
    app,
    {
      path: `/Splash/click/${intSegment('splashId')}`,
      summary: "Records a click on a splash's image or video; stored before the answer",
      tag: 'Splash',
      response: splashClickWire,
      statuses: { 404: 'no public splash of this school has that id' },
      cache: 'none',
    },
    async ({ tenant, params }) => {
      const splashId = Number(params.splashId);
      // A hidden splash is not there for fans.
      const [splash] = await db.select({ id: splashPages.id }).from(splashPages).where(and(eq(splashPages.tenantId, tenant.id), eq(splashPages.hidden, false), eq(splashPages.id, splashId)));
      if (!splash) throw notFound(`No splash with id ${splashId}.`);
      // DESIGN 8: durable before acknowledged.
      await db.insert(splashClicks).values({ tenantId: tenant.id, splashId, clickedAt: new Date(now()) });
      return { splashId, recorded: true as const };
    },
  );

  // DESIGN 8: hidden content is never served without a signed-in staff session of the school.
  hiddenGet(
    app,
    {
      path: '/Hidden/Splash',
      summary: 'A hidden (unlisted) splash for staff preview, as { data }: the one named by splashId whatever its dates, else the latest hidden one; staff only',
      query: splashQuery,
      response: splashResponseWire,
      statuses: { 204: 'no hidden splash (with that id)', 400: 'splashId is not an integer' },
    },
    ({ tenant, query }) => hiddenSplash(db, tenant.id, query.splashId),
  );
}
