import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { parseApiBase, readConfig } from '../../../server/config';
import { CORS_ALLOWED_HEADERS, parseCorsOrigins } from '../../../server/http/cors';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

const SITE = 'https://athletics.example.edu';
let store: TestStore;
let open: Awaited<ReturnType<typeof buildApp>>;
let closed: Awaited<ReturnType<typeof buildApp>>;
let clientDir: string;

beforeAll(async () => {
  store = await openTestStore('pglite', null);
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-client-'));
  copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
  open = await buildApp({ database: store.database, now: testNow, corsOrigins: [SITE], clientDir, site: { apiBase: 'https://api.example.org:8443/api/v2', tenant: 'coastalbay' } });
  closed = await buildApp({ database: store.database, now: testNow });
});
afterAll(async () => {
  await open?.close();
  await closed?.close();
  await store?.dispose();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

const preflight = (app: typeof open, origin: string, url = '/api/v2/Sports') =>
  app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept,tenant' } });

describe('CORS for a site on another origin (#15)', () => {
  it('answers a listed origin’s preflight for the tenant header and the headers the adapters send', async () => {
    for (const url of ['/api/v2/Sports', '/api/v2.1/Players', '/api/v2/Forms/abc/submissions']) {
      const response = await preflight(open, SITE, url);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
      const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
      for (const header of ['tenant', 'content-type', 'accept', 'x-csrf-token', 'x-access-code', 'idempotency-key']) expect(allowed).toContain(header);
      expect(String(response.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
    expect(CORS_ALLOWED_HEADERS).toContain('tenant');
  });

  it('lets the listed origin read answers, errors included, and varies them by origin', async () => {
    const ok = await open.inject({ method: 'GET', url: '/api/v2/Sports', headers: { origin: SITE, tenant: 'ridgemont' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(SITE);
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    expect(String(ok.headers['access-control-expose-headers'])).toMatch(/etag/);
    const refused = await open.inject({ method: 'GET', url: '/api/v2/Sports', headers: { origin: SITE, tenant: 'no-such-school' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('lets the listed origin follow a live stream (an EventSource sends the school in the query)', async () => {
    const stream = await open.inject({ method: 'GET', url: '/api/v2/live/scoreboard/events?tenant=ridgemont', headers: { origin: SITE } });
    expect(stream.statusCode).toBe(200);
    expect(String(stream.headers['content-type'])).toMatch(/text\/event-stream/);
    expect(stream.headers['access-control-allow-origin']).toBe(SITE);
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives an unlisted origin nothing, and a server without CORS_ORIGINS no CORS at all', async () => {
    for (const app of [open, closed]) {
      const response = await preflight(app, 'https://elsewhere.example.com');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.statusCode).not.toBe(204);
    }
    const plain = await closed.inject({ method: 'GET', url: '/api/v2/Sports', headers: { origin: SITE, tenant: 'ridgemont' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    // The pages and their feeds stay same-origin.
    const feed = await open.inject({ method: 'GET', url: '/rss.xml', headers: { origin: SITE } });
    expect(feed.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the site’s API base and school come from configuration (#15)', () => {
  it('boots the pages with API_BASE and TENANT and lets them connect to that origin', async () => {
    const page = await open.inject({ method: 'GET', url: '/schedule', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(200);
    const boot = JSON.parse(/<script id="boot-config" type="application\/json">([^<]*)<\/script>/.exec(page.body)![1]!) as { apiBase: string; tenant: string };
    expect(boot).toMatchObject({ apiBase: 'https://api.example.org:8443/api/v2', tenant: 'coastalbay' });
    expect(page.body).toContain('<title>Coastal Bay');
    expect(String(page.headers['content-security-policy'])).toMatch(/connect-src 'self' https:\/\/api\.example\.org:8443/);
  });

  it('reads CORS_ORIGINS, API_BASE and TENANT, refusing an API base that is neither a path nor http(s)', () => {
    const config = readConfig({ CORS_ORIGINS: `${SITE}/, http://localhost:5173`, API_BASE: 'http://127.0.0.1:4000/api/v2/', TENANT: ' CoastalBay ' });
    expect(config.corsOrigins).toEqual([SITE, 'http://localhost:5173']);
    expect(config.site).toEqual({ apiBase: 'http://127.0.0.1:4000/api/v2', tenant: 'coastalbay', serverRendering: true });
    expect(readConfig({}).site).toEqual({ apiBase: '/api/v2', serverRendering: true });
    // #12: SERVER_RENDERING=off leaves every page to the browser.
    expect(readConfig({ SERVER_RENDERING: ' OFF ' }).site.serverRendering).toBe(false);
    expect(readConfig({}).corsOrigins).toEqual([]);
    expect(parseCorsOrigins('*')).toEqual(['*']);
    expect(() => parseApiBase('ftp://x/api')).toThrow(/API_BASE/);
    expect(() => parseApiBase('//evil.example/api')).toThrow(/API_BASE/);
  });
});
