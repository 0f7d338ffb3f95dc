import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readStoreKinds } from '../../support/test-store';
import { parseMarkup } from '../editorial/editorial-support';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');

const PAGES = ['/', '/news', '/sports/football/roster', '/schedule', '/no-such-page/at/all'];
const LOCAL_HOSTS = ['localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'coastalbay.localhost:3000'];
const PUBLIC_HOSTS = ['ridgemont.example.edu', 'athletics.example.com:8443'];

type Headers = Record<string, unknown>;

/** The Content-Security-Policy's directives by name, each with its sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** DESIGN 8: what every HTML page carries, whatever the host. */
function expectPageHeaders(headers: Headers, where: string): void {
  const policy = policyOf(headers);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, where).toEqual(["'self'"]);
  expect(policy.get('script-src-attr'), where).toEqual(["'none'"]);
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'self'"]);
  expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
}

describe.each(readStoreKinds(postgresUrl))('security headers on %s', (kind) => {
  let api: TestApi;
  let clientDir: string;
  beforeAll(async () => {
    // The site's page template (the build keeps its boot-config marker and adds only external scripts) and one asset.
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-client-'));
    copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'app-0000.js'), 'export {};\n');
    api = await startTestApi(kind, postgresUrl, { clientDir });
  });
  afterAll(async () => {
    await api?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  const page = (url: string, host: string, more: Record<string, string> = {}) => api.get(url, null, { host, ...more });

  it('sends every page with a policy that allows no inline script, framing by the site only, nosniff and the referrer policy', async () => {
    for (const host of [...LOCAL_HOSTS, ...PUBLIC_HOSTS]) {
      for (const url of PAGES) {
        const response = await page(url, host);
        expect(response.status, `${host}${url}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expectPageHeaders(response.headers, `${host}${url}`);
      }
    }
  });

  it('holds no script the policy would have to allow inline: each has a source or is a JSON data block', async () => {
    const document = parseMarkup((await page('/', 'localhost')).body);
    const scripts = Array.from(document.querySelectorAll('script'));
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const script of scripts) expect(script.hasAttribute('src') || script.getAttribute('type') === 'application/json', script.outerHTML).toBe(true);
    expect(document.querySelector('[onload], [onerror], [onclick]')).toBeNull();
  });

  it('asks for HTTPS (HSTS) on a public host only, never on localhost or a loopback address', async () => {
    for (const host of PUBLIC_HOSTS) {
      for (const url of ['/', '/news']) expect((await page(url, host)).headers['strict-transport-security'], host).toBe('max-age=31536000; includeSubDomains');
    }
    for (const host of LOCAL_HOSTS) {
      for (const url of ['/', '/news']) expect((await page(url, host)).headers['strict-transport-security'], host).toBeUndefined();
    }
    // Behind a proxy the host is the one the browser asked for.
    expect((await page('/', 'localhost:3000', { 'x-forwarded-host': 'ridgemont.example.edu' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends the API docs page with the same headers', async () => {
    for (const host of ['localhost', 'ridgemont.example.edu']) {
      const response = await page('/api/docs', host);
      expect(response.status).toBe(200);
      expect(response.body).not.toMatch(/<script/i);
      expectPageHeaders(response.headers, `${host}/api/docs`);
      expect(response.headers['strict-transport-security'] !== undefined).toBe(host !== 'localhost');
    }
  });

  it('marks every other answer nosniff: API JSON, errors, feeds, media and assets', async () => {
    const answers = [
      await api.get('/api/v2/Sports'),
      await api.get('/api/v2/Sports'),
      await api.get('/api/v2/Sports', null),
      await api.get('/api/v2/NoSuchThing'),
      await api.get('/api/v2/Stories?$pageSize=abc'),
      await api.get('/api/openapi.json'),
      await page('/rss.xml', 'localhost'),
      await page('/media/ridgemont/logo.svg', 'localhost'),
      await page('/assets/app-0000.js', 'localhost'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 404, 400, 200, 200, 200, 200]);
    expect(answers[1]!.headers['x-cache']).toBe('HIT');
    for (const answer of answers) expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
