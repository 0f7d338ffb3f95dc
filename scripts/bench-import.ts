/**
 * npm run bench:import -- [--origin embedded|postgres] [--concurrency 4] [--cold-origin]
 *
 * Issue 27's budget: importing one demo school over HTTP from a local server of ours takes at most 3 × the time
 * of seeding it. The bench seeds a fresh embedded store (both demo schools; one school's seed is counted as half of
 * it), serves it with the real server in a child process (the origin, as another machine would be), imports
 * `ridgemont` from it into a fresh store of this process; the seeded school is also exported to a file (before the
 * server opens the store) and restored into that store under another key. It prints each time, the file's size, the
 * CPU the origin and the importer each spent (they share the machine's cores) and the ratio import / seed. Figures;
 * exits 1 over budget.
 *
 * The origin is measured as a site that has been serving is: before the timed import, the other demo school is
 * imported from it by `npm run school:import` in a process of its own (untimed), so the origin's code is compiled and
 * its statements prepared, while none of ridgemont's answers is in its response cache. A server started a second
 * before spends about a third of its CPU in the timed import compiling itself; `--cold-origin` measures that case.
 *
 * `--origin postgres` serves the origin from a scratch PostgreSQL database instead (DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/test; seeded alike, dropped at the end), as a production site runs: the import
 * then waits less on the origin's store. The seed the ratio divides by is the embedded one's either way, the kind of
 * store the import writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { seedDemoData } from '../demo/seed';
import { migrateDatabase, openDatabase } from '../server/store/database';
import { processCpuMs } from './bench/process-cpu';
import { createScratchDatabase } from './cluster/postgres';
import { numberOption, readArgs } from './live/args';
import { importSchool } from '../server/school/import/import-school';
import { exportSchool } from '../server/school/archive/export-school';
import { restoreSchool } from '../server/school/archive/restore-school';

const BUDGET_RATIO = 3;
const TENANT = 'ridgemont';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const args = readArgs();
const originKind = args.get('origin') ?? 'embedded';
if (originKind !== 'embedded' && originKind !== 'postgres') throw new Error(`--origin must be embedded or postgres, got '${originKind}'`);
const concurrency = numberOption(args, 'concurrency', 4);
const warmOrigin = !args.has('cold-origin');

/** The warm-up: `npm run school:import` of the other demo school into a scratch store, in a process of its own. */
async function warmUp(url: string): Promise<void> {
  const scratchDir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-warm-'));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/school-import.ts', '--from', `${url}/api/v2`, '--tenant', 'coastalbay', '--as', 'warmup', '--report', path.join(scratchDir, 'report.json')], {
      env: { ...process.env, DATA_DIR: scratchDir, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`warming the origin up failed (${code}):\n${errors}`);
  } finally {
    rmSync(scratchDir, { recursive: true, force: true });
  }
}

/** The origin's address, from its start line in its log (read until it appears); its log if it exits first. */
async function originUrl(server: ChildProcess, logFile: string): Promise<string> {
  let exited: number | null | undefined;
  server.once('exit', (code) => (exited = code));
  for (;;) {
    const log = readFileSync(logFile, 'utf8');
    const listening = /Athletics site \S+ on (http:\/\/[^\s"]+) \((pglite|postgres)\)/.exec(log);
    if (listening) return listening[1]!.replace('localhost', '127.0.0.1');
    if (exited !== undefined) throw new Error(`the origin server exited (${exited}):\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
let scratch: { url: string; drop(): Promise<void> } | null = null;
const now = Date.now();
try {
  // 1. The seed, as the server's first start runs it, into the origin's data directory.
  const origin = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await migrateDatabase(origin);
  const [, seedMs] = await timed(() => seedDemoData(origin, now));
  // The backup of the whole demo school, before the server takes the store.
  const [archive, exportMs] = await timed(() => exportSchool(origin, TENANT, { withPersonalData: true, now: new Date(now) }));
  await origin.close();
  const file = path.join(dataDir, `${TENANT}.jsonl.gz`);
  writeFileSync(file, archive.bytes);
  const seedOneMs = seedMs / 2;
  // The origin on PostgreSQL: the same seed (same date) into a scratch database.
  scratch = originKind === 'postgres' ? await createScratchDatabase(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', 'bench_import') : null;
  if (scratch) {
    const store = await openDatabase({ databaseUrl: scratch.url });
    await migrateDatabase(store);
    await seedDemoData(store, now);
    await store.close();
  }

  // 2. The origin: the real server on that store, in a process of its own. Its log goes to a file, as a production
  // site's goes to its collector: through a pipe, this process (busy importing) would be what drains it.
  const logFile = path.join(dataDir, 'origin.log');
  const logFd = openSync(logFile, 'w');
  const server = spawn(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', CLIENT_DIR: path.join(dataDir, 'no-client'), SEED_DATE: new Date(now).toISOString() },
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const url = await originUrl(server, logFile);
  try {
    if (warmOrigin) await warmUp(url);
    // 3. The import over HTTP into a fresh store.
    const target = await openDatabase({});
    await migrateDatabase(target);
    // Where the import's time goes: each resource's time from the previous one's end to its own (its reads and writes).
    const phases: string[] = [];
    let phaseStart = performance.now();
    const progress = {
      step(resource: string, done: number, total: number) {
        if (done !== total) return;
        phases.push(`${resource} ${seconds(performance.now() - phaseStart)}`);
        phaseStart = performance.now();
      },
      line: () => undefined,
    };
    const originCpuBefore = processCpuMs(server.pid!);
    const ownCpuBefore = process.cpuUsage();
    const [imported, importMs] = await timed(() => importSchool(target, { from: `${url}/api/v2`, tenant: TENANT, as: 'imported', concurrency, now: () => now, progress }));
    const originCpuMs = processCpuMs(server.pid!) - originCpuBefore;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const importerCpuMs = (ownCpu.user + ownCpu.system) / 1000;
    // 4. The backup restored into that store under another key.
    const [restored, restoreMs] = await timed(() => restoreSchool(target, archive.bytes, { as: 'restored', now: new Date(now) }));
    await target.close();

    const ratio = importMs / seedOneMs;
    console.log(`seed (both demo schools)      ${seconds(seedMs)}; one school ≈ ${seconds(seedOneMs)}`);
    console.log(`import ${TENANT} over HTTP      ${seconds(importMs)} (${imported.written} items written, ${imported.requests} requests; origin on ${originKind === 'postgres' ? 'PostgreSQL' : 'the embedded store'}, ${warmOrigin ? 'warmed up by importing coastalbay' : 'just started'}, ${concurrency} at a time)`);
    console.log(`  CPU: origin server ${seconds(originCpuMs)}, importer (with its store) ${seconds(importerCpuMs)}`);
    console.log(`  by resource: ${phases.join(', ')}`);
    console.log(`export ${TENANT}                ${seconds(exportMs)}, ${(statSync(file).size / 1024 / 1024).toFixed(2)} MB`);
    console.log(`restore it as 'restored'      ${seconds(restoreMs)} (${Object.values(restored.counts).reduce((sum, n) => sum + n, 0)} rows)`);
    console.log(`import / seed of one school   ${ratio.toFixed(2)} × (budget ≤ ${BUDGET_RATIO} ×) ${ratio <= BUDGET_RATIO ? 'met' : 'OVER BUDGET'}`);
    if (ratio > BUDGET_RATIO) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
  }
} finally {
  // DROP ... WITH (FORCE) ends the origin's connections if it is still going.
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
