/**
 * npm run bench:memory — the demo server's resident memory (RSS) as a department's small machine sees
 * it: the server as `npm start` runs it (the build's dist/server/main.mjs, embedded PGlite, demo seed)
 * in a child process on a fresh data directory, measured after it starts, after a warm-up crawl (for
 * both schools: every GET of the OpenAPI document without path parameters, and seven pages), and
 * after a bench:api-style load; then the same after a restart on the seeded data
 * (the steady state: no seeding). Budget (issue: the demo server's steady state) under 350 MB.
 * Options (env): BENCH_SECONDS per loaded endpoint (default 10), BENCH_CONNECTIONS (default 50).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TENANTS = ['ridgemont', 'coastalbay'];
const PAGES = ['/', '/sports/football', '/sports/football/schedule', '/sports/football/roster', '/archives', '/staff-directory', '/game-center'];
const BUDGET_MB = 350;

interface Server {
  child: ChildProcess;
  url: string;
}

const ENTRY = 'dist/server/main.mjs';

/** The server as `npm start` runs it, on a free port; resolves once it listens. */
function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /on (http:\/\/[^\s"]+) \(/.exec(output);
      if (listening) resolve({ child, url: listening[1]! });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** GETs every API route without path parameters (from the OpenAPI document) and the PAGES, for both schools. */
async function crawl(url: string): Promise<number> {
  const openapi = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, { get?: unknown }> };
  const lists = Object.entries(openapi.paths)
    .filter(([route, item]) => item.get && !route.includes('{') && !route.includes('/events'))
    .map(([route]) => route);
  let requests = 0;
  for (const tenant of TENANTS) {
    for (const route of lists) {
      await (await fetch(`${url}${route}`, { headers: { tenant, accept: 'application/json' } })).arrayBuffer();
      requests += 1;
    }
    for (const page of PAGES) {
      await (await fetch(`${url.replace('localhost', `${tenant}.localhost`).replace('127.0.0.1', 'localhost')}${page}`)).arrayBuffer();
      requests += 1;
    }
  }
  return requests;
}

/** The bench:api load: three GETs, `seconds` each. */
async function load(url: string): Promise<number> {
  const sports = (await (await fetch(`${url}/api/v2/Sports`, { headers: { tenant: 'ridgemont' } })).json()) as Array<{ id: number; globalSportNameSlug: string }>;
  const football = sports.find((sport) => sport.globalSportNameSlug === 'football') ?? sports[0]!;
  let requests = 0;
  for (const route of ['/api/v2/Sports', '/api/v2/Stories?$pageSize=10', `/api/v2/Rosters?sportId=${football.id}`]) {
    const result = await autocannon({ url: `${url}${route}`, connections, duration: seconds, headers: { tenant: 'ridgemont' } });
    requests += result.requests.total;
  }
  return requests;
}

if (!existsSync(ENTRY)) throw new Error(`No ${ENTRY}: build first (npm run build)`);

const rows: Array<[string, { rss: number; peak: number }]> = [];
async function measureRun(label: string, dataDir: string): Promise<void> {
  const started = performance.now();
  const server = await startServer(dataDir);
  const startMs = performance.now() - started;
  rows.push([`${label}: after start (${(startMs / 1000).toFixed(1)} s)`, memoryOf(server.child.pid!)]);
  const crawled = await crawl(server.url);
  rows.push([`${label}: after a crawl of ${crawled} GETs`, memoryOf(server.child.pid!)]);
  const loaded = await load(server.url);
  rows.push([`${label}: after bench:api load (${loaded} requests)`, memoryOf(server.child.pid!)]);
  await stopServer(server);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-bench-memory-'));
try {
  await measureRun('first start (creates and seeds the store)', dataDir);
  await measureRun('restart (seeded store)', dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nbench:memory — the demo server (embedded PGlite), node ${process.version}, ${os.cpus().length} cores`);
console.log('when'.padEnd(62), 'RSS MB'.padStart(8), 'peak MB'.padStart(8));
for (const [label, { rss, peak }] of rows) console.log(label.padEnd(62), rss.toFixed(0).padStart(8), peak.toFixed(0).padStart(8));
const steady = rows.filter(([label]) => label.startsWith('restart')).map(([, memory]) => memory.rss);
console.log(`steady state (restart, after load): ${steady.at(-1)!.toFixed(0)} MB RSS (budget < ${BUDGET_MB} MB)`);
