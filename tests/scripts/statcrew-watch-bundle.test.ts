import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statcrewWatchBuildOptions } from '../../scripts/build-statcrew-watch';
import { parseWatchArgs } from '../../scripts/statcrew/watch-args';
import { waitFor, writeInThirds } from './statcrew-test-kit';

const LIVE = readFileSync('tests/fixtures/statcrew/mecz-1.xml');
const FINAL = readFileSync('tests/fixtures/statcrew/mecz.xml');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The bundle is built and run outside the repository: no node_modules can be found from there.
let dir: string;
let bundle: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'statcrew-bundle-'));
  bundle = path.join(dir, 'statcrew-watch.mjs');
  await build(statcrewWatchBuildOptions(bundle));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The bundle as a crew runs it, with no stat-crew token in the environment unless given. */
function runBundle(args: string[], env: Record<string, string> = {}) {
  const { PATH, SYSTEMROOT } = process.env;
  return spawnSync(process.execPath, [bundle, ...args], { cwd: dir, encoding: 'utf8', env: { PATH, SYSTEMROOT, ...env }, timeout: 20_000 });
}

describe('the bundled statcrew-watch', () => {
  it('is one self-contained file: --help runs from outside the repository', () => {
    expect(readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const result = runBundle(['--help']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Usage:');
    expect(result.stdout).toContain('--file PATH');
  });

  it.each([
    [[], 'Missing --file, --site, --tenant, --game.'],
    [['--file', 'game.xml', '--site', 'ftp://x', '--tenant', 't', '--game', '7', '--token', 'k'], '--site must be an http:// or https:// address'],
    [['--file', 'game.xml', '--site', 'http://x', '--tenant', 't', '--game', 'seven', '--token', 'k'], "--game must be the game's number on the site"],
    [['--file', 'game.xml', '--site', 'http://x', '--tenant', 't', '--game', '7'], 'Missing the stat-crew token'],
    [['--file', 'no-such-folder/game.xml', '--site', 'http://x', '--tenant', 't', '--game', '7', '--token', 'k'], 'does not exist'],
    [['--file', 'game.xml', '--sight', 'http://x'], 'Unknown option --sight.'],
    [['--file'], '--file needs a value.'],
  ])('exits 2 and says what is wrong: %j', (args, message) => {
    const result = runBundle(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('sends the file, then a rewrite in three partial writes once, and stops on Ctrl-C', async () => {
    const received: Array<{ headers: IncomingHttpHeaders; body: Buffer }> = [];
    const server: Server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks) });
        const eventId = received.length;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ gameId: 42, version: eventId, eventId, changed: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const file = path.join(dir, 'game.xml');
    writeFileSync(file, LIVE);

    const child = spawn(process.execPath, [bundle, '--file', file, '--site', site, '--tenant', 'north-state', '--game', '42'], {
      cwd: dir,
      env: { PATH: process.env.PATH, STATCREW_TOKEN: 'crew-token' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => out.includes('200 stored event 1'), 'the watcher', 10_000);
      expect(out).toMatch(/\d\d:\d\d:\d\d {2}Zachodniopomorskie 5 – Śląskie 3, period 1 06:15 {2}200 stored event 1\n/);

      await writeInThirds(file, FINAL);
      await waitFor(() => out.includes('200 stored event 2'), 'the watcher', 10_000);
      await sleep(300);

      expect(received).toHaveLength(2);
      expect(received[1]!.body.equals(FINAL)).toBe(true);
      expect(received[1]!.headers.authorization).toBe('Bearer crew-token');
      expect(out).toMatch(/Dolnośląskie 69 – Pomorskie 72, final {2}200 stored event 2\n/);
    } finally {
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      server.close();
    }
    expect(out).toMatch(/stopped\n$/);
  });
});


describe('the command line', () => {
  const folder = os.tmpdir();
  const base = ['--file', path.join(folder, 'game.xml'), '--site', 'https://athletics.example.edu/', '--tenant', 'north-state'];

  it('reads every option, in both spellings, and the token from the environment', () => {
    expect(parseWatchArgs([...base, '--game=42'], { STATCREW_TOKEN: 'from-env' })).toEqual({
      kind: 'run',
      args: { file: path.join(folder, 'game.xml'), site: 'https://athletics.example.edu', tenant: 'north-state', gameId: 42, token: 'from-env' },
    });
  });

  it('prefers --token to the environment, and --help to everything', () => {
    const outcome = parseWatchArgs([...base, '--game', '42', '--token', 'given'], { STATCREW_TOKEN: 'from-env' });
    expect(outcome.kind === 'run' && outcome.args.token).toBe('given');
    expect(parseWatchArgs(['--game', 'x', '--help'], {})).toEqual({ kind: 'help' });
  });

  it('refuses a folder for --file, a repeated option and a stray word', () => {
    expect(parseWatchArgs(['--file', folder, '--site', 'http://x', '--tenant', 't', '--game', '1', '--token', 'k'], {})).toMatchObject({ kind: 'error', message: expect.stringContaining('is a folder') });
    expect(parseWatchArgs([...base, '--game', '1', '--game', '2'], {})).toEqual({ kind: 'error', message: '--game is given twice.' });
    expect(parseWatchArgs([...base, 'game', '1'], {})).toEqual({ kind: 'error', message: "Unexpected argument 'game'." });
  });
});
