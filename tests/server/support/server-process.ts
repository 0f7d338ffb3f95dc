import { Blob } from 'node:buffer';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashBuildInputs, staleReason } from '../../../scripts/build-inputs';
import { expect, inject } from 'vitest';
import { DEMO_SCHOOLS } from '../../../demo/schools';
import { demoStaffOf } from '../../../demo/staff';
import { openDatabase } from '../../../server/store/database';
import { TEST_NOW } from '../../support/test-clock';
import { openTestStore, type StoreKind, type TestStore } from '../../support/test-store';

/**
 * The real server as a child process, to be killed with SIGKILL (no shutdown, no flush, no close of
 * the store) and started again on the same store: what it acknowledged must be there.
 */

export interface Running {
  child: ChildProcess;
  url: string;
  log: () => string;
}

export interface Target {
  /** The server's environment for this store. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

let entry: string[] | undefined;

/**
 * The server's bundle as `npm start` runs it when dist/ is the build of these sources (the test command builds
 * before its suites; the builds run without NODE_ENV), else its sources through tsx's loader as `npm run serve`
 * runs them. The bundle starts in about 1.9 s, tsx in 3.3 s, and the kill tests start the server a dozen times.
 */
function serverEntry(): string[] {
  const root = process.cwd();
  entry ??= staleReason(root, hashBuildInputs(root, { ...process.env, NODE_ENV: undefined })) === null ? ['dist/server/main.mjs'] : ['--import', 'tsx', 'composition/server/main.ts'];
  return entry;
}

/**
 * The server's entry point (no wrapper process), in a process group of its own so SIGKILL reaches everything it
 * started. SEED_DATE pins its clock.
 */
export function startServerProcess(target: Target): Promise<Running> {
  const child = spawn(process.execPath, serverEntry(), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DATE: new Date(TEST_NOW).toISOString(), LOG_LEVEL: 'info', DATABASE_URL: '', ...target.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const listening = /Athletics site \S+ on (http:\/\/[^\s"]+) \((?:pglite|postgres)\)/.exec(output);
      if (listening) {
        clearInterval(poll);
        resolve({ child, url: listening[1]!, log: () => output });
      }
    }, 25);
    child.once('exit', (code, signal) => {
      clearInterval(poll);
      reject(new Error(`the server exited (${signal ?? code}) before it listened:\n${output}`));
    });
  });
}

/** SIGKILL to the server's whole process group; resolves once the server process is gone. */
export function killHard(running: Running): Promise<void> {
  const gone = new Promise<void>((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) resolve();
    else running.child.once('exit', () => resolve());
  });
  process.kill(-running.child.pid!, 'SIGKILL');
  return gone;
}

export function stopGently(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    process.kill(-running.child.pid!, 'SIGTERM');
  });
}

/** A store the server has never opened: a data directory holding the run's seeded PGlite store, or a PostgreSQL database of its own. */
export async function freshTarget(kind: StoreKind, postgresUrl: string | null): Promise<Target> {
  if (kind === 'postgres') {
    const store: TestStore = await openTestStore('postgres', postgresUrl);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-kill-'));
    return {
      env: { DATABASE_URL: store.database.connectionString!, DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client') },
      async dispose() {
        await store.dispose();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-kill-'));
  // The run's seeded store, unpacked into the data directory, saves the server seeding it (as its first start would).
  const fixtures = inject('fixtures');
  if (fixtures) {
    const snapshot = new Blob([readFileSync(fixtures.pgliteSnapshot)]) as unknown as globalThis.Blob;
    const prepared = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), pgliteSnapshot: snapshot });
    await prepared.close();
  }
  return {
    env: { DATA_DIR: dataDir, CLIENT_DIR: path.join(dataDir, 'no-client') },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the school's seeded staff member: the session cookie and the CSRF token writes send. */
export async function signInProcess(url: string, tenant: string): Promise<{ cookie: string; csrfToken: string }> {
  const { email, password } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === tenant)!);
  const response = await fetch(`${url}/api/v2/Auth/login`, { method: 'POST', headers: { tenant, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('staff_session='));
  expect(cookie).toBeDefined();
  return { cookie: cookie!.split(';')[0]!, csrfToken: (JSON.parse(text) as { csrfToken: string }).csrfToken };
}
