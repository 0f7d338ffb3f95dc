import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFileSender, type FileSenderOptions } from '../../scripts/statcrew/file-sender';
import { watchStatFile } from '../../scripts/statcrew/file-watcher';
import { statusLine } from '../../scripts/statcrew/status-line';
import { waitFor, writeInThirds } from './statcrew-test-kit';

const LIVE = readFileSync('tests/fixtures/statcrew/mecz-1.xml');
const FINAL = readFileSync('tests/fixtures/statcrew/mecz.xml');
const AT = new Date(2025, 2, 7, 19, 5, 9);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The live game at another moment: same file, the clock moved on. */
const liveAt = (clock: string) => Buffer.from(LIVE.toString('utf8').replace('clock="06:15"', `clock="${clock}"`));

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}
type Answer = { status: number; body: unknown; headers?: Record<string, string> };

/** Stands in for the site: records every request and answers as the test says. */
class FakeSite {
  received: Received[] = [];
  answer: (body: Buffer) => Answer = (body) => this.store(body);
  port = 0;
  private server: Server | null = null;
  private stored: Buffer | null = null;
  private eventId = 0;

  get origin() {
    return `http://127.0.0.1:${this.port}`;
  }

  store(body: Buffer): Answer {
    const changed = !this.stored?.equals(body);
    if (changed) this.eventId += 1;
    this.stored = body;
    return { status: 200, body: { gameId: 42, version: this.eventId, eventId: this.eventId, changed } };
  }

  stored200 = () => this.received.filter((request) => request.status === 200);

  async listen(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const answer = this.answer(body);
        this.received.push({ method: request.method!, url: request.url!, headers: request.headers, body, status: answer.status });
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** Down as a crashed site is: the port refuses connections. */
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}


let dir: string;
let file: string;
let site: FakeSite;
let stops: Array<() => Promise<void>>;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'statcrew-watch-'));
  file = path.join(dir, 'game.xml');
  site = new FakeSite();
  await site.listen();
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) await stop();
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Watcher and sender wired as the command wires them, with short timings. */
function startWatch(timings: Partial<FileSenderOptions> = {}) {
  const lines: string[] = [];
  let partialReads = 0;
  const sender = startFileSender({
    target: { site: site.origin, tenant: 'north-state', gameId: 42, token: 'crew-token' },
    report: (version, outcome, at) => lines.push(statusLine(at, version.game, outcome)),
    backoffBaseMs: 20,
    backoffCapMs: 160,
    now: () => AT,
    ...timings,
  });
  const watcher = watchStatFile({ file, onVersion: (version) => sender.offer(version), onUnreadable: () => (partialReads += 1), pollMs: 50, settleMs: 0, recheckMs: 5 });
  stops.push(async () => {
    watcher.stop();
    await sender.stop();
  });
  return { lines, partialReads: () => partialReads };
}

/** Atomic save, as editors and some stat software do it: a new file renamed over the old. */
function replaceFile(bytes: Buffer): void {
  writeFileSync(`${file}.tmp`, bytes);
  renameSync(`${file}.tmp`, file);
}

describe('statcrew:watch sends a stat file once it is whole', () => {
  it('sends a file rewritten in three partial writes once, whole, with the tenant and token', async () => {
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => watch.lines.length === 1, 'the first send');
    expect(site.received[0]!.body.equals(LIVE)).toBe(true);
    expect(watch.lines).toEqual(['19:05:09  Zachodniopomorskie 5 – Śląskie 3, period 1 06:15  200 stored event 1']);

    await writeInThirds(file, FINAL);
    await waitFor(() => watch.lines.length === 2, 'the rewritten file');
    await sleep(300);

    expect(watch.partialReads()).toBeGreaterThan(0);
    expect(site.received).toHaveLength(2);
    const sent = site.received[1]!;
    expect(sent.body.equals(FINAL)).toBe(true);
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/api/v2/live/games/42');
    expect(sent.headers['content-type']).toBe('application/xml');
    expect(sent.headers.tenant).toBe('north-state');
    expect(sent.headers.authorization).toBe('Bearer crew-token');
    expect(watch.lines[1]).toBe('19:05:09  Dolnośląskie 69 – Pomorskie 72, final  200 stored event 2');
  });

  it('waits for a file that does not exist yet, and sends nothing that is not a stat file', async () => {
    const watch = startWatch();
    await sleep(100);
    writeFileSync(file, '<html><body>not a game</body></html>');
    await sleep(200);
    expect(site.received).toHaveLength(0);
    replaceFile(LIVE);
    await waitFor(() => watch.lines.length === 1, 'the stat file');
    expect(site.received[0]!.body.equals(LIVE)).toBe(true);
    expect(watch.lines).toHaveLength(1);
  });

  it('does not send the same content saved again', async () => {
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => site.received.length === 1, 'the first send');
    writeFileSync(file, LIVE);
    replaceFile(LIVE);
    await sleep(300);
    expect(site.received).toHaveLength(1);
    expect(watch.lines).toHaveLength(1);
  });

  it('prints a 401 and does not retry it; the next change is sent', async () => {
    site.answer = () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'A valid stat-crew token is required.' } } });
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => watch.lines.length === 1, 'the status line');
    await sleep(300);
    expect(site.received).toHaveLength(1);
    expect(watch.lines).toEqual([
      '19:05:09  Zachodniopomorskie 5 – Śląskie 3, period 1 06:15  401 unauthorized: A valid stat-crew token is required. (not sent again; the next change will be)',
    ]);

    site.answer = (body) => site.store(body);
    replaceFile(liveAt('05:59'));
    await waitFor(() => watch.lines.length === 2, 'the next change');
    expect(watch.lines[1]).toBe('19:05:09  Zachodniopomorskie 5 – Śląskie 3, period 1 05:59  200 stored event 1');
  });
});

describe('statcrew:watch through an outage of the site', () => {
  const VERSIONS = ['05:40', '05:12', '04:58', '04:30'].map(liveAt);
  const NEWEST = VERSIONS.at(-1)!;

  /** The outage, scaled down: backoff from 20 ms doubling to 160 ms over about 1.2 s stands for 1 s to 30 s over a longer one. */
  async function changeDuringOutage(): Promise<void> {
    for (const version of VERSIONS) {
      replaceFile(version);
      await sleep(300);
    }
  }

  it('answering 503: retries with a growing backoff, then sends only the newest version', async () => {
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => site.received.length === 1, 'the first send');

    site.answer = () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down for maintenance.' } } });
    await changeDuringOutage();
    const attemptsWhileDown = site.received.length - 1;
    site.answer = (body) => site.store(body);
    await waitFor(() => watch.lines.at(-1)!.includes('200 stored'), 'the send after the outage');
    await sleep(400);

    const afterOutage = site.stored200().slice(1);
    expect(afterOutage).toHaveLength(1);
    expect(afterOutage[0]!.body.equals(NEWEST)).toBe(true);
    expect(attemptsWhileDown).toBeGreaterThan(3);
    const retries = watch.lines.filter((line) => line.includes('retrying in'));
    expect(retries[0]).toMatch(/503 unavailable: Down for maintenance\., retrying in 20 ms$/);
    // The backoff doubles from its base and stops at its cap.
    const delays = retries.map((line) => Number(/retrying in (\d+) ms/.exec(line)![1]));
    expect(delays.slice(0, 6)).toEqual([20, 40, 80, 160, 160, 160]);
    expect(watch.lines.at(-1)).toBe('19:05:09  Zachodniopomorskie 5 – Śląskie 3, period 1 04:30  200 stored event 2');
  });

  it('refusing connections: network errors are retried, then only the newest version is sent', async () => {
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => site.received.length === 1, 'the first send');

    await site.close();
    await changeDuringOutage();
    await site.listen();
    await waitFor(() => watch.lines.at(-1)!.includes('200 stored'), 'the send after the outage');
    await sleep(400);

    expect(site.received).toHaveLength(2);
    expect(site.received[1]!.body.equals(NEWEST)).toBe(true);
    expect(watch.lines.filter((line) => line.endsWith('network error, retrying in 160 ms')).length).toBeGreaterThan(2);
    expect(watch.lines.at(-1)).toMatch(/04:30 {2}200 stored event 2$/);
  });

  it('sends nothing when the file is back to what the site has by the time it returns', async () => {
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => watch.lines.length === 1, 'the first send');

    site.answer = () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down.' } } });
    replaceFile(VERSIONS[0]!);
    await waitFor(() => site.received.length > 1, 'an attempt during the outage');
    replaceFile(LIVE);
    await sleep(200);
    site.answer = (body) => site.store(body);
    await sleep(500);

    expect(site.stored200()).toHaveLength(1);
    expect(watch.lines.filter((line) => line.includes('200'))).toHaveLength(1);
  });

  it('honours Retry-After on a 503', async () => {
    const arrivals: number[] = [];
    site.answer = (body) => {
      arrivals.push(performance.now());
      if (arrivals.length > 1) return site.store(body);
      return { status: 503, body: { error: { code: 'unavailable', message: 'Restarting.' } }, headers: { 'retry-after': '1' } };
    };
    writeFileSync(file, LIVE);
    const watch = startWatch();
    await waitFor(() => watch.lines.length === 2, 'the send after Retry-After');

    expect(watch.lines[0]).toMatch(/503 unavailable: Restarting\., retrying in 1 s$/);
    expect(watch.lines[1]).toMatch(/200 stored event 1$/);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950);
  });
});
