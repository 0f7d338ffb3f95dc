/**
 * npm run bench:lighthouse — after `npm run build`, runs Lighthouse (mobile, its default simulated
 * throttling) on the pages of DESIGN 7 for both demo schools: home, sport home, schedule, roster,
 * story and game centre. It serves the build with the real server on a fresh embedded database and
 * drives the system Chromium, a fresh profile (cold cache) per page, as a visitor who has already
 * seen the takeovers and continued past the splash pages (so the page asked for is the page
 * measured). Prints the four category scores, FCP, LCP, TBT and CLS, and the page's weight (every
 * byte transferred on the cold load) per page, and the budgets (performance ≥ 98 (#24); accessibility,
 * best practices and SEO = 100; the home page ≤ 300 KB). Figures only: it never fails on a
 * score. `npm run bench:lighthouse -- /tickets` measures the given paths at both schools;
 * LIGHTHOUSE_REPORT_DIR=dir keeps the full reports.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { splashCookieName } from '../core/splash/splash-rules';
import { clockFrom } from '../server/clock';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';
import { seedDemoData } from '../demo/seed';
import { chromiumPath, freePort } from './bench/browser';

/** SERVER_RENDERING=off measures the pages rendered in the browser only (the baseline of #12's server rendering). */
const serverRendering = process.env.SERVER_RENDERING?.trim().toLowerCase() !== 'off';
console.log(`pages rendered ${serverRendering ? 'on the server, then hydrated' : 'in the browser only (SERVER_RENDERING=off)'}`);

const SCHOOLS = ['ridgemont', 'coastalbay'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** DESIGN 7: the home page's total weight on a cold load. */
const HOME_WEIGHT_BUDGET = 300 * 1024;
const clientDir = path.resolve('dist/client');
/** LIGHTHOUSE_REPORT_DIR=dir keeps each page's full Lighthouse report (JSON) there, for its diagnostics. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR?.trim() || undefined;
if (reportDir) mkdirSync(reportDir, { recursive: true });

const hostOf = (port: number, school: string) => (school === 'ridgemont' ? `http://localhost:${port}` : `http://${school}.localhost:${port}`);

async function apiJson<T>(origin: string, school: string, pathname: string): Promise<T> {
  const response = await fetch(`${origin}/api/v2${pathname}`, { headers: { tenant: school } });
  if (!response.ok) throw new Error(`GET /api/v2${pathname} (${school}): ${response.status}`);
  return (await response.json()) as T;
}

/** spec 4: each takeover shows once and a continued splash stays closed; a visitor past both gets the page asked for. */
async function seenCookies(origin: string, school: string): Promise<Array<{ name: string; value: string }>> {
  const sports = await apiJson<Array<{ id: number }>>(origin, school, '/Sports');
  const ids = [0, ...sports.map((sport) => sport.id)];
  const takeovers = await Promise.all(ids.map((id) => apiJson<{ takeovers: Array<{ cookie: string | null }> }>(origin, school, `/Takeovers?sportId=${id}`)));
  const splashes = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${origin}/api/v2/${id === 0 ? 'Splash' : `Splash/${id}`}`, { headers: { tenant: school } });
      return response.status === 200 ? ((await response.json()) as { data: { id: number } | null }).data?.id : undefined;
    }),
  );
  const names = new Set([...takeovers.flatMap((list) => list.takeovers.flatMap((takeover) => (takeover.cookie ? [takeover.cookie] : []))), ...splashes.flatMap((id) => (id === undefined ? [] : [splashCookieName('continue', id)]))]);
  return [...names].map((name) => ({ name, value: 'seen' }));
}

/** DESIGN 7's pages at one school, with real ids from its API. */
async function pages(origin: string, school: string): Promise<string[]> {
  const sports = await apiJson<Array<{ globalSportNameSlug: string; nonSport: boolean }>>(origin, school, '/Sports');
  const slug = sports.find((sport) => !sport.nonSport)!.globalSportNameSlug;
  const story = (await apiJson<{ items: Array<{ url: string }> }>(origin, school, '/Stories?$pageSize=1')).items[0];
  const live = (await apiJson<{ items: Array<{ id: number }> }>(origin, school, '/live/scoreboard')).items[0];
  const result = (await apiJson<{ items: Array<{ id: number }> }>(origin, school, '/EventsResults/results?$pageSize=1')).items[0];
  const gameId = live?.id ?? result?.id;
  if (!story || gameId === undefined) throw new Error(`${school}: the demo data has no story or no game to measure.`);
  return ['/', `/sports/${slug}`, `/sports/${slug}/schedule`, `/sports/${slug}/roster`, story.url, `/game-center/${gameId}`];
}

interface Row {
  school: string;
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred for the page's cold load (Lighthouse's total-byte-weight). */
  weight: number;
  failing: string[];
}

async function audit(url: string, cookies: Array<{ name: string; value: string }>): Promise<Omit<Row, 'school' | 'page'>> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'athletics-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    // Playwright turns the back/forward cache off; Lighthouse's bf-cache audit needs a browser that has it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    // The cookies are the visitor's: Lighthouse must not wipe the origin's storage before loading.
    const result = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true, output: 'json' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportDir) writeFileSync(path.join(reportDir, `${new URL(url).hostname}${new URL(url).pathname.replaceAll('/', '_')}.json`), JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
      .map((entry) => entry.id);
    // A run Lighthouse could not finish (a page that did not paint in time, a lost tab) scores nothing: say why.
    if (result.lhr.runtimeError) failing.unshift(`runtime error ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      weight: metric('total-byte-weight'),
      failing,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse asks for another run when it could not record a page load (NO_NAVSTART, a lost trace): up to two more. */
async function auditWithRetry(url: string, cookies: Array<{ name: string; value: string }>): Promise<Omit<Row, 'school' | 'page'>> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await audit(url, cookies);
    const runtimeError = result.failing.find((entry) => entry.startsWith('runtime error'));
    if (!runtimeError || attempt === 3) return result;
    console.error(`${url}: ${runtimeError}; measuring again`);
  }
}

function printTable(rows: Row[]): void {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const line = (cells: string[]) => console.log(`${cells[0]!.padEnd(10)}  ${cells[1]!.padEnd(width)}  ${cells.slice(2).map((cell) => cell.padStart(6)).join('  ')}`);
  line(['school', 'page', 'perf', 'a11y', 'bp', 'seo', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KB']);
  for (const row of rows) {
    const s = row.scores;
    line([row.school, row.page, String(s.performance), String(s.accessibility), String(s['best-practices']), String(s.seo), (row.fcp / 1000).toFixed(2), (row.lcp / 1000).toFixed(2), row.tbt.toFixed(0), row.cls.toFixed(3), (row.weight / 1024).toFixed(0)]);
  }
  const within = rows.filter((row) => CATEGORIES.every((category) => row.scores[category] >= BUDGET[category]) && (row.page !== '/' || row.weight <= HOME_WEIGHT_BUDGET)).length;
  console.log(`\nbudgets (perf ≥ 98, a11y = bp = seo = 100, home ≤ ${HOME_WEIGHT_BUDGET / 1024} KB): met on ${within} of ${rows.length} pages`);
  for (const row of rows.filter((candidate) => candidate.failing.length > 0)) console.log(`  ${row.school} ${row.page}: failing audits ${row.failing.join(', ')}`);
}

async function main(): Promise<void> {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-lighthouse-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, firstContent: seedDemoData, version: 'bench', now: clockFrom(readConfig().seedDate), site: { apiBase: '/api/v2', serverRendering } });
  try {
    const port = Number(new URL(server.url).port);
    const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const rows: Row[] = [];
    for (const school of SCHOOLS) {
      const origin = hostOf(port, school);
      const cookies = await seenCookies(`http://127.0.0.1:${port}`, school);
      for (const page of asked.length > 0 ? asked : await pages(`http://127.0.0.1:${port}`, school)) {
        rows.push({ school, page, ...(await auditWithRetry(`${origin}${page}`, cookies)) });
        console.error(`measured ${school} ${page}`);
      }
    }
    console.log('bench:lighthouse — Lighthouse mobile (simulated throttling), cold cache, system Chromium\n');
    printTable(rows);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
