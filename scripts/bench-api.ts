/**
 * npm run bench:api — loads three API GETs on our server and, in the same run, a bare node:http
 * server answering the same bytes; prints requests/s, p50 and p99 latency of each and the ratio
 * ours/bare (DESIGN 7 budget: at least 0.5 on cached GET /api/v2/Sports).
 * Options (env): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
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
const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, { headers: { tenant: TENANT } });
  return { status: response.status, body: await response.text() };
};

const sports = JSON.parse((await get('/api/v2/Sports')).body) as Array<{ id: number; globalSportNameSlug: string }>;
const football = sports.find((sport) => sport.globalSportNameSlug === 'football') ?? sports[0]!;
const candidates = ['/api/v2/Sports', '/api/v2/Stories?$pageSize=10', `/api/v2/Rosters?sportId=${football.id}`];
const bodies: Record<string, string> = {};
for (const path of candidates) {
  const { status, body } = await get(path);
  if (status === 200) bodies[path] = body;
  else console.log(`skipping ${path}: the server answered ${status}`);
}
const bare = await start('scripts/bench/bare-server.ts', bodies);
const bareUrl = bare.info.url!;

console.log(`\nbench:api — ${seconds} s per run, ${connections} connections, tenant ${TENANT}, node ${process.version}`);
console.log('endpoint'.padEnd(40), 'server'.padEnd(6), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const path of Object.keys(bodies)) {
  await load(`${base}${path}`, { tenant: TENANT }); // a first run fills the caches and warms the JIT
  const a = await load(`${base}${path}`, { tenant: TENANT });
  const b = await load(`${bareUrl}${path}`, {});
  console.log(path.padEnd(40), 'ours'.padEnd(6), a.rps.toFixed(0).padStart(9), String(a.p50).padStart(8), String(a.p99).padStart(8), String(a.errors).padStart(7));
  console.log(''.padEnd(40), 'bare'.padEnd(6), b.rps.toFixed(0).padStart(9), String(b.p50).padStart(8), String(b.p99).padStart(8), String(b.errors).padStart(7));
  console.log(''.padEnd(40), `ratio ours/bare = ${(a.rps / b.rps).toFixed(2)}${path === '/api/v2/Sports' ? ' (budget ≥ 0.50)' : ''}`);
}
bare.child.disconnect();
ours.child.disconnect();
rmSync(ours.info.dataDir!, { recursive: true, force: true });
