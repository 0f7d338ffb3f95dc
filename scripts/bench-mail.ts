/**
 * npm run bench:mail -- [--runs 3] [--subscribers 10000] [--idle-seconds 10] [--rate 100] [--concurrency 20] [--timeout 600] [--cpu-prof]
 *
 * Issue 46: a newsletter to `subscribers` confirmed fans, delivered to a local SMTP server. Each run starts the real
 * server in a child process (as in production: story scheduler and notify outbox running, SMTP_URL set) on a store
 * prepared like a first start with the fans written into it, measures a page's latency idle, then signs in as the
 * demo admin, creates a newsletter of three published stories and sends it, and measures from that moment:
 *  - the time until the SMTP server (a child of its own) has accepted every mail: to the first and to the last;
 *  - the server process's CPU over the send (utime + stime from /proc, as % of one core); with DATABASE_URL the
 *    database's own CPU is PostgreSQL's and not in it, on the embedded PGlite it is;
 *  - the page's p50/p99 while it sends, under the same steady visitor load as idle.
 * Prints each run and the median and range over the runs, with the budgets beside them (all accepted ≤ 60 s;
 * p99 while sending ≤ 2 × idle). It prints figures; it asserts nothing.
 * The page is the rendered home page when the site is built (npm run build), else a cached API GET.
 * --cpu-prof writes a CPU profile of each run's server (node --cpu-prof) into a directory it names.
 * Options (env): DATABASE_URL (each run in a schema of its own, dropped after).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEMO_SCHOOLS } from '../demo/schools';
import { demoStaffOf } from '../demo/staff';
import { startProbe, type ProbeResult } from './bench/mail-probe';
import { processCpuMs } from './bench/process-cpu';
import { numberOption, readArgs, sleep } from './live/args';
import { percentile } from './live/fans';

const options = readArgs();
const runs = Math.round(numberOption(options, 'runs', 3));
const subscribers = Math.round(numberOption(options, 'subscribers', 10_000));
const idleSeconds = numberOption(options, 'idle-seconds', 10);
const rate = numberOption(options, 'rate', 100);
const concurrency = Math.round(numberOption(options, 'concurrency', 20));
const timeoutMs = numberOption(options, 'timeout', 600) * 1000;
const cpuProfDir = options.has('cpu-prof') ? mkdtempSync(path.join(os.tmpdir(), 'bench-mail-prof-')) : null;
const databaseUrl = process.env.DATABASE_URL || undefined;
const TENANT = 'ridgemont';
const BUDGET_S = 60;
const PAGE_HEADERS = { cookie: 'takeover-home-season-tickets=seen; takeover-football-gameday=seen', 'accept-encoding': 'identity' };

/**
 * Milliseconds a process's main thread (its event loop) has spent waiting for a CPU while it was ready to run
 * (/proc/<pid>/schedstat, Linux); 0 where it cannot be read. On a shared machine this tells a server starved of CPU
 * from one that is waiting on something else.
 */
function runQueueWaitMs(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

/** Wall-clock ms, comparable with the SMTP child's. */
const wallNow = () => performance.timeOrigin + performance.now();

interface Child {
  child: ChildProcess;
  next<T>(type: string, timeout?: number): Promise<T>;
}

function forkChild(script: string, env: NodeJS.ProcessEnv, execArgv: string[] = []): Child {
  // NODE_ENV=production as deploy/ and npm start run the server (React's production build renders the mails).
  const child = fork(script, [], { execArgv: ['--import', 'tsx', ...execArgv], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env } });
  const next = <T>(type: string, timeout?: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = timeout ? setTimeout(() => done(new Error(`${script}: no '${type}' within ${timeout} ms`)), timeout) : undefined;
      const onMessage = (message: { type: string }) => {
        if (message.type === type) done(null, message as T);
      };
      const onExit = (code: number | null) => done(new Error(`${script} exited with ${code} before '${type}'`));
      function done(error: Error | null, value?: T) {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve(value!);
      }
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return { child, next };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (child.connected) child.disconnect();
  else child.kill();
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

interface Prepared {
  audience: number;
  storyIds: number[];
}

/** A first start's store with the fans in it: in `dataDir` (PGlite) or the schema (PostgreSQL). */
async function prepareStore(dataDir: string, schema: string | undefined): Promise<Prepared> {
  const child = forkChild('scripts/bench/mail-server.ts', { BENCH_MAIL_MODE: 'prepare', BENCH_DATA_DIR: dataDir, BENCH_SCHEMA: schema, BENCH_SUBSCRIBERS: String(subscribers), BENCH_TENANT: TENANT });
  const prepared = await child.next<Prepared>('prepared');
  await once(child.child, 'exit');
  return prepared;
}

interface RunResult {
  accepted: number;
  unique: number;
  recipients: number;
  mailBytes: number;
  firstS: number;
  lastS: number;
  sendAnswerMs: number;
  cpuPct: number;
  idleCpuPct: number;
  /** The server's event loop ready to run but waiting for a CPU, as % of the send's time. */
  waitPct: number;
  smtpCpuPct: number;
  idle: ProbeResult;
  during: ProbeResult;
  /** The page's times while sending, leaving out the first 5 s (the send's write and the expansion of its deliveries). */
  afterExpansion: number[];
  counts: { sent: number; failed: number; queued: number } | null;
  timedOut: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p = (result: ProbeResult, q: number) => percentile(result.times, q);

const smtp = forkChild('scripts/bench/mail-smtp.ts', {});
const children: ChildProcess[] = [smtp.child];
const tempDirs: string[] = [];
const results: RunResult[] = [];
let probePath = '';

try {
  const { url: smtpUrl } = await smtp.next<{ url: string }>('ready', 30_000);
  console.log(`SMTP server (smtp-server, no TLS, no auth) on ${smtpUrl}`);

  // PGlite: prepared once (migrate, seed, fans) and copied for each run, so every run starts on the same fresh store.
  let template: Prepared | null = null;
  let templateDir = '';
  if (!databaseUrl) {
    templateDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mail-store-'));
    tempDirs.push(templateDir);
    console.log(`Preparing the embedded store as a first start does (migrate, seed the demo) with ${subscribers} confirmed fans...`);
    const started = performance.now();
    template = await prepareStore(templateDir, undefined);
    console.log(`  prepared in ${((performance.now() - started) / 1000).toFixed(1)} s: ${template.audience} fans in the newsletter's audience`);
  }

  for (let run = 1; run <= runs; run += 1) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-mail-run-'));
    tempDirs.push(dataDir);
    let prepared: Prepared;
    const schema = databaseUrl ? `bench_mail_${process.pid}_${run}` : undefined;
    if (template) {
      cpSync(templateDir, dataDir, { recursive: true });
      prepared = template;
    } else {
      console.log(`Run ${run}: preparing schema ${schema} on DATABASE_URL with ${subscribers} confirmed fans...`);
      prepared = await prepareStore(dataDir, schema);
    }

    // One profile per thread (the tsx loader has one of its own): the server's is the largest file of the run's pid.
    const execArgv = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
    const server = forkChild('scripts/bench/mail-server.ts', { BENCH_MAIL_MODE: 'serve', BENCH_DATA_DIR: dataDir, BENCH_SCHEMA: schema, SMTP_URL: smtpUrl }, execArgv);
    children.push(server.child);
    const { url } = await server.next<{ url: string }>('ready', 300_000);
    const pid = server.child.pid!;

    // The page: the rendered home page when the site is built, else a cached API GET.
    const home = await fetch(`${url}/`, { headers: PAGE_HEADERS });
    const homeBody = await home.text();
    const rendered = home.status === 200 && homeBody.includes('id="hydration-data"');
    probePath = rendered ? '/' : '/api/v2/Stories?$pageSize=10';
    const probeHeaders: Record<string, string> = rendered ? PAGE_HEADERS : { tenant: TENANT };
    if (run === 1) {
      const sample = rendered ? homeBody : await (await fetch(`${url}${probePath}`, { headers: probeHeaders })).text();
      console.log(`Visitors ask for ${probePath} (${(Buffer.byteLength(sample) / 1024).toFixed(0)} KB${rendered ? ', the rendered home page' : ', a cached API GET: the site is not built'})`);
    }
    const probe = () => startProbe(`${url}${probePath}`, probeHeaders, { concurrency, rate });

    // Idle: three seconds to warm up (JIT, caches), then the idle figures and the CPU the visitors alone cost.
    const warm = probe();
    await sleep(3000);
    await warm.stop();
    const idleCpu0 = processCpuMs(pid);
    const idleStarted = performance.now();
    const idleLoop = probe();
    await sleep(idleSeconds * 1000);
    const idle = await idleLoop.stop();
    const idleCpuPct = ((processCpuMs(pid) - idleCpu0) / (performance.now() - idleStarted)) * 100;

    // The admin composes a newsletter of three published stories.
    const school = DEMO_SCHOOLS.find((candidate) => candidate.key === TENANT)!;
    const { email, password } = demoStaffOf(school);
    const login = await fetch(`${url}/api/v2/Auth/login`, { method: 'POST', headers: { tenant: TENANT, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    const loginText = await login.text();
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}: ${loginText}`);
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith('staff_session='))!.split(';')[0]!;
    const studioHeaders = { tenant: TENANT, cookie, 'x-csrf-token': (JSON.parse(loginText) as { csrfToken: string }).csrfToken, 'content-type': 'application/json' };
    const created = await fetch(`${url}/api/studio/newsletters`, {
      method: 'POST',
      headers: studioHeaders,
      body: JSON.stringify({ subject: `This week at Ridgemont State (bench run ${run})`, introHtml: '<p>The week in Rams athletics.</p>', storyIds: prepared.storyIds }),
    });
    const newsletter = (await created.json()) as { id: number; version: number };
    if (created.status !== 201) throw new Error(`creating the newsletter answered ${created.status}: ${JSON.stringify(newsletter)}`);

    smtp.child.send({ type: 'expect', count: prepared.audience });
    await smtp.next('expecting');
    const allAccepted = smtp.next<{ accepted: number; unique: number; bytes: number; firstAt: number; lastAt: number }>('done', timeoutMs).catch(() => null);
    let lastProgress = 0;
    let sendAt = wallNow();
    const onProgress = (message: { type: string; accepted?: number }) => {
      if (message.type !== 'progress' || message.accepted === undefined) return;
      if (message.accepted - lastProgress >= 2_000 || message.accepted === prepared.audience) {
        lastProgress = message.accepted;
        process.stdout.write(`  run ${run}: ${message.accepted} accepted at ${((wallNow() - sendAt) / 1000).toFixed(1)} s\n`);
      }
    };
    smtp.child.on('message', onProgress);

    // The send: from here the clock, the CPU and the visitors' latency are the send's.
    const duringLoop = probe();
    const cpu0 = processCpuMs(pid);
    const wait0 = runQueueWaitMs(pid);
    const smtpCpu0 = processCpuMs(smtp.child.pid!);
    sendAt = wallNow();
    const sendStarted = performance.now();
    const sent = await fetch(`${url}/api/studio/newsletters/${newsletter.id}/send`, { method: 'POST', headers: { ...studioHeaders, 'if-match': `"${newsletter.version}"` }, body: '{}' });
    const sendAnswerMs = wallNow() - sendAt;
    const sentBody = await sent.text();
    if (sent.status !== 200) throw new Error(`sending answered ${sent.status}: ${sentBody}`);
    const done = await allAccepted;
    const endAt = wallNow();
    const cpuPct = ((processCpuMs(pid) - cpu0) / (endAt - sendAt)) * 100;
    const waitPct = ((runQueueWaitMs(pid) - wait0) / (endAt - sendAt)) * 100;
    const smtpCpuPct = ((processCpuMs(smtp.child.pid!) - smtpCpu0) / (endAt - sendAt)) * 100;
    const during = await duringLoop.stop();
    smtp.child.off('message', onProgress);
    smtp.child.send({ type: 'stats' });
    const final = done ?? (await smtp.next<{ accepted: number; unique: number; bytes: number; firstAt: number; lastAt: number }>('stats', 10_000));

    // The outbox's own account: every delivery settled (marked sent just after the 250).
    let counts: RunResult['counts'] = null;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const answer = (await (await fetch(`${url}/api/studio/newsletters/${newsletter.id}`, { headers: studioHeaders })).json()) as { delivery: { recipients: number; queued: number; sent: number; failed: number } | null };
      if (answer.delivery) counts = { sent: answer.delivery.sent, failed: answer.delivery.failed, queued: answer.delivery.queued };
      if (done === null || (counts && counts.sent + counts.failed >= prepared.audience)) break;
      await sleep(500);
    }

    const result: RunResult = {
      accepted: final.accepted,
      unique: final.unique,
      mailBytes: final.accepted ? final.bytes / final.accepted : 0,
      recipients: prepared.audience,
      firstS: final.firstAt ? (final.firstAt - sendAt) / 1000 : Number.NaN,
      lastS: final.lastAt ? (final.lastAt - sendAt) / 1000 : Number.NaN,
      sendAnswerMs,
      cpuPct,
      idleCpuPct,
      waitPct,
      smtpCpuPct,
      idle,
      during,
      afterExpansion: during.samples.filter((sample) => sample.at >= sendStarted + 5_000).map((sample) => sample.ms).sort((a, b) => a - b),
      counts,
      timedOut: done === null,
    };
    results.push(result);
    console.log(
      `Run ${run}: ${result.accepted} of ${result.recipients} accepted (${result.unique} addresses, ${(result.mailBytes / 1024).toFixed(0)} KB a mail)${result.timedOut ? ` — GAVE UP after ${timeoutMs / 1000} s` : ''}; first ${result.firstS.toFixed(2)} s, last ${result.lastS.toFixed(2)} s ` +
        `(${(result.accepted / result.lastS).toFixed(0)} mails/s); server CPU ${cpuPct.toFixed(0)}% of a core (idle ${idleCpuPct.toFixed(0)}%), its event loop waiting for a CPU ${waitPct.toFixed(0)}% of the time; SMTP server CPU ${smtpCpuPct.toFixed(0)}%; ` +
        `${probePath} p50/p99 idle ${ms(p(idle, 50))}/${ms(p(idle, 99))}, sending ${ms(p(during, 50))}/${ms(p(during, 99))} (from 5 s on ${ms(percentile(result.afterExpansion, 50))}/${ms(percentile(result.afterExpansion, 99))}); ` +
        `outbox: ${counts ? `${counts.sent} sent, ${counts.failed} failed, ${counts.queued} queued` : 'no counts'}`,
    );
    await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  for (const child of children) await stopChild(child).catch(() => undefined);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

// The table: each run, then the median and range.
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};
const summary = (values: number[], format: (value: number) => string) => `${format(median(values))}  [${format(Math.min(...values))} – ${format(Math.max(...values))}]`;
const seconds = (value: number) => `${value.toFixed(1)} s`;
const percent = (value: number) => `${value.toFixed(0)}%`;
const millis = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;
const rows: Array<[string, (result: RunResult) => number, (value: number) => string, string]> = [
  ['time to first mail accepted', (r) => r.firstS, seconds, ''],
  ['time to all accepted', (r) => r.lastS, seconds, `budget ≤ ${BUDGET_S} s`],
  ['mails accepted a second', (r) => r.accepted / r.lastS, (v) => v.toFixed(0), ''],
  ['the send request answered in', (r) => r.sendAnswerMs, millis, ''],
  ['server CPU while sending', (r) => r.cpuPct, percent, 'of one core'],
  ['server CPU idle (visitors only)', (r) => r.idleCpuPct, percent, 'of one core'],
  ['server waiting for a CPU while sending', (r) => r.waitPct, percent, 'of the time (machine contention)'],
  ['SMTP server CPU while sending', (r) => r.smtpCpuPct, percent, 'of one core'],
  [`${probePath} p50 idle`, (r) => p(r.idle, 50), millis, ''],
  [`${probePath} p99 idle`, (r) => p(r.idle, 99), millis, ''],
  [`${probePath} p50 while sending`, (r) => p(r.during, 50), millis, ''],
  [`${probePath} p99 while sending`, (r) => p(r.during, 99), millis, ''],
  ['p99 sending / idle', (r) => p(r.during, 99) / p(r.idle, 99), ratio, 'budget ≤ 2×'],
  [`${probePath} p99 sending, from 5 s on`, (r) => percentile(r.afterExpansion, 99), millis, 'after the send is written and expanded'],
];
console.log(`\nbench:mail — ${subscribers} confirmed fans, ${results.length} run(s), ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}, node ${process.version}, ${os.cpus().length} CPUs`);
console.log(`  visitors: ${concurrency} at ${rate} requests/s in all on ${probePath}; idle window ${idleSeconds} s`);
console.log(`  ${'figure'.padEnd(40)} ${'median  [range]'.padEnd(34)} budget`);
for (const [label, value, format, budget] of rows) console.log(`  ${label.padEnd(40)} ${summary(results.map(value), format).padEnd(34)} ${budget}`);
const lastMedian = median(results.map((r) => r.lastS));
const ratioMedian = median(results.map((r) => p(r.during, 99) / p(r.idle, 99)));
const complete = results.every((r) => !r.timedOut && r.accepted >= r.recipients);
console.log(`  all accepted ≤ ${BUDGET_S} s: ${complete && lastMedian <= BUDGET_S ? 'met' : 'NOT met'} (median)   p99 while sending ≤ 2 × idle: ${ratioMedian <= 2 ? 'met' : 'NOT met'} (median)`);
const errors = results.reduce((sum, r) => sum + r.idle.errors + r.during.errors, 0);
if (errors > 0) console.log(`  visitor requests that failed: ${errors}`);
if (results.some((r) => r.unique !== r.accepted)) console.log('  note: some addresses got more than one mail (a redelivery)');
if (cpuProfDir) console.log(`  CPU profiles of the server: ${cpuProfDir}`);
