import { Blob } from 'node:buffer';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { formSubmissionResultWire, formSubmissionsPageWire, formSummariesWire } from '../../../contract/forms';
import { DEMO_SCHOOLS } from '../../../server/seed/schools';
import { demoStaffOf } from '../../../server/seed/staff';
import { openDatabase } from '../../../server/store/database';
import { TEST_NOW } from '../../support/test-clock';
import { openTestStore, storeKinds, type StoreKind, type TestStore } from '../../support/test-store';
import { TICKET_REQUEST } from './form-fixtures';

/**
 * Issue 11: 'Thank you' only after the answers are stored, durably. The real server runs as a
 * child process; right after the last 201 it is killed with SIGKILL (no shutdown, no flush, no
 * close of the store), started again on the same store, and every acknowledged submission must
 * be there.
 */

const TENANT = 'ridgemont';
const SUBMISSIONS = 5;
const FORM_TITLE = 'Ticket Request';

interface Running {
  child: ChildProcess;
  url: string;
  log: () => string;
}

interface Target {
  /** The server's environment for this store. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * The server's entry point as `npm run serve` runs it (node with tsx's loader, no wrapper process),
 * in a process group of its own so SIGKILL reaches everything it started. SEED_DATE pins its clock.
 */
function startServerProcess(target: Target): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
function killHard(running: Running): Promise<void> {
  const gone = new Promise<void>((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) resolve();
    else running.child.once('exit', () => resolve());
  });
  process.kill(-running.child.pid!, 'SIGKILL');
  return gone;
}

function stopGently(running: Running): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    process.kill(-running.child.pid!, 'SIGTERM');
  });
}

async function signIn(url: string): Promise<string> {
  const { email, password } = demoStaffOf(DEMO_SCHOOLS.find((school) => school.key === TENANT)!);
  const response = await fetch(`${url}/api/v2/Auth/login`, { method: 'POST', headers: { tenant: TENANT, 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('staff_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

async function staffGet(url: string, cookie: string, pathname: string): Promise<unknown> {
  const response = await fetch(`${url}/api/v2${pathname}`, { headers: { tenant: TENANT, cookie } });
  expect(response.status, pathname).toBe(200);
  return response.json();
}

/** The ids of the form's stored submissions, as staff see them (newest first, every page). */
async function storedIds(url: string, cookie: string, formId: number): Promise<number[]> {
  const ids: number[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = formSubmissionsPageWire.parse(await staffGet(url, cookie, `/Hidden/Forms/${formId}/submissions?$pageSize=100&$pageIndex=${pageIndex}`));
    ids.push(...page.items.map((item) => item.submissionId));
    if (pageIndex + 1 >= page.pages) return ids;
  }
}

/** A store the server has never opened: a data directory holding the run's seeded PGlite store, or a PostgreSQL database of its own. */
async function freshTarget(kind: StoreKind, postgresUrl: string | null): Promise<Target> {
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

describe.each(storeKinds(inject('postgresUrl')))('form submissions on %s survive kill -9 of the server', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every submission it answered 201 to when killed right after the last answer`, { timeout: 240_000 }, async () => {
    const target = await freshTarget(kind, inject('postgresUrl'));
    cleanups.push(() => target.dispose());

    const first = await startServerProcess(target);
    cleanups.push(() => stopGently(first));
    const cookie = await signIn(first.url);
    const form = formSummariesWire.parse(await staffGet(first.url, cookie, '/Hidden/Forms')).find((entry) => entry.title === FORM_TITLE);
    expect(form?.status).toBe('active');
    const before = await storedIds(first.url, cookie, form!.id);

    const acknowledged: number[] = [];
    for (let n = 0; n < SUBMISSIONS; n += 1) {
      const response = await fetch(`${first.url}/api/v2/Forms/${form!.id}/submissions`, {
        method: 'POST',
        headers: { tenant: TENANT, 'content-type': 'application/json', 'idempotency-key': `kill-9-${kind}-${n}` },
        body: JSON.stringify({ values: { ...TICKET_REQUEST, fullName: `Kill Nine ${n}` } }),
      });
      const body = await response.text();
      expect(response.status, body).toBe(201);
      acknowledged.push(formSubmissionResultWire.parse(JSON.parse(body)).submissionId);
      // No pause after the last answer: the process dies with whatever it has not yet written.
      if (n === SUBMISSIONS - 1) await killHard(first);
    }
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(new Set(acknowledged).size).toBe(SUBMISSIONS);

    const second = await startServerProcess(target);
    cleanups.push(() => stopGently(second));
    const again = await signIn(second.url);
    const after = await storedIds(second.url, again, form!.id);
    const present = acknowledged.filter((id) => after.includes(id));
    console.info(`${kind}: ${present.length}/${SUBMISSIONS} acknowledged submissions present after kill -9`);
    expect(present).toEqual(acknowledged);
    expect(after.length).toBe(before.length + SUBMISSIONS);
    // The restarted server is the one reading them: it opened the same store.
    expect(second.log()).toMatch(/Demo data: already seeded/);
    await stopGently(second);
  });
});
