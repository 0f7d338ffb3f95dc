import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DOCUMENTED_ROUTES, type DocumentedRoute } from '../../../server/api/api-route';
import { ROUTE_TABLE } from '../../../core/routing/route-table';
import { demoAccessCodeOf } from '../../../demo/hidden/access-codes';
import { hiddenItemsOf, needlesOf, carries, type HiddenItems, SCHOOLS, type School, otherSchool } from '../hidden/hidden-fixtures';
import { signInStaff } from '../support/staff-sign-in';
import { startTestApi, type TestApi } from '../support/test-api';
import { readStoreKinds } from '../../support/test-store';


/** The not-public API: every GET of the OpenAPI document under /Hidden or /Protected. */
function notPublicEndpoints(): DocumentedRoute[] {
  return [...DOCUMENTED_ROUTES.values()].filter((route) => route.method === 'GET' && /^\/(Hidden|Protected)\//i.test(route.path));
}

/** Real addresses of an endpoint at a school: its path parameters and query filled with that school's hidden items. */
function endpointUrls(route: DocumentedRoute, items: HiddenItems): string[] {
  const story = items.stories[0]!;
  const values: Record<string, string[]> = {
    rosterId: [String(items.roster.id)],
    rosterPlayerId: [String(items.entries[0]!.rosterPlayerId)],
    storyDate: [story.day],
    storyName: [story.filename],
    '*': [items.hiddenDocument.path, items.protectedDocument.path],
    formId: [String(route.path.startsWith('/Protected/') ? items.protectedForm.id : items.hiddenForm.id)],
  };
  let urls = [route.path.replace(/\(\^[^)]*\)/g, '')];
  for (const name of [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(route.path.includes('*') ? ['*'] : [])) {
    const pattern = name === '*' ? '*' : `:${name}`;
    const candidates = values[name];
    if (!candidates) throw new Error(`no hidden value for the parameter ${name} of ${route.path}`);
    urls = urls.flatMap((url) => candidates.map((value) => url.replace(pattern, value)));
  }
  const shape = route.spec.query?.shape ?? {};
  const query = new URLSearchParams();
  if ('sportId' in shape) query.set('sportId', String(items.roster.sportId));
  if ('splashId' in shape) query.set('splashId', String(items.splashes[0]!.id));
  return urls.map((url) => `/api/v2${url}${query.size > 0 ? `?${query}` : ''}`);
}

/** Real addresses of every /hidden and /protected page of the route table at a school. */
function pageUrls(items: HiddenItems): string[] {
  const story = items.stories[0]!;
  const [year, month, day] = story.day.split('-').map(Number);
  const values: Record<string, string> = {
    slug: items.roster.sportSlug,
    season: items.roster.seasonTitle,
    playerSlug: 'player',
    rosterPlayerId: String(items.entries[0]!.rosterPlayerId),
    id: '1',
    year: String(year),
    month: String(month),
    day: String(day),
    filename: story.filename,
    story_slug: story.filename,
    splashId: String(items.splashes[0]!.id),
  };
  const formIdOf = (routePath: string) => String(routePath.startsWith('/protected/') ? items.protectedForm.id : items.hiddenForm.id);
  return ROUTE_TABLE.filter((route) => /^\/(hidden|protected)\//.test(route.path)).map((route) =>
    route.path.replace(/:(\w+)\??/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`no hidden value for the parameter ${name} of ${route.path}`);
      // A form page's id names that school's hidden or protected form.
      if (name === 'id' && route.path.includes('/form/')) return formIdOf(route.path);
      return encodeURIComponent(values[name]!);
    }),
  );
}

describe.each(readStoreKinds(inject('postgresUrl')))('no hidden or protected content reaches anyone but its own staff, on %s', (kind) => {
  let api: TestApi;
  let clientDir: string;
  const items = {} as Record<School, HiddenItems>;
  /** Per school: the visits that must see nothing. */
  const outsiders = {} as Record<School, Array<[who: string, headers: Record<string, string>]>>;

  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-client-'));
    copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
    api = await startTestApi(kind, inject('postgresUrl'), { clientDir });
    for (const school of SCHOOLS) items[school] = await hiddenItemsOf(api, school);
    // A session that was real, left idle past its 12 hours.
    const expired = await signInStaff(api.app, 'ridgemont');
    await api.store.database.db.execute(sql`UPDATE staff_sessions SET last_seen_at = last_seen_at - interval '13 hours'`);
    const sessions = { ridgemont: await signInStaff(api.app, 'ridgemont'), coastalbay: await signInStaff(api.app, 'coastalbay') };
    for (const school of SCHOOLS) {
      outsiders[school] = [
        ['a fan without a session', {}],
        ["another school's staff", { cookie: sessions[otherSchool(school)].cookie }],
        ['an expired session', { cookie: expired.cookie }],
        ['a forged session cookie', { cookie: `staff_session=${'Qx7-'.repeat(11)}` }],
        ["another school's access code", { 'x-access-code': demoAccessCodeOf(otherSchool(school)) }],
      ];
    }
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  it('holds for every hidden and protected endpoint and page, for each kind of outsider, at both schools', async () => {
    const endpoints = notPublicEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(8);
    let tried = 0;
    const leaks: string[] = [];
    for (const school of SCHOOLS) {
      const needles = needlesOf(items[school]);
      const urls = [...endpoints.flatMap((route) => endpointUrls(route, items[school])), ...pageUrls(items[school])];
      for (const url of urls) {
        for (const [who, headers] of outsiders[school]) {
          const isPage = !url.startsWith('/api/');
          const host = school === 'ridgemont' ? 'localhost' : 'coastalbay.localhost';
          const response = await api.app.inject({ method: 'GET', url, headers: { tenant: school, host, ...headers } });
          tried += 1;
          const found = needles.filter((needle) => carries(response.body, needle));
          const opened = isPage ? response.statusCode !== 200 : response.statusCode < 400;
          if (opened || found.length > 0) leaks.push(`${school} ${url} as ${who}: ${response.statusCode} ${found.join(', ')}`);
          expect(response.headers['cache-control'], url).toBe('private, no-store');
          if (isPage || response.statusCode !== 400) expect(String(response.headers['x-robots-tag']), url).toContain('noindex');
        }
      }
    }
    console.info(`hidden and protected content: ${tried} requests by outsiders, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(tried).toBeGreaterThan(100);
  });

  it("opens each school's hidden endpoints to its own staff only, and the protected document to its access code", async () => {
    for (const school of SCHOOLS) {
      const own = await signInStaff(api.app, school);
      for (const url of notPublicEndpoints().flatMap((route) => endpointUrls(route, items[school]))) {
        // A document path names either the hidden or the protected one; each endpoint opens its own.
        const response = await api.app.inject({ method: 'GET', url, headers: { tenant: school, cookie: own.cookie } });
        const documentOfOtherKind = url.includes('/Documents/path/') && (url.includes('/Hidden/') ? url.endsWith(items[school].protectedDocument.path) : url.endsWith(items[school].hiddenDocument.path));
        expect(response.statusCode, url).toBe(documentOfOtherKind ? 404 : 200);
      }
      const code = await api.app.inject({ method: 'GET', url: `/api/v2/Protected/Documents/path/${items[school].protectedDocument.path}`, headers: { tenant: school, 'x-access-code': demoAccessCodeOf(school) } });
      expect(code.statusCode).toBe(200);
      expect(code.json().documentTitle).toBe(items[school].protectedDocument.title);
    }
  });

  it('answers every public GET the same, byte for byte, with or without a staff session', async () => {
    const { cookie } = await signInStaff(api.app, 'ridgemont');
    const publicRoutes = [...DOCUMENTED_ROUTES.values()].filter((route) => route.method === 'GET' && !route.path.includes(':') && !route.path.includes('*') && !/^\/(Hidden|Protected|Auth)\//i.test(route.path));
    expect(publicRoutes.length).toBeGreaterThan(50);
    for (const url of [...publicRoutes.map((route) => `/api/v2${route.path}`), '/', '/sports/mens-basketball/roster']) {
      const answer = async (headers: Record<string, string>) => {
        // Each from the store, not from the other's cached copy.
        api.app.responseCache.invalidateTenant(items.ridgemont.tenantId);
        const response = await api.app.inject({ method: 'GET', url, headers: { tenant: 'ridgemont', ...headers } });
        // An event stream opens with a retry hint picked at random per stream (#28): not content.
        return { status: response.statusCode, body: response.body.replace(/^retry: \d+\n\n/, '') };
      };
      expect(await answer({ cookie }), url).toEqual(await answer({}));
    }
  });
});
