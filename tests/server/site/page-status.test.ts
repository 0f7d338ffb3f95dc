import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';
import { fakeSiteBuild } from '../support/fake-site-build';
import { signInStaff } from '../support/staff-sign-in';

// A server build whose render throws, as a view that fails on the server would: the one fault the
// real build cannot be made to show (tests/e2e/server-rendering-status.test.ts covers the rest).
const THROWING_RENDERER = `export const pageRenderer = { async render() { throw new Error('a view failed while rendering'); } };\n`;

describe('the status of a page the server cannot render, or leaves to the browser', () => {
  let store: TestStore;
  let site: ReturnType<typeof fakeSiteBuild>;
  let throwing: FastifyInstance;
  let browserRendered: FastifyInstance;
  beforeAll(async () => {
    site = fakeSiteBuild(THROWING_RENDERER);
    store = await openTestStore('pglite', null);
    const { clientDir } = site;
    throwing = await buildApp({ database: store.database, clientDir, now: testNow });
    browserRendered = await buildApp({ database: store.database, clientDir, now: testNow, site: { apiBase: '/api/v2', serverRendering: false } });
  });
  afterAll(async () => {
    await throwing?.close();
    await browserRendered?.close();
    await store?.dispose();
    site?.remove();
  });

  it('answers 503 with Retry-After and the shell, never a 200 or a 500, when the render throws', async () => {
    const response = await throwing.inject({ method: 'GET', url: '/sports/football', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.headers['cache-control']).toBe('no-store');
    // The shell: the browser renders the page again, or shows its fatal error screen (spec 2.4).
    expect(response.body).toContain('<script id="boot-config" type="application/json">');
    expect(response.body).not.toContain('id="hydration-data"');
  });

  it('answers /404 with 404 and noindex when the browser renders the pages (SERVER_RENDERING=off), and other pages with 200', async () => {
    const notFound = await browserRendered.inject({ method: 'GET', url: '/404', headers: { host: 'localhost:3000' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-robots-tag']).toBe('noindex');
    expect(notFound.body).toContain('<script id="boot-config" type="application/json">');
    for (const url of ['/', '/sports/football']) {
      expect((await browserRendered.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } })).statusCode, url).toBe(200);
    }
  });

  it("sends whoever is not the school's signed-in staff from a studio page to sign in (302, noindex), and lets its staff through", async () => {
    const studioPage = (url: string, cookie?: string) => browserRendered.inject({ method: 'GET', url, headers: { host: 'ridgemont.localhost:3000', ...(cookie ? { cookie } : {}) } });
    for (const url of ['/studio', '/studio/stories/12?tab=history']) {
      const stranger = await studioPage(url);
      expect(stranger.statusCode, url).toBe(302);
      expect(stranger.headers.location).toBe(`/login?redirect=${encodeURIComponent(url)}`);
      expect(stranger.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(stranger.headers['cache-control']).toBe('private, no-store');
    }
    const own = await signInStaff(browserRendered, 'ridgemont');
    const other = await signInStaff(browserRendered, 'coastalbay');
    const staff = await studioPage('/studio', own.cookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(staff.body).toContain('<script id="boot-config" type="application/json">');
    expect((await studioPage('/studio', other.cookie)).statusCode).toBe(302);
  });
});
