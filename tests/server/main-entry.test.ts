import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from '../support/test-clock';

interface Started {
  child: ChildProcess;
  url: string;
  log: () => string;
}

/** The server's entry point as `npm run serve` runs it, on a free port, with SEED_DATE at the tests' instant. */
function startEntry(dataDir: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'composition/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DATE: new Date(TEST_NOW).toISOString(), CLIENT_DIR: path.join(dataDir, 'no-client'), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      const listening = /Athletics site \S+ on (http:\/\/[^\s"]+) \(pglite\)/.exec(output);
      if (listening) {
        clearInterval(poll);
        resolve({ child, url: listening[1]!, log: () => output });
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

function stop(started: Started): Promise<void> {
  return new Promise((resolve) => {
    started.child.once('exit', () => resolve());
    started.child.kill('SIGTERM');
  });
}

const messages = (log: string) => log.split('\n').flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { msg: string; pid: number; ms?: number }] : []));

describe('the server entry point on a new embedded store', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'athletics-entry-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const day = new Date(TEST_NOW).toISOString().slice(0, 10);

  it('creates, migrates and seeds it around SEED_DATE in a child process, logging each step with its time, then serves it', { timeout: 180_000 }, async () => {
    const first = await startEntry(dataDir);
    try {
      const steps = messages(first.log()).filter((line) => /^(Database|Demo data):/.test(line.msg));
      const setup = steps.slice(0, 3);
      expect(setup.map((line) => line.msg)).toEqual([
        `Database: opened the embedded PGlite store in ${path.join(dataDir, 'pglite')}`,
        expect.stringMatching(/^Database: applied \d+ migration\(s\), \d{4}_\w+\.sql last$/),
        `Demo data: seeded the demo schools around ${day}`,
      ]);
      for (const line of setup) expect(line.ms).toBeGreaterThanOrEqual(0);
      // The server process is not the one that prepared the store.
      const server = steps.slice(3);
      expect(server.map((line) => line.msg)).toEqual([expect.stringMatching(/^Database: opened/), 'Database: schema up to date', 'Demo data: already seeded']);
      expect(new Set(server.map((line) => line.pid)).size).toBe(1);
      expect(server[0]!.pid).not.toBe(setup[0]!.pid);

      // The demo's today is SEED_DATE's: its games under way are on that day.
      const board = (await (await fetch(`${first.url}/api/v2/live/scoreboard`, { headers: { tenant: 'ridgemont' } })).json()) as { items: Array<{ date: string }> };
      expect(board.items.length).toBeGreaterThan(0);
      for (const item of board.items) expect(item.date.slice(0, 10)).toBe(day);

      // One access-log line per request (method, URL, status, time), none on its arrival.
      const completed = () => messages(first.log()).filter((line) => line.msg === 'request completed') as unknown as Array<{ req: { method: string; url: string }; res: { statusCode: number }; responseTime: number }>;
      for (let tries = 0; completed().length === 0 && tries < 100; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(completed()).toEqual([{ ...completed()[0], req: expect.objectContaining({ method: 'GET', url: '/api/v2/live/scoreboard' }), res: { statusCode: 200 }, responseTime: expect.any(Number) }]);
      expect(messages(first.log()).filter((line) => line.msg === 'incoming request')).toEqual([]);
    } finally {
      await stop(first);
    }

    const again = await startEntry(dataDir);
    try {
      const steps = messages(again.log()).map((line) => line.msg).filter((msg) => /^(Database|Demo data):/.test(msg));
      expect(steps).toEqual([expect.stringMatching(/^Database: opened/), 'Database: schema up to date', 'Demo data: already seeded']);
    } finally {
      await stop(again);
    }
  });
});
