import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openTestStore, type TestStore } from '../../support/test-store';
import { testNow } from '../../support/test-clock';

// A server build whose render throws, as a view that fails on the server would: the one fault the
// real build cannot be made to show (tests/e2e/server-rendering-status.test.ts covers the rest).
const THROWING_RENDERER = `export const pageRenderer = { async render() { throw new Error('a view failed while rendering'); } };\n`;

describe('the status of a page the server cannot render, or leaves to the browser', () => {
  let store: TestStore;
  let dir: string;
  let throwing: FastifyInstance;
  let browserRendered: FastifyInstance;
  beforeAll(async () => {
    // dist's layout: the site's page template in client/, the server build beside it in ssr/.
    dir = mkdtempSync(path.join(os.tmpdir(), 'athletics-site-'));
    mkdirSync(path.join(dir, 'client'));
    mkdirSync(path.join(dir, 'ssr'));
    copyFileSync(path.resolve('index.html'), path.join(dir, 'client', 'index.html'));
    writeFileSync(path.join(dir, 'ssr', 'render-page.js'), THROWING_RENDERER);
    store = await openTestStore('pglite', null);
    const clientDir = path.join(dir, 'client');
    throwing = await buildApp({ database: store.database, clientDir, now: testNow });
    browserRendered = await buildApp({ database: store.database, clientDir, now: testNow, site: { apiBase: '/api/v2', serverRendering: false } });
  });
  afterAll(async () => {
    await throwing?.close();
    await browserRendered?.close();
    await store?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
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
});
