/**
 * npm run bench:bundle — after `npm run build`, measures the JavaScript a browser really fetches on a
 * first visit to each route (DESIGN 7, with React and inversify: the home page's first load ≤ 175 KB gzip (goal 150), every
 * other family ≤ 190 KB). It serves the build
 * with the real server on a fresh embedded database, opens each route in a new (cold-cache) context of
 * the system Chromium as a visitor who has already seen the takeovers, waits for the page's h1 and
 * for the network to go quiet, and adds up every JavaScript response: raw, and gzip (node:zlib, level 9).
 * `npm run bench:bundle -- / /archives` measures only the routes given. Exits 1 when a page is
 * over its budget. `-- --files` lists every measured route's scripts, not only the home page's. The server, browser and takeover-cookie steps mirror tests/e2e/support, which scripts do
 * not import (.dependency-cruiser.cjs: nothing-imports-tests).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { clockFrom } from '../server/clock';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';
import { seedDemoData } from '../demo/seed';
import { chromiumPath, openSettled } from './bench/browser';

/** SERVER_RENDERING=off measures the pages rendered in the browser only (the baseline of #12's server rendering). */
const serverRendering = process.env.SERVER_RENDERING?.trim().toLowerCase() !== 'off';
console.log(`pages rendered ${serverRendering ? 'on the server, then hydrated' : 'in the browser only (SERVER_RENDERING=off)'}`);

const HOME_BUDGET_GZIP = 175 * 1024;
const FAMILY_BUDGET_GZIP = 190 * 1024;
const budgetOf = (route: string) => (route === '/' ? HOME_BUDGET_GZIP : FAMILY_BUDGET_GZIP);
const TENANT = 'ridgemont';
const clientDir = path.resolve('dist/client');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
/** Level 9, as the build's precompressed .gz copies are written (scripts/precompress.ts). */
const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

interface Measure {
  route: string;
  files: number;
  raw: number;
  gzip: number;
  scripts: Map<string, Buffer>;
}

async function apiJson<T>(origin: string, pathname: string): Promise<T> {
  const response = await fetch(`${origin}/api/v2${pathname}`, { headers: { tenant: TENANT } });
  if (!response.ok) throw new Error(`GET /api/v2${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/** spec 4: each takeover shows once; a visitor who has seen them gets the page asked for. */
async function takeoverCookies(origin: string): Promise<string[]> {
  const sports = await apiJson<Array<{ id: number }>>(origin, '/Sports');
  const lists = await Promise.all([0, ...sports.map((sport) => sport.id)].map((id) => apiJson<{ takeovers: Array<{ cookie: string | null }> }>(origin, `/Takeovers?sportId=${id}`)));
  return [...new Set(lists.flatMap((list) => list.takeovers.flatMap((takeover) => (takeover.cookie ? [takeover.cookie] : []))))];
}

/** The routes measured, with real ids from the API. */
async function routes(origin: string): Promise<string[]> {
  const story = (await apiJson<{ items: Array<{ url: string }> }>(origin, '/Stories?$pageSize=1')).items[0];
  const live = (await apiJson<{ items: Array<{ id: number }> }>(origin, '/live/scoreboard')).items[0];
  const result = (await apiJson<{ items: Array<{ id: number }> }>(origin, '/EventsResults/results?$pageSize=1')).items[0];
  const gameId = live?.id ?? result?.id;
  if (!story || gameId === undefined) throw new Error('The demo data has no story or no game to measure.');
  return ['/', '/sports/football', '/sports/football/roster', '/sports/football/schedule', '/archives', new URL(story.url, origin).pathname, `/game-center/${gameId}`];
}

async function measure(browser: Browser, origin: string, cookies: string[], route: string): Promise<Measure> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addCookies(cookies.map((name) => ({ name, value: 'seen', url: origin })));
  const page = await context.newPage();
  const bodies: Array<Promise<[string, Buffer] | undefined>> = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    bodies.push(response.body().then((body) => [response.url(), body] as [string, Buffer], () => undefined));
  });
  await openSettled(page, origin, route, 20_000);
  const scripts = new Map<string, Buffer>();
  for (const entry of await Promise.all(bodies)) if (entry) scripts.set(entry[0], entry[1]);
  await context.close();
  let raw = 0;
  let gzip = 0;
  for (const body of scripts.values()) {
    raw += body.length;
    gzip += gzipSize(body);
  }
  return { route, files: scripts.size, raw, gzip, scripts };
}

function entryChunk(): { file: string; raw: number; gzip: number } {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="\/?([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('dist/client/index.html names no module script.');
  const body = readFileSync(path.join(clientDir, src));
  return { file: src, raw: body.length, gzip: gzipSize(body) };
}

function printTable(results: Measure[]): void {
  const width = Math.max(5, ...results.map((result) => result.route.length));
  const row = (cells: string[]) => console.log(`${cells[0]!.padEnd(width)}  ${cells[1]!.padStart(8)}  ${cells[2]!.padStart(9)}  ${cells[3]!.padStart(9)}  ${cells[4]}`);
  row(['route', 'JS files', 'raw KB', 'gzip KB', 'budget (home ≤ 175, goal 150; others ≤ 190 KB gzip)']);
  for (const result of results) {
    const budget = result.gzip <= budgetOf(result.route) ? 'within' : 'OVER';
    row([result.route, String(result.files), kb(result.raw), kb(result.gzip), budget]);
  }
}

function printFiles(result: Measure): void {
  console.log(`\nJavaScript of the first load of ${result.route} (gzip KB):`);
  const sizes = [...result.scripts].map(([url, body]) => [new URL(url).pathname, gzipSize(body)] as const).sort((a, b) => b[1] - a[1]);
  for (const [file, gzip] of sizes) console.log(`  ${kb(gzip).padStart(6)}  ${file}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-bundle-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, firstContent: seedDemoData, version: 'bench', now: clockFrom(readConfig().seedDate), site: { apiBase: '/api/v2', serverRendering } });
  let browser: Browser | undefined;
  try {
    const origin = `http://localhost:${new URL(server.url).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    const cookies = await takeoverCookies(origin);
    const results: Measure[] = [];
    const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    for (const route of asked.length > 0 ? asked : await routes(origin)) results.push(await measure(browser, origin, cookies, route));

    console.log('bench:bundle — JavaScript fetched by Chromium on the first load of each route (cold cache)\n');
    printTable(results);
    const entry = entryChunk();
    const home = results.find((result) => result.route === '/');
    if (process.argv.includes('--files')) for (const result of results) if (result !== home) printFiles(result);
    if (!home) return;
    console.log(
      `\nbaseline: the entry chunk alone (${entry.file}) is ${kb(entry.raw)} KB raw, ${kb(entry.gzip)} KB gzip;` +
        ` the home page's first load is ${kb(home.gzip)} KB gzip in ${home.files} files, ${(home.gzip / entry.gzip).toFixed(1)}× the entry.`,
    );
    printFiles(home);
    if (results.some((result) => result.gzip > budgetOf(result.route))) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
