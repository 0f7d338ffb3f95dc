/**
 * npm run bench:start — the time a newcomer waits between `npm start` and the first page (#24: the first
 * start, build + create + seed, within 30 s). Each run starts `npm start` as the README gives it, on a
 * fresh data directory, and times until `GET /` answers 200. A cold run first removes `dist/` (a fresh
 * clone after `npm ci`: build, create, migrate, seed, listen); a restart run finds `dist/` current and the
 * store seeded (build skipped). Prints each run's seconds with the log's own steps, and per kind the
 * median and range. `BENCH_RUNS` (default 3) sets the runs per kind. Figures only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './bench/browser';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TIMEOUT_MS = 180_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: { tenant: 'ridgemont' } });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

interface Run {
  seconds: number;
  steps: string[];
}

/** Starts `npm start` on `dataDir`, waits for the home page, stops it; the log's timed steps come back with it. */
async function timeStart(dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    while (!(await answers(`http://127.0.0.1:${port}/`))) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`no page after ${TIMEOUT_MS / 1000} s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { seconds: (performance.now() - started) / 1000, steps: stepsOf(log) };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
}

/** The log's own account: the build, and each timed database and demo-data step. */
function stepsOf(log: string): string[] {
  const steps: string[] = [];
  const seconds = (ms: string) => `${(Number(ms) / 1000).toFixed(1)} s`;
  for (const line of log.split('\n')) {
    const build = /^Build: (built|.*skipped) \((\d+) ms\)/.exec(line);
    if (build) steps.push(`build ${build[1] === 'built' ? seconds(build[2]!) : 'skipped'}`);
    const entry = /"ms":(\d+),"msg":"(?:Database|Demo data): (\w+)/.exec(line);
    if (entry) steps.push(`${entry[2]} ${seconds(entry[1]!)}`);
  }
  return steps;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const summary = (runs: Run[]) => {
  const seconds = runs.map((run) => run.seconds);
  return `median ${median(seconds).toFixed(1)} s, range ${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)} s`;
};

console.log(`bench:start — npm start to the first page (GET / answering 200), ${RUNS} run(s) per kind, ${os.cpus().length} cores`);
const cold: Run[] = [];
const restart: Run[] = [];
for (let run = 1; run <= RUNS; run++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    rmSync('dist', { recursive: true, force: true });
    const first = await timeStart(dataDir);
    cold.push(first);
    console.log(`cold ${run}: ${first.seconds.toFixed(1)} s (${first.steps.join('; ')})`);
    const again = await timeStart(dataDir);
    restart.push(again);
    console.log(`restart ${run}: ${again.seconds.toFixed(1)} s (${again.steps.join('; ')})`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(`\ncold start (no dist/, new store; budget 30 s): ${summary(cold)}`);
console.log(`restart (dist/ current, store seeded): ${summary(restart)}`);
