/**
 * npm run bench:idle — after `npm run build`, measures what a page does on the main thread when the
 * visitor leaves it alone (#24: Lighthouse needs a quiet window to end its measure; a page that keeps
 * working never gives it one). It serves the build with the real server on a fresh embedded database,
 * opens each page in a new context of the system Chromium with the CPU slowed 4× (as Lighthouse's
 * mobile profile does, Emulation.setCPUThrottlingRate), as a visitor who has already seen the
 * takeovers, waits for the page's h1 and for the network to go quiet, then records the main thread
 * for 5 s: the deltas of Chromium's Performance metrics (TaskDuration, ScriptDuration, LayoutCount,
 * RecalcStyleCount), and counts the CSS animations still running at its end. Each page is measured `--runs` times (3 by default); the table gives the median
 * and the range. It prints figures and asserts nothing (DESIGN 7: budgets are measured, never timed in tests).
 *
 * `npm run bench:idle -- / /archives --runs 5 --desktop` measures only the routes given, five times,
 * at a desktop viewport (the default is Lighthouse's mobile one, 412×823). The server, browser and
 * takeover-cookie steps mirror scripts/bench-bundle.ts. IDLE_TRACE=/tmp/idle also writes a Chromium
 * trace of each idle window (/tmp/idle-<page>.json, for the Performance panel) to see what runs.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { splashCookieName } from '../core/splash/splash-rules';
import { clockFrom } from '../server/clock';
import { readConfig } from '../server/config';
import { startServer } from '../server/start';
import { seedDemoData } from '../demo/seed';
import { chromiumPath, openSettled } from './bench/browser';

const TENANT = 'ridgemont';
const CPU_SLOWDOWN = 4;
const IDLE_MS = 5_000;
const clientDir = path.resolve('dist/client');

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 3;
const desktop = args.includes('--desktop');
const VIEWPORT: BrowserContextOptions = desktop
  ? { viewport: { width: 1366, height: 900 } }
  : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutCount', 'RecalcStyleCount', 'LayoutDuration', 'RecalcStyleDuration'] as const;
type Metric = (typeof METRICS)[number];
/** The metrics' deltas over the idle window, and the CSS animations still running at its end. */
type Figures = Record<Metric | 'Animations', number>;

async function apiJson<T>(origin: string, pathname: string): Promise<T> {
  const response = await fetch(`${origin}/api/v2${pathname}`, { headers: { tenant: TENANT } });
  if (!response.ok) throw new Error(`GET /api/v2${pathname}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * spec 4: each takeover shows once and a continued splash stays closed; a visitor past both gets the
 * page asked for (as scripts/bench-lighthouse.ts measures it).
 */
async function seenCookies(origin: string): Promise<string[]> {
  const sports = await apiJson<Array<{ id: number }>>(origin, '/Sports');
  const ids = [0, ...sports.map((sport) => sport.id)];
  const lists = await Promise.all(ids.map((id) => apiJson<{ takeovers: Array<{ cookie: string | null }> }>(origin, `/Takeovers?sportId=${id}`)));
  const splashes = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${origin}/api/v2/${id === 0 ? 'Splash' : `Splash/${id}`}`, { headers: { tenant: TENANT } });
      return response.status === 200 ? ((await response.json()) as { data: { id: number } | null }).data?.id : undefined;
    }),
  );
  const takeovers = lists.flatMap((list) => list.takeovers.flatMap((takeover) => (takeover.cookie ? [takeover.cookie] : [])));
  return [...new Set([...takeovers, ...splashes.flatMap((id) => (id === undefined ? [] : [splashCookieName('continue', id)]))])];
}

async function measure(browser: Browser, origin: string, cookies: string[], route: string): Promise<Figures> {
  const context = await browser.newContext(VIEWPORT);
  await context.addCookies(cookies.map((name) => ({ name, value: 'seen', url: origin })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await openSettled(page, origin, route, 30_000);
  const read = async (): Promise<Record<Metric, number>> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: Metric) => metrics.find((metric) => metric.name === name)?.value ?? 0;
    return Object.fromEntries(METRICS.map((name) => [name, value(name)])) as Record<Metric, number>;
  };
  const traceTo = process.env.IDLE_TRACE ? `${process.env.IDLE_TRACE}-${route.replaceAll('/', '_') || 'home'}.json` : null;
  if (traceTo) await browser.startTracing(page, { path: traceTo, screenshots: false, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'] });
  const before = await read();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const after = await read();
  if (traceTo) await browser.stopTracing();
  const animations = await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
  await context.close();
  return { ...(Object.fromEntries(METRICS.map((name) => [name, after[name] - before[name]])) as Record<Metric, number>), Animations: animations };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** "median (min–max)" of one figure over the runs; durations (seconds in CDP) in ms. */
function cell(runs: Figures[], metric: keyof Figures): string {
  const scale = metric.endsWith('Duration') ? 1000 : 1;
  const values = runs.map((run) => run[metric] * scale);
  const show = (value: number) => (scale === 1 ? String(Math.round(value)) : value.toFixed(0));
  if (values.length === 1) return show(values[0]!);
  return `${show(median(values))} (${show(Math.min(...values))}–${show(Math.max(...values))})`;
}

function printTable(results: Array<{ route: string; runs: Figures[] }>): void {
  const columns: Array<[string, keyof Figures]> = [
    ['task ms', 'TaskDuration'],
    ['script ms', 'ScriptDuration'],
    ['layouts', 'LayoutCount'],
    ['style recalcs', 'RecalcStyleCount'],
    ['layout ms', 'LayoutDuration'],
    ['style ms', 'RecalcStyleDuration'],
    ['animations running', 'Animations'],
  ];
  const rows = [['page', ...columns.map(([title]) => title)], ...results.map(({ route, runs }) => [route, ...columns.map(([, metric]) => cell(runs, metric))])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!))).join('  '));
}

async function main(): Promise<void> {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('Build the site first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-idle-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir, clientDir, firstContent: seedDemoData, version: 'bench', now: clockFrom(readConfig().seedDate), site: { apiBase: '/api/v2', serverRendering: true } });
  let browser: Browser | undefined;
  try {
    const origin = `http://localhost:${new URL(server.url).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    const cookies = await seenCookies(origin);
    const asked = args.filter((arg) => arg.startsWith('/'));
    const routes = asked.length > 0 ? asked : ['/', '/sports/football'];
    const results = routes.map((route) => ({ route, runs: [] as Figures[] }));
    // Runs interleave the pages, so a busy spell of the machine does not land on one page only.
    for (let run = 0; run < RUNS; run += 1) for (const result of results) result.runs.push(await measure(browser, origin, cookies, result.route));

    console.log(
      `bench:idle — main-thread work in the ${IDLE_MS / 1000} s after load of a page left alone (tenant ${TENANT}, CPU ${CPU_SLOWDOWN}× slower, ` +
        `${desktop ? 'desktop 1366×900' : 'mobile 412×823'}); median (min–max) of ${RUNS} run(s)\n`,
    );
    printTable(results);
  } finally {
    await browser?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
