/**
 * npm run bench:gameday -- [--fans 10000] [--instances 2] [--seconds 20] [--gets 200] [--updates 2] [--streams nchan|node]
 *
 * #28: a game day on one machine. `--instances` servers (the build) on one PostgreSQL (DATABASE_URL's server,
 * default postgres://postgres@127.0.0.1:5432/test; a scratch database, dropped at the end) behind nginx rendered
 * from deploy/nginx/athletics.conf.template. `--fans` fans hold the game's live stream through nginx (resuming with
 * Last-Event-ID as EventSource does), held by nginx's nchan module (#49, the default) or by the instances
 * (`--streams node`); the fans run in processes of their own, 15,000 at most each (scripts/live/fan-fleet.ts). A
 * stat crew PUTs `--updates` documents a second and `--gets` page and API GETs a second run beside them (pages and
 * API answers, through nginx's micro-cache as a fan's would). Three phases, `--seconds` each:
 *   1. steady: ingest → fan latency p50/p99 per instance, errors, each instance's memory per connection;
 *   2. one instance killed with SIGKILL mid-game: events lost and duplicated over every fan, the time until the
 *      last fan is back (p99, max), failed requests;
 *   3. every instance restarted in turn (SIGTERM, start, /readyz): failed requests, fans that lost an event.
 * With one instance only phase 1 runs. Beside the figures: the CPU each part used (instances, nginx, the fans'
 * processes, this process with the stat crew and the GETs) on this machine's cores. Budgets (#28): p99 ≤ 250 ms and 0 errors; 0 lost, 0
 * duplicated, back within 5 s (p99); 0 failed requests, 0 fans that lost an event. Exits 1 over a budget.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { and, asc, eq } from 'drizzle-orm';
import { demoLiveToken } from '../server/live/live-tokens';
import { openDatabase } from '../server/store/database';
import { tenants } from '../server/store/tables/foundation';
import { games } from '../server/store/tables/schedule';
import { processCpuMs } from './bench/process-cpu';
import { freePort } from './cluster/free-port';
import { buildIfChanged, prepareStore, startInstance, stopInstance, type Instance, type InstanceOptions } from './cluster/instances';
import { livePublishUrl, startNginx } from './cluster/nginx';
import { createScratchDatabase } from './cluster/postgres';
import { choiceOption, numberOption, readArgs, sleep } from './live/args';
import { FanFleet, FANS_PER_PROCESS } from './live/fan-fleet';
import { percentile } from './live/fans';
import { simulatedDocuments, withClockTicks } from './live/simulated-game';

const options = readArgs();
const fanCount = Math.round(numberOption(options, 'fans', 10_000));
const instanceCount = Math.round(numberOption(options, 'instances', 2));
const phaseMs = numberOption(options, 'seconds', 20) * 1000;
const getRate = numberOption(options, 'gets', 200);
const updateRate = numberOption(options, 'updates', 2);
const streams = choiceOption(options, 'streams', ['nchan', 'node']);
const TENANT = 'ridgemont';
const BUDGET = { p99Ms: 250, backP99Ms: 5_000 };

const openFiles = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
// Each fans' process holds at most FANS_PER_PROCESS; nginx's workers and the instances hold their share.
if (openFiles < Math.min(fanCount, FANS_PER_PROCESS) + 500) {
  console.error(`The open-file limit (ulimit -n = ${openFiles}) is too low for ${FANS_PER_PROCESS} fans a process: raise it first (ulimit -n ${FANS_PER_PROCESS + 1000}).`);
  process.exit(1);
}

// The build, when the sources changed (as npm start does).
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
if (!buildIfChanged(adminUrl, 'quiet')) process.exit(1);

const scratch = await createScratchDatabase(adminUrl, 'bench_gameday');
const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-gameday-'));
const instances: Instance[] = [];
let stopNginx: () => Promise<void> = async () => undefined;
let stopFans: () => Promise<void> = async () => undefined;
const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
const nginxPort = await freePort();
const publish = streams === 'nchan' ? { LIVE_PUBLISH_URL: livePublishUrl(`http://127.0.0.1:${nginxPort}`) } : {};
const instanceOptions = (index: number): InstanceOptions => ({ name: `instance-${index + 1}`, port: ports[index]!, databaseUrl: scratch.url, entry: 'built', env: { LOG_LEVEL: 'warn', ...publish } });
const nameOf = (upstream: string) => (upstream === 'nginx' ? 'nginx (nchan)' : `instance-${ports.indexOf(Number(upstream.split(':').pop())) + 1}`);
/** The machine's clock in ms, as the fans' processes read it. */
const epochNow = () => performance.timeOrigin + performance.now();

// The GETs through node:http on kept-alive connections: fetch costs this process several times the CPU a request,
// and the load's own cost shares the cores with what is measured.
const getAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** A GET's status and cookies (its body read and dropped; a redirect not followed). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; setCookies: string[] }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: getAgent, headers, timeout: 10_000 }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, setCookies: response.headers['set-cookie'] ?? [] }));
      response.once('error', reject);
    });
    request.once('timeout', () => request.destroy(new Error('timed out')));
    request.once('error', reject);
  });
}

/** Resident memory of a process, from /proc. */
function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}
/** Every CPU-second the machine spent, from /proc/stat (all cores, busy time). */
function machineBusyMs(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + fields[4]!;
  return ((fields.reduce((sum, value) => sum + value, 0) - idle) * 1000) / 100;
}

/** Which step of a sequence a moment fell in, as `1.2 s after <step>`. */
function stepOf(steps: Array<{ at: number; what: string }>, at: number): string {
  const step = steps.findLast((candidate) => candidate.at <= at);
  return step ? `${((at - step.at) / 1000).toFixed(1)} s after ${step.what}` : 'before the first step';
}

let failed = false;
const verdict = (ok: boolean) => {
  if (!ok) failed = true;
  return ok ? 'met' : 'OVER BUDGET';
};

try {
  console.log(`Seeding a scratch PostgreSQL database, then starting ${instanceCount} instance(s) on it and nginx ...`);
  // Seeded apart, so every instance starts alike (the seeding one's memory would not settle before the fans come).
  await prepareStore(scratch.url, 'built', { LOG_LEVEL: 'warn' });
  for (let index = 0; index < instanceCount; index += 1) instances.push(await startInstance(instanceOptions(index)));
  // Enough workers that none holds more fans than its descriptors allow.
  const workers = Math.max(os.availableParallelism(), Math.ceil(fanCount / FANS_PER_PROCESS));
  const nginx = await startNginx({ prefix: path.join(prefix, 'nginx'), port: nginxPort, upstreams: ports.map((port) => `127.0.0.1:${port}`), exposeUpstream: true, streams, workers });
  stopNginx = () => nginx.stop();

  const database = await openDatabase({ databaseUrl: scratch.url });
  const [game] = await database.db.select({ id: games.id }).from(games).innerJoin(tenants, eq(tenants.id, games.tenantId)).where(and(eq(tenants.key, TENANT), eq(games.gameState, 0))).orderBy(asc(games.date)).limit(1);
  await database.close();
  const gameId = game!.id;
  const totalUpdates = Math.ceil((updateRate * (phaseMs * 3 + instanceCount * 30_000)) / 1000) + 10;
  const documents = withClockTicks(simulatedDocuments('mbball', 150, new Date()), totalUpdates);

  // The stat crew: one document after another at the rate asked, through nginx; a failed PUT is counted and sent again.
  const sentAt = new Map<number, number>();
  const failures: Array<{ at: number; what: string }> = [];
  // When each acknowledged PUT was sent and how long its answer took (validated, stored, announced).
  const putMs: Array<[at: number, ms: number]> = [];
  let requests = 0;
  let sent = 0;
  let crewRunning = true;
  const put = async (document: unknown) => {
    for (;;) {
      const at = epochNow();
      try {
        const response = await fetch(`${nginx.url}/api/v2/live/games/${gameId}`, { method: 'PUT', headers: { tenant: TENANT, authorization: `Bearer ${demoLiveToken(TENANT)}`, 'content-type': 'application/json' }, body: JSON.stringify(document) });
        const body = await response.text();
        requests += 1;
        if (response.ok) {
          putMs.push([at, epochNow() - at]);
          return { at, eventId: (JSON.parse(body) as { eventId: number }).eventId };
        }
        failures.push({ at, what: `PUT ${response.status}` });
      } catch (error) {
        failures.push({ at, what: `PUT ${(error as Error).message}` });
      }
      await sleep(200);
    }
  };
  const { eventId: firstEventId } = await put(documents[sent++]);
  const crew = (async () => {
    const started = epochNow();
    for (let n = 0; crewRunning && sent < documents.length; n += 1) {
      await sleep(Math.max(0, started + (n * 1000) / updateRate - epochNow()));
      const { at, eventId } = await put(documents[sent++]);
      sentAt.set(eventId, at);
    }
  })();

  // Page and API GETs at the rate asked (an open loop: a slow answer does not slow the load), as a returning fan's
  // browser asks: with the cookies the site set (a takeover seen sends the home page, not its redirect, each time).
  const cookies = new Map<string, string>();
  const getUrls = ['/api/v2/Sports', '/api/v2/Stories?$pageSize=10', `/api/v2/live/games/${gameId}`, '/api/v2/Navigation', '/', '/sports', '/awards'];
  let getCount = 0;
  const getTimer = setInterval(() => {
    const url = `${nginx.url}${getUrls[getCount++ % getUrls.length]}`;
    const at = epochNow();
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    get(url, { tenant: TENANT, host: 'localhost', ...(cookie ? { cookie } : {}) }).then(
      (response) => {
        for (const set of response.setCookies) {
          const [name, value] = set.split(';')[0]!.split('=') as [string, string | undefined];
          cookies.set(name, value ?? '');
        }
        requests += 1;
        if (response.status >= 400) failures.push({ at, what: `GET ${url} ${response.status}` });
      },
      (error: unknown) => failures.push({ at, what: `GET ${url} ${(error as Error).message}` }),
    );
  }, 1000 / getRate);

  // The fans, in batches, in processes of their own.
  const rssBefore = instances.map((instance) => rssBytes(instance.process.pid!));
  const nginxRssBefore = nginx.pids().reduce((sum, pid) => sum + rssBytes(pid), 0);
  const connectStarted = epochNow();
  const fleet = await FanFleet.start(`${nginx.url}/api/v2/live/games/${gameId}/events`, TENANT, fanCount);
  stopFans = () => fleet.close();
  console.log(`${fanCount} fans (${fleet.pids.length} processes) connected through nginx in ${((epochNow() - connectStarted) / 1000).toFixed(1)} s`);
  const rssAfter = instances.map((instance) => rssBytes(instance.process.pid!));
  const nginxRssAfter = nginx.pids().reduce((sum, pid) => sum + rssBytes(pid), 0);
  const lastSent = () => Math.max(firstEventId, ...sentAt.keys());
  const waitForAll = (eventId: number) => fleet.waitForAll(eventId);
  const fansCpuMs = () => fleet.pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

  // Phase 1: steady.
  const cpu = { instances: instances.map((instance) => processCpuMs(instance.process.pid!)), nginx: nginx.pids().reduce((sum, pid) => sum + processCpuMs(pid), 0), fans: fansCpuMs(), self: process.cpuUsage(), machine: machineBusyMs() };
  const phase1Start = epochNow();
  const failuresBefore = failures.length;
  // How late this process (the fans and the load) runs its callbacks: part of every latency it measures.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  await sleep(phaseMs);
  const phase1Ids = [...sentAt.entries()].filter(([, at]) => at >= phase1Start).map(([id]) => id);
  await waitForAll(Math.max(...phase1Ids));
  const wallMs = epochNow() - phase1Start;
  loopDelay.disable();
  const share = (ms: number) => `${((ms / wallMs) * 100).toFixed(0)} %`;
  const instanceCpu = instances.map((instance, index) => processCpuMs(instance.process.pid!) - cpu.instances[index]!);
  const nginxCpu = nginx.pids().reduce((sum, pid) => sum + processCpuMs(pid), 0) - cpu.nginx;
  const fansCpu = fansCpuMs() - cpu.fans;
  const selfCpu = process.cpuUsage(cpu.self);
  const machineCpu = machineBusyMs() - cpu.machine;
  const latencies = await fleet.latencies(new Map(phase1Ids.map((id) => [id, sentAt.get(id)!])));
  const served = await fleet.sinceMark(lastSent());
  const phase1Errors = failures.length - failuresBefore + served.failures;
  console.log(`\nbench:gameday — ${fanCount} fans, ${instanceCount} instance(s) on PostgreSQL behind nginx, live streams held by ${streams === 'nchan' ? 'nchan' : 'the instances'}, ${updateRate} updates/s, ${getRate} GETs/s, ${os.availableParallelism()} cores, node ${process.version}`);
  console.log(`1. steady, ${(phaseMs / 1000).toFixed(0)} s (${phase1Ids.length} updates, ${latencies.count} arrivals):`);
  const worstP99 = latencies.percentile(99);
  console.log(`   ingest → fan p50 ${latencies.percentile(50)} ms, p99 ${worstP99} ms, max ${latencies.percentile(100)} ms`);
  for (const [upstream, fansThere] of Object.entries(served.servedBy).sort()) {
    const index = ports.indexOf(Number(upstream.split(':').pop()));
    const memory = index >= 0 ? (rssAfter[index]! - rssBefore[index]!) / Math.max(1, fansThere) : (nginxRssAfter - nginxRssBefore) / Math.max(1, fansThere);
    const rss = index >= 0 ? rssAfter[index]! : nginxRssAfter;
    console.log(`   ${nameOf(upstream)}: ${fansThere} fans · memory ${(memory / 1024).toFixed(1)} KB per connection (RSS ${(rss / 1048576).toFixed(0)} MB)`);
  }
  const phase1Puts = putMs.filter(([at]) => at >= phase1Start).map(([, ms]) => ms).sort((a, b) => a - b);
  console.log(`   the stat crew's PUT answered in p50 ${percentile(phase1Puts, 50).toFixed(0)} ms, p99 ${percentile(phase1Puts, 99).toFixed(0)} ms (part of ingest → fan)`);
  // The slowest updates on their own: a tail all fans share (an update held up before nchan) or one of a few fans.
  const perUpdate: Array<{ id: number; put: number; fans: Awaited<ReturnType<FanFleet['latencies']>> }> = [];
  for (const id of phase1Ids) perUpdate.push({ id, put: putMs.find(([at]) => at === sentAt.get(id))?.[1] ?? Number.NaN, fans: await fleet.latencies(new Map([[id, sentAt.get(id)!]])) });
  const slowest = perUpdate.sort((a, b) => b.fans.percentile(99) - a.fans.percentile(99)).slice(0, 3);
  console.log(`   slowest updates: ${slowest.map(({ id, put, fans }) => `#${id} PUT ${put.toFixed(0)} ms, fans p50 ${fans.percentile(50)} / p99 ${fans.percentile(99)} ms`).join(' · ')}`);
  console.log(`   errors ${phase1Errors} of ${requests} requests and ${fanCount} streams · budget p99 ≤ ${BUDGET.p99Ms} ms, 0 errors: ${verdict(worstP99 <= BUDGET.p99Ms && phase1Errors === 0)}`);
  console.log(`   the bench's own event loop (fans and load) ran late by p50 ${(loopDelay.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms`);
  console.log(`   CPU (of one core): instances ${instanceCpu.map(share).join(' + ')}, nginx ${share(nginxCpu)}, fans ${share(fansCpu)}, this process (stat crew and GETs) ${share((selfCpu.user + selfCpu.system) / 1000)}; the machine ${share(machineCpu)} of ${os.availableParallelism() * 100} %`);

  if (instanceCount > 1) {
    // Phase 2: an instance lost mid-game.
    const phase2Failures = failures.length;
    await fleet.mark(lastSent());
    await stopInstance(instances[0]!, 'SIGKILL');
    await sleep(phaseMs);
    // One target for the wait and the tally: the crew goes on sending, and an event sent since is not lost yet.
    const phase2Last = lastSent();
    await waitForAll(phase2Last);
    const { lost, duplicated, back, moved } = await fleet.sinceMark(phase2Last);
    const phase2Errors = failures.length - phase2Failures;
    // nchan: nginx holds the streams, so no fan has to move.
    const backP99 = back.length ? percentile(back, 99) : 0;
    const backText = back.length ? `back in p50 ${percentile(back, 50).toFixed(0)} ms, p99 ${backP99.toFixed(0)} ms, max ${back.at(-1)!.toFixed(0)} ms` : 'no stream dropped';
    console.log(`2. ${instances[0]!.name} killed (SIGKILL) mid-game: ${moved} fans moved · lost ${lost}, duplicated ${duplicated} events · ${backText} · failed requests ${phase2Errors}`);
    console.log(`   budget 0 lost, 0 duplicated, back ≤ ${BUDGET.backP99Ms} ms p99: ${verdict(lost === 0 && duplicated === 0 && backP99 <= BUDGET.backP99Ms)}`);

    // Phase 3: the killed one back, then every instance restarted in turn under the same load.
    instances[0] = await startInstance(instanceOptions(0));
    await sleep(6_000);
    const phase3Failures = failures.length;
    const phase3First = lastSent();
    await waitForAll(phase3First);
    await fleet.mark(phase3First);
    // When each step began: a failure is printed with the step it fell in.
    const steps: Array<{ at: number; what: string }> = [];
    for (let index = 0; index < instanceCount; index += 1) {
      steps.push({ at: epochNow(), what: `${instances[index]!.name} SIGTERM` });
      const code = await stopInstance(instances[index]!, 'SIGTERM');
      if (code !== 0) console.log(`   ${instances[index]!.name} exited ${code} on SIGTERM`);
      steps.push({ at: epochNow(), what: `${instances[index]!.name} exited` });
      instances[index] = await startInstance(instanceOptions(index));
      steps.push({ at: epochNow(), what: `${instances[index]!.name} ready` });
      // nginx tries an instance it marked failed again after fail_timeout (5 s).
      await sleep(6_000);
    }
    const phase3Last = lastSent();
    await waitForAll(phase3Last);
    const { fansThatLost: lostFans } = await fleet.sinceMark(phase3Last);
    const behind = await fleet.behind(phase3Last);
    if (behind) console.log(`   ${behind} fans still behind the last event a minute on`);
    const phase3Errors = failures.slice(phase3Failures);
    console.log(`3. rolling restart of ${instanceCount} instances (SIGTERM, start, /readyz): failed requests ${phase3Errors.length}${phase3Errors.length ? ` (${phase3Errors.slice(0, 3).map((failure) => `${failure.what}, ${stepOf(steps, failure.at)}`).join('; ')})` : ''} · fans that lost an event ${lostFans}`);
    console.log(`   budget 0 and 0: ${verdict(phase3Errors.length === 0 && lostFans === 0)}`);
  }

  crewRunning = false;
  clearInterval(getTimer);
  await crew;
} finally {
  await stopFans();
  await stopNginx();
  await Promise.all(instances.map((instance) => stopInstance(instance, 'SIGKILL')));
  await scratch.drop().catch(() => undefined);
  rmSync(prefix, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
