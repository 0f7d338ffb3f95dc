import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff } from '../../../server/auth/add-staff-command';
import type { StudioRouteInfo } from '../../../server/studio/studio-route';
import type { StaffSignIn } from '../support/staff-sign-in';
import { call, STORY, startStudioApp, type CallOptions, type StudioApp } from './studio-test-kit';

/**
 * The leak test: every /api/studio route, as the server registered it (so a route added later is walked
 * too), refuses a stranger, another school's staff, a request without the CSRF token and, on an admin
 * route, an editor; and none of those attempts changes a row of content or of the audit log.
 */

// Content the studio writes, and its history: none of it may change on a refused request.
const WATCHED_TABLES = ['stories', 'story_tags', 'tags', 'story_games', 'story_redirects', 'content_versions', 'audit_log', 'media', 'alerts', 'splash_pages', 'promotions', 'staff_accounts', 'games', 'opponents', 'rosters', 'roster_players', 'players', 'roster_coaches', 'staff_members'];

const EDITOR = { email: 'editor.leaktest@ridgemont.example.edu', password: 'a long enough password' };

describe('every /api/studio route refuses whoever may not call it', () => {
  let studio: StudioApp;
  let routes: StudioRouteInfo[];
  let own: StaffSignIn;
  let other: StaffSignIn;
  let editor: StaffSignIn;
  let storyId: number;
  let storyVersion: number;

  /** One fingerprint per watched table that exists (other features' tables join as they are added). */
  const fingerprint = async (): Promise<Record<string, string>> => {
    const db = studio.store.database.db;
    const present = (await db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`)) as unknown as { rows: Array<{ table_name: string }> };
    const names = new Set(present.rows.map((row) => row.table_name));
    const result: Record<string, string> = {};
    for (const table of WATCHED_TABLES.filter((name) => names.has(name))) {
      const answer = (await db.execute(sql.raw(`SELECT count(*)::text || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS print FROM "${table}" t`))) as unknown as { rows: Array<{ print: string }> };
      result[table] = answer.rows[0]!.print;
    }
    return result;
  };

  beforeAll(async () => {
    studio = await startStudioApp();
    routes = studio.app.studioRouteInfo;
    own = await studio.signIn('ridgemont');
    other = await studio.signIn('coastalbay');
    await addStaff(studio.store.database.db, { tenant: 'ridgemont', email: EDITOR.email, role: 'editor', name: 'Leak Test Editor' }, EDITOR.password);
    const login = await studio.app.inject({ method: 'POST', url: '/api/v2/Auth/login', headers: { tenant: 'ridgemont' }, payload: EDITOR });
    const cookie = [login.headers['set-cookie']].flat().find((value) => typeof value === 'string' && value.startsWith('staff_session='))!;
    editor = { cookie: cookie.split(';')[0]!, csrfToken: (login.json() as { csrfToken: string }).csrfToken };
    const created = await studio.call('POST', '/api/studio/stories', { session: own, body: STORY });
    storyId = created.json.id as number;
    storyVersion = created.json.version as number;
  });
  afterAll(async () => studio?.close());

  /** The route's address with a real item's id in every parameter, and a body that would be valid for a story. */
  const attempt = (route: StudioRouteInfo, options: CallOptions) => {
    const url = route.url.replace(/:(\w+)(\([^)]*\))?/g, (_, name: string) => (name === 'version' ? String(storyVersion) : String(storyId)));
    const writes = route.method !== 'GET';
    return call(studio.app, route.method, url, { ...options, ...(writes ? { body: { ...STORY, title: 'A Leaked Write' }, ifMatch: storyVersion } : {}) });
  };

  it('has the studio routes registered, the story write routes among them', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('POST /api/studio/stories');
    expect(names).toContain('GET /api/studio/activity');
    expect(routes.filter((route) => route.method !== 'GET').length).toBeGreaterThanOrEqual(6);
  });

  it('answers 401 without a session and 403 to another school, on every route; 403 without the CSRF token and to an editor on an admin route, on every write', async () => {
    const before = await fingerprint();
    const failures: string[] = [];
    let attempts = 0;
    const expectStatus = async (route: StudioRouteInfo, what: string, options: CallOptions, status: number, code?: string) => {
      attempts += 1;
      const answer = await attempt(route, options);
      if (answer.status !== status || (code && answer.json.error?.code !== code)) failures.push(`${route.method} ${route.url} ${what}: ${answer.status} ${answer.body.slice(0, 160)}`);
    };
    for (const route of routes) {
      await expectStatus(route, 'without a session', {}, 401, 'sign_in_required');
      await expectStatus(route, "with another school's session", { session: other }, 403);
      if (route.method !== 'GET') await expectStatus(route, 'without the CSRF token', { session: own, csrf: false }, 403, 'csrf_token_invalid');
      if (route.role === 'admin') await expectStatus(route, 'as an editor', { session: editor }, 403, 'forbidden_role');
    }
    expect(failures).toEqual([]);
    expect(await fingerprint()).toEqual(before);
    const writes = routes.filter((route) => route.method !== 'GET').length;
    console.info(`studio leak test: ${routes.length} routes (${writes} writes, ${routes.filter((route) => route.role === 'admin').length} admin only), ${attempts} refused attempts, ${failures.length} let through, 0 writes accepted`);
  });

  it('lets the school’s own staff through (the refusals above are not the route being broken)', async () => {
    const answer = await studio.call('GET', `/api/studio/stories/${storyId}`, { session: editor });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
