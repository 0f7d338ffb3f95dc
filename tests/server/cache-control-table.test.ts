import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiRoutes from '../../server/api/api-route';
import { buildApp } from '../../server/app';
import { MIN_COMPRESSIBLE_BYTES } from '../../server/http/compression';
import { tenants } from '../../server/store/tables/foundation';
import { splashPages } from '../../server/store/tables/site-features';
import { testNow } from '../support/test-clock';
import { openTestStore, type TestStore } from '../support/test-store';
import { fillRequest, isNotSetUp, isStream, NotSetUp, routeOf, SeedValues, splitVersion, type Items, type OpenApiDocument } from './support/openapi-params';
import { signInStaff, type StaffSignIn } from './support/staff-sign-in';
import { testApiOf, type TestApi } from './support/test-api';

/**
 * Issue 28: the Cache-Control of every route family and every /api/v2 family, against the bounds of how
 * stale each may be; Vary only where needed; and the same ETag from two instances for the same URL.
 * The bounds are the issue's, written here apart from server/http/cache-policy.ts so that a change of the
 * table beyond them fails.
 */

/** At most this many seconds in a browser (max-age), a shared cache (s-maxage) and stale while refetched. */
interface Bound {
  maxAge: number;
  sMaxAge: number;
  staleWhileRevalidate: number;
}

const PUBLIC_BOUNDS = {
  // Stories, rosters and the rest of the content: seconds.
  content: { maxAge: 10, sMaxAge: 10, staleWhileRevalidate: 60 },
  // Settings and navigation: longer.
  settings: { maxAge: 300, sMaxAge: 300, staleWhileRevalidate: 3600 },
  // A page also shows scores: a few seconds.
  page: { maxAge: 0, sMaxAge: 10, staleWhileRevalidate: 60 },
  // A 404: a very short s-maxage, never stale.
  notFound: { maxAge: 0, sMaxAge: 5, staleWhileRevalidate: 0 },
  feed: { maxAge: 3600, sMaxAge: 600, staleWhileRevalidate: 3600 },
  seo: { maxAge: 86400, sMaxAge: 3600, staleWhileRevalidate: 86400 },
  media: { maxAge: 86400 * 365, sMaxAge: 86400 * 365, staleWhileRevalidate: 86400 * 7 },
} satisfies Record<string, Bound>;

type Family = keyof typeof PUBLIC_BOUNDS | 'live' | 'private' | 'private page' | 'no-store' | 'immutable';

function directives(cacheControl: string): Map<string, string | true> {
  return new Map(
    cacheControl
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== '')
      .map((part) => {
        const [name, value] = part.split('=');
        return [name!, value ?? true] as const;
      }),
  );
}

/** What is wrong with `cacheControl` for `family`, or undefined. */
function misfit(family: Family, cacheControl: string | undefined): string | undefined {
  if (cacheControl === undefined) return 'no Cache-Control';
  const found = directives(cacheControl);
  switch (family) {
    case 'private':
      return cacheControl === 'private, no-store' ? undefined : `'${cacheControl}' is not 'private, no-store'`;
    case 'private page':
      return cacheControl === 'private, no-cache' ? undefined : `'${cacheControl}' is not 'private, no-cache'`;
    case 'no-store':
      return cacheControl === 'no-store' ? undefined : `'${cacheControl}' is not 'no-store'`;
    case 'immutable':
      return found.has('immutable') && Number(found.get('max-age')) >= 31_536_000 ? undefined : `'${cacheControl}' is not immutable`;
    case 'live':
      if (found.has('s-maxage') || found.has('stale-while-revalidate') || found.has('public')) return `'${cacheControl}' lets a shared cache keep live data`;
      return found.has('no-cache') || found.has('no-store') ? undefined : `'${cacheControl}' neither no-cache nor no-store`;
    default: {
      const bound: Bound = PUBLIC_BOUNDS[family];
      if (!found.has('public')) return `'${cacheControl}' is not public`;
      for (const [name, limit] of [
        ['max-age', bound.maxAge],
        ['s-maxage', bound.sMaxAge],
      ] as const) {
        const value = Number(found.get(name));
        if (!found.has(name) || !Number.isInteger(value) || value < 0 || value > limit) return `'${cacheControl}': ${name} missing or above ${limit}`;
      }
      const stale = found.has('stale-while-revalidate') ? Number(found.get('stale-while-revalidate')) : 0;
      if (!(stale >= 0 && stale <= bound.staleWhileRevalidate)) return `'${cacheControl}': stale-while-revalidate above ${bound.staleWhileRevalidate}`;
      return undefined;
    }
  }
}

/** The family of a /api/v2 GET path, by what it serves. */
function apiFamily(relative: string): Family {
  if (/^\/(Hidden|Protected)\//i.test(relative) || relative.startsWith('/Auth/')) return 'private';
  // A click or an impression counted on a GET (spec 7): answered once each, kept by no cache.
  if (/^\/(Splash\/click|promotions\/counter)\b/i.test(relative)) return 'no-store';
  // A game under way, what is on now and the next one: no shared copy.
  if (/^\/(live\/|LiveStats$|LiveStream$|ScheduleGames\/|EventsResults\/(upcoming|scoreboard)$|Countdown\/)/i.test(relative)) return 'live';
  // Settings, navigation, templates, tags and redirects: the site's frame.
  if (/settings|^\/(Navigation|common\/|Alert\/|Seo$|Google$|Redirects$|SocialAccounts$|Ticketing|TrackingTag\/)/i.test(relative)) return 'settings';
  // Stories, rosters, results, records and the rest.
  return 'content';
}

/** A text/event-stream's status and headers over a real connection (inject would wait for the end). */
function streamHeaders(port: number, url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      request.destroy();
    });
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

const RIDGEMONT = 'localhost:3000';
const COASTALBAY = 'coastalbay.localhost:3000';
const ASSET = '/assets/app-3f9a1c.js';

describe('Cache-Control, Vary and ETag of every route family and /api/v2 family (issue 28)', () => {
  let dir: string;
  let store: TestStore;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let staff: StaffSignIn;

  beforeAll(async () => {
    // dist's layout: the page template and an asset in client/, and the site's real renderer as its server build in ssr/.
    dir = mkdtempSync(path.join(os.tmpdir(), 'cache-table-'));
    mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
    mkdirSync(path.join(dir, 'ssr'));
    copyFileSync(path.resolve('index.html'), path.join(dir, 'client', 'index.html'));
    writeFileSync(path.join(dir, 'client', ASSET), 'export const answer = 42;\n');
    writeFileSync(path.join(dir, 'ssr', 'render-page.js'), `export { pageRenderer } from ${JSON.stringify(path.resolve('composition/server/render-page.tsx'))};\n`);
    store = await openTestStore('pglite', null);
    // Coastal Bay runs no splash here, so its pages read no cookie (Ridgemont's read the splash's).
    const [coastalbay] = await store.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'coastalbay'));
    await store.database.db.update(splashPages).set({ hidden: true }).where(eq(splashPages.tenantId, coastalbay!.id));
    // Two instances on one store, as behind the shared cache, at one instant: a page shows a countdown to
    // the second, so the same content is the same page at the same instant.
    const clientDir = path.join(dir, 'client');
    const instant = testNow();
    first = await buildApp({ database: store.database, clientDir, now: () => instant });
    second = await buildApp({ database: store.database, clientDir, now: () => instant });
    staff = await signInStaff(first, 'ridgemont');
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  /** Checks one URL's answer from both instances: its family's Cache-Control, its Vary, and one ETag. */
  async function check(problems: string[], family: Family, url: string, headers: Record<string, string>, expectedStatus = 200): Promise<string> {
    const answer = await get(first, url, headers);
    const label = `GET ${url} (${headers.host ?? headers.tenant ?? ''})`;
    if (answer.statusCode !== expectedStatus) {
      problems.push(`${label}: ${answer.statusCode}, expected ${expectedStatus}`);
      return answer.body;
    }
    const wrong = misfit(family, answer.headers['cache-control'] as string | undefined);
    if (wrong) problems.push(`${label} [${family}]: ${wrong}`);
    const vary = String(answer.headers.vary ?? '')
      .split(',')
      .map((field) => field.trim().toLowerCase())
      .filter((field) => field !== '');
    const namesHost = answer.body.includes('localhost');
    const needed = new Set<string>();
    // Compressed answers; and a hashed asset, whose .br and .gz copies the build writes beside it.
    if (answer.rawPayload.length >= MIN_COMPRESSIBLE_BYTES || answer.headers['content-encoding'] || family === 'immutable') needed.add('accept-encoding');
    if (namesHost) needed.add('host');
    if (url.startsWith('/api/v2') && headers.tenant && family !== 'private' && family !== 'no-store') needed.add('tenant');
    // Vary only what is needed; and host (or the tenant header) wherever the answer depends on it, for a shared cache.
    // A route that builds absolute URLs varies by host even when this answer holds none (an empty list):
    // harmless to a shared cache, which keys by host anyway; a private answer needs no Vary at all.
    const shared = !['private', 'private page', 'no-store', 'live'].includes(family);
    const extra = vary.filter((field) => !needed.has(field) && !(field === 'host' && shared));
    if (extra.length > 0) problems.push(`${label}: Vary ${vary.join(', ')} names ${extra.join(', ')}, not needed`);
    for (const field of ['host', 'tenant']) if (shared && needed.has(field) && !vary.includes(field)) problems.push(`${label}: the answer depends on ${field} but does not Vary by it`);
    if (shared || family === 'live') {
      const again = await get(second, url, headers);
      // Only a 200 has a validator (RFC 9110 13.2.1): a 404 has none.
      if (answer.headers.etag === undefined && expectedStatus === 200 && family !== 'live') problems.push(`${label}: no ETag`);
      if (again.headers.etag !== answer.headers.etag) problems.push(`${label}: ETag ${String(answer.headers.etag)} on one instance, ${String(again.headers.etag)} on the other`);
    }
    return answer.body;
  }

  it('pages: public ones briefly in a shared cache, ones a cookie shaped, staff and signed-in ones private', async () => {
    const problems: string[] = [];
    const story = ((await get(first, '/api/v2/Stories', { tenant: 'coastalbay' })).json() as { items: Items }).items[0]!.url as string;
    const ridgemontStory = ((await get(first, '/api/v2/Stories', { tenant: 'ridgemont' })).json() as { items: Items }).items[0]!.url as string;
    // Pages whose render read no cookie and set none.
    for (const url of ['/sports/mens-basketball/roster', '/sports/mens-basketball/schedule', story, '/sports/womens-soccer']) await check(problems, 'page', url, { host: COASTALBAY });
    await check(problems, 'notFound', '/404', { host: COASTALBAY }, 404);
    // The home page and a sport's run a takeover once: seen, they render, and read its cookie.
    const home = await get(first, '/', { host: COASTALBAY });
    expect(home.statusCode).toBe(302);
    expect(home.headers['cache-control']).toBe('private, no-store');
    const seen = [home.headers['set-cookie']].flat().map((cookie) => String(cookie).split(';')[0]).join('; ');
    await check(problems, 'private page', '/', { host: COASTALBAY, cookie: seen });
    // Ridgemont's pages read the running splash's cookies: no shared cache keys on them.
    for (const url of ['/sports/mens-basketball/roster', ridgemontStory]) await check(problems, 'private page', url, { host: RIDGEMONT });
    await check(problems, 'private page', '/404', { host: RIDGEMONT }, 404);
    // Staff: a hidden page, and a public page asked with a session.
    await check(problems, 'private', '/hidden/sports/mens-basketball/roster', { host: RIDGEMONT, cookie: staff.cookie });
    await check(problems, 'private', '/hidden/sports/mens-basketball/roster', { host: RIDGEMONT });
    await check(problems, 'private', '/sports/mens-basketball/roster', { host: COASTALBAY, cookie: staff.cookie });
    expect(problems).toEqual([]);
  }, 120_000);

  it('the other families: assets, media, SEO files, feeds, health, the build manifest, live, studio, posts', async () => {
    const problems: string[] = [];
    await check(problems, 'immutable', ASSET, { host: RIDGEMONT });
    const settings = (await get(first, '/api/v2/common/settings', { tenant: 'ridgemont' })).json() as { config: { logo: string } };
    const logo = new URL(settings.config.logo, 'http://localhost:3000').pathname;
    expect(logo).toMatch(/^\/media\//);
    await check(problems, 'media', logo, { host: RIDGEMONT });
    await check(problems, 'no-store', '/media/ridgemont/nothing-here.svg', { host: RIDGEMONT }, 404);
    await check(problems, 'seo', '/robots.txt', { host: RIDGEMONT });
    await check(problems, 'seo', '/sitemap.xml', { host: RIDGEMONT });
    await check(problems, 'feed', '/rss.xml', { host: RIDGEMONT });
    await check(problems, 'feed', '/calendar.ics', { host: RIDGEMONT });
    await check(problems, 'no-store', '/healthz', {});
    await check(problems, 'no-store', '/readyz', {});
    // The studio: staff only, and its refusal too.
    await check(problems, 'private', '/api/studio/alerts', { tenant: 'ridgemont', host: RIDGEMONT, cookie: staff.cookie });
    await check(problems, 'private', '/api/studio/alerts', { tenant: 'ridgemont', host: RIDGEMONT }, 401);
    // A public API answer asked with a staff session is private; the server's cached copy of it is not, for the next fan.
    for (const cookie of [staff.cookie, staff.cookie]) await check(problems, 'private', '/api/v2/Stories?$pageSize=7', { tenant: 'ridgemont', cookie });
    await check(problems, 'content', '/api/v2/Stories?$pageSize=7', { tenant: 'ridgemont' });
    // Posts: a newsletter sign-up and a form submission, refused or not, are kept by no cache.
    for (const url of ['/api/v2/Subscriptions', '/api/v2/Forms/1/submissions']) {
      const post = await first.inject({ method: 'POST', url, headers: { tenant: 'ridgemont', 'content-type': 'application/json' }, payload: '{}' });
      expect(post.statusCode, url).toBeGreaterThanOrEqual(400);
      if (post.headers['cache-control'] !== 'no-store') problems.push(`POST ${url}: '${String(post.headers['cache-control'])}' is not no-store`);
    }
    // The live stream of a game: no cache at all.
    const gameId = ((await get(first, '/api/v2/Countdown/homepage', { tenant: 'ridgemont' })).json() as { game: { id: number } }).game.id;
    await check(problems, 'live', `/api/v2/live/games/${gameId}`, { tenant: 'ridgemont' }, (await get(first, `/api/v2/live/games/${gameId}`, { tenant: 'ridgemont' })).statusCode);
    await first.listen({ port: 0, host: '127.0.0.1' });
    const port = (first.server.address() as AddressInfo).port;
    for (const url of [`/api/v2/live/games/${gameId}/events?tenant=ridgemont`, '/api/v2/live/scoreboard/events?tenant=ridgemont']) {
      const stream = await streamHeaders(port, url, {});
      expect(stream.status, url).toBe(200);
      if (stream.headers['cache-control'] !== 'no-store') problems.push(`GET ${url}: stream '${String(stream.headers['cache-control'])}' is not no-store`);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it('every /api/v2 GET path of the OpenAPI document, both schools: its family\'s Cache-Control, Vary and one ETag on both instances', async () => {
    const problems: string[] = [];
    const document = (await get(first, '/api/openapi.json', {})).json() as OpenApiDocument;
    const api: TestApi = testApiOf(first, store, async () => undefined);
    const families = new Map<Family, number>();
    let checked = 0;
    for (const school of ['ridgemont', 'coastalbay']) {
      const seed = new SeedValues(api, school, (await signInStaff(first, school)).cookie);
      for (const [documented, methods] of Object.entries(document.paths)) {
        const operation = methods.get;
        if (!operation || !documented.startsWith('/api/v2/') || documented.startsWith(apiRoutes.STUDIO_PREFIX)) continue;
        const [root, relative] = splitVersion(documented);
        const route = routeOf(root, relative);
        if (!route || isStream(route)) continue;
        let url: string;
        try {
          url = await fillRequest(seed, root, relative, operation);
        } catch (error) {
          // Coastal Bay's splash is hidden here (its pages read no cookie): the paths that name it are walked at Ridgemont.
          if (error instanceof NotSetUp || (school === 'coastalbay' && /splash/i.test(relative + String((error as Error).message)))) continue;
          throw error;
        }
        const family = apiFamily(relative);
        const headers = { tenant: school, ...('401' in operation.responses ? { cookie: seed.staffCookie } : {}) };
        const probe = await api.get(url, school, headers);
        if (isNotSetUp(probe) || probe.status === 204) continue;
        await check(problems, family, url, headers, probe.status === 301 ? 301 : 200);
        families.set(family, (families.get(family) ?? 0) + 1);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    for (const family of ['content', 'settings', 'live', 'private'] as const) expect(families.get(family), family).toBeGreaterThan(0);
  }, 240_000);
});
