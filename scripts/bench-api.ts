/**
 * npm run bench:api — loads three API GETs on our server and, in the same run, a bare node:http
 * server answering the same bytes; prints requests/s, p50 and p99 latency of each and the ratio
 * ours/bare (DESIGN 7 budget: at least 0.5 on cached GET /api/v2/Sports).
 * With the site built (npm run build), also server-rendered pages (#12): time to first byte from the
 * page cache and uncached (a fresh URL each time), one request at a time, beside the bare server
 * sending the same HTML (budgets 20 ms cached, 150 ms uncached), and requests/s under load.
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TENANT = 'ridgemont';

/** Forks a TypeScript child, optionally sends it a first message, and waits for its first answer. */
function start(script: string, firstMessage?: unknown): Promise<{ child: ChildProcess; info: Record<string, string> }> {
  const child = fork(script, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  if (firstMessage !== undefined) child.send(firstMessage as object);
  return new Promise((resolve, reject) => {
    child.once('message', (info) => resolve({ child, info: info as Record<string, string> }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const ours = await start('scripts/bench/api-server.ts');
const base = ours.info.url!;
const get = async (path: string, headers: Record<string, string> = { tenant: TENANT }) => {
  const response = await fetch(`${base}${path}`, { headers });
  return { status: response.status, body: await response.text() };
};

/** Milliseconds to the first byte of the answer (its status line), one request at a time: p50 and p99. */
async function firstByte(urlOf: (index: number) => string, count: number, headers: Record<string, string>): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = process.hrtime.bigint();
        const request = httpRequest(urlOf(index), { headers }, (response) => {
          const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
          response.resume();
          response.on('end', () => resolve(elapsed));
        });
        request.on('error', reject);
        request.end();
      }),
    );
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count * 0.5)]!, p99: times[Math.min(count - 1, Math.floor(count * 0.99))]! };
}

const sports = JSON.parse((await get('/api/v2/Sports')).body) as Array<{ id: number; globalSportNameSlug: string }>;
const football = sports.find((sport) => sport.globalSportNameSlug === 'football') ?? sports[0]!;
const candidates = ['/api/v2/Sports', '/api/v2/Stories?$pageSize=10', `/api/v2/Rosters?sportId=${football.id}`];
const bodies: Record<string, string> = {};
for (const path of candidates) {
  const { status, body } = await get(path);
  if (status === 200) bodies[path] = body;
  else console.log(`skipping ${path}: the server answered ${status}`);
}
// Rendered pages, for a fan who has seen the running takeovers.
const PAGE_HEADERS = { cookie: 'takeover-home-season-tickets=seen; takeover-football-gameday=seen', 'accept-encoding': 'identity' };
const story = (JSON.parse(bodies['/api/v2/Stories?$pageSize=10'] ?? '{"items":[]}') as { items: Array<{ url: string }> }).items[0];
const pages: Record<string, string> = {};
for (const path of ['/', `/sports/${football.globalSportNameSlug}/schedule`, ...(story ? [story.url] : [])]) {
  const { status, body } = await get(path, PAGE_HEADERS);
  if (status === 200 && body.includes('id="hydration-data"')) pages[path] = body;
  else console.log(`skipping page ${path}: ${status === 200 ? 'not rendered on the server (build the site first: npm run build)' : `the server answered ${status}`}`);
}
Object.assign(bodies, pages);
const bare = await start('scripts/bench/bare-server.ts', bodies);
const bareUrl = bare.info.url!;

console.log(`\nbench:api — ${seconds} s per run, ${connections} connections, tenant ${TENANT}, node ${process.version}`);
console.log('endpoint'.padEnd(40), 'server'.padEnd(6), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const path of Object.keys(bodies).filter((path) => !(path in pages))) {
  await load(`${base}${path}`, { tenant: TENANT }); // a first run fills the caches and warms the JIT
  const a = await load(`${base}${path}`, { tenant: TENANT });
  const b = await load(`${bareUrl}${path}`, {});
  console.log(path.padEnd(40), 'ours'.padEnd(6), a.rps.toFixed(0).padStart(9), String(a.p50).padStart(8), String(a.p99).padStart(8), String(a.errors).padStart(7));
  console.log(''.padEnd(40), 'bare'.padEnd(6), b.rps.toFixed(0).padStart(9), String(b.p50).padStart(8), String(b.p99).padStart(8), String(b.errors).padStart(7));
  console.log(''.padEnd(40), `ratio ours/bare = ${(a.rps / b.rps).toFixed(2)}${path === '/api/v2/Sports' ? ' (budget ≥ 0.50)' : ''}`);
}
if (Object.keys(pages).length > 0) {
  const SAMPLES = 200;
  console.log(`\nrendered pages — time to first byte, ${SAMPLES} requests one at a time (budgets: cached ≤ 20 ms, uncached ≤ 150 ms)`);
  console.log('page'.padEnd(60), 'ours cached'.padStart(17), 'ours uncached'.padStart(17), 'bare'.padStart(15), 'ratio cached/bare'.padStart(18));
  for (const path of Object.keys(pages)) {
    const cached = await firstByte(() => `${base}${path}`, SAMPLES, PAGE_HEADERS);
    // A query the page ignores makes each URL new to the page cache: the page renders every time.
    const uncached = await firstByte((index) => `${base}${path}${path.includes('?') ? '&' : '?'}bench=${index}-${Date.now()}`, SAMPLES / 4, PAGE_HEADERS);
    const bareTimes = await firstByte(() => `${bareUrl}${path}`, SAMPLES, {});
    const ms = (t: { p50: number; p99: number }) => `${t.p50.toFixed(1)}/${t.p99.toFixed(1)}`.padStart(15);
    console.log(path.slice(0, 60).padEnd(60), `${ms(cached)}  `, `${ms(uncached)}  `, ms(bareTimes), (cached.p50 / bareTimes.p50).toFixed(2).padStart(18));
  }
  console.log('(p50/p99 ms)');
  for (const path of Object.keys(pages)) {
    await load(`${base}${path}`, PAGE_HEADERS);
    const a = await load(`${base}${path}`, PAGE_HEADERS);
    const b = await load(`${bareUrl}${path}`, {});
    console.log(`${path.slice(0, 60)}: cached page under load ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms) vs bare ${b.rps.toFixed(0)} req/s, ratio ${(a.rps / b.rps).toFixed(2)}; errors ${a.errors}`);
  }
}
bare.child.disconnect();
ours.child.disconnect();
rmSync(ours.info.dataDir!, { recursive: true, force: true });
