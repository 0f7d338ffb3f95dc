import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshTarget, killHard, startServerProcess, type Running, type Target } from '../support/server-process';

/**
 * #28: SIGTERM to the real server process (as systemd, compose or a rolling restart sends it): it stops taking
 * connections, tells its live fans to reconnect (an SSE retry hint, then the stream ends, so EventSource comes
 * back through the balancer with Last-Event-ID), lets the request in flight finish, and exits 0 within its bound.
 */

const postgresUrl = inject('postgresUrl');
const kind = postgresUrl ? 'postgres' : 'pglite';
const BOUND_MS = 5_000;

interface Stream {
  text: () => string;
  ended: Promise<'end' | 'error'>;
}

function openStream(url: string, path: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}${path}`, { agent: false, headers: { accept: 'text/event-stream', tenant: 'ridgemont' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`${path}: ${response.statusCode}`));
      let text = '';
      const ended = new Promise<'end' | 'error'>((done) => {
        response.on('end', () => done('end'));
        response.on('error', () => done('error'));
        response.on('aborted', () => done('error'));
      });
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      resolve({ text: () => text, ended });
    });
    request.on('error', reject);
  });
}

/** A sign-up whose body arrives in two halves: in flight while the server is told to stop. */
function slowSignUp(url: string, body: string): { sendRest: () => void; answer: Promise<{ status: number; body: string; connection: string | undefined }> } {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    request = http.request(`${url}/api/v2/Subscriptions`, { method: 'POST', agent: false, headers: { tenant: 'ridgemont', 'content-type': 'application/json', 'content-length': String(bytes.length) } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: text, connection: response.headers.connection }));
    });
    request.on('error', reject);
    request.write(bytes.subarray(0, half));
  });
  return { sendRest: () => request.end(bytes.subarray(half)), answer };
}

function refused(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/healthz`, { agent: false }, (response) => {
      response.resume();
      resolve(false);
    });
    request.on('error', () => resolve(true));
  });
}

async function aGameOf(target: Target): Promise<number | null> {
  if (!target.env.DATABASE_URL) return null;
  const client = new pg.Client({ connectionString: target.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>("SELECT g.id FROM games g JOIN tenants t ON t.id = g.tenant_id WHERE t.key = 'ridgemont' ORDER BY g.id LIMIT 1");
    return rows[0]?.id ?? null;
  } finally {
    await client.end();
  }
}

describe(`graceful shutdown of the server process (${kind})`, () => {
  let target: Target;
  let server: Running | undefined;
  beforeAll(async () => {
    target = await freshTarget(kind, postgresUrl);
    target.env.SHUTDOWN_TIMEOUT_MS = String(BOUND_MS);
  }, 120_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) await killHard(server);
    await target?.dispose();
  });

  it('on SIGTERM: live streams get a retry hint and end, the request in flight completes, new connections are refused, exit 0 within the bound', async () => {
    server = await startServerProcess(target);
    const running = server;
    const gameId = await aGameOf(target);
    const streams = [await openStream(running.url, '/api/v2/live/scoreboard/events')];
    if (gameId !== null) streams.push(await openStream(running.url, `/api/v2/live/games/${gameId}/events`));
    // The scoreboard's first frame: the stream is subscribed.
    await expect.poll(() => streams[0]!.text(), { timeout: 10_000 }).toContain('event: scoreboard');
    const sports = (await (await fetch(`${running.url}/api/v2/Sports`, { headers: { tenant: 'ridgemont' } })).json()) as Array<{ id: number; nonSport: boolean }>;
    const signUp = slowSignUp(running.url, JSON.stringify({ email: 'in-flight@example.edu', sports: [String(sports.find((sport) => !sport.nonSport)!.id)] }));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => running.child.once('exit', (code) => resolve({ code, afterMs: performance.now() - signalledAt })));
    const signalledAt = performance.now();
    process.kill(running.child.pid!, 'SIGTERM');

    // The fans are told to reconnect, and their streams end (not cut).
    for (const stream of streams) {
      expect(await stream.ended).toBe('end');
      const retries = [...stream.text().matchAll(/^retry: (\d+)$/gm)].map((match) => Number(match[1]));
      expect(retries.length).toBe(2);
      expect(retries[1]).toBeGreaterThanOrEqual(250);
      expect(retries[1]).toBeLessThanOrEqual(1250);
      expect(stream.text().trimEnd().endsWith(`retry: ${retries[1]}`)).toBe(true);
    }
    // No new connections while the request in flight finishes.
    expect(await refused(running.url)).toBe(true);
    expect(running.child.exitCode).toBeNull();
    signUp.sendRest();
    const answer = await signUp.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ subscribed: true, email: 'in-flight@example.edu' });
    expect(answer.connection).toBe('close');

    const exit = await exited;
    console.log(`${running.log().match(/Shutting down: [^"]*/)?.[0]}; exited ${exit.code} ${Math.round(exit.afterMs)} ms after SIGTERM`);
    expect(exit.code, running.log()).toBe(0);
    expect(exit.afterMs).toBeLessThan(BOUND_MS);
    expect(running.log()).toContain(`Shutting down (SIGTERM): no new connections; finishing the requests in flight within ${BOUND_MS} ms`);
    expect(running.log()).toMatch(new RegExp(`Shutting down: ${streams.length} live streams closed, drained in \\d+ ms`));
    expect(running.log()).not.toMatch(/"level":(50|60)/);
  }, 120_000);

  it('cuts a request that does not finish within SHUTDOWN_TIMEOUT_MS, says so, and exits 1 within the bound', async () => {
    const bound = 1_500;
    server = await startServerProcess({ ...target, env: { ...target.env, SHUTDOWN_TIMEOUT_MS: String(bound) } });
    const running = server;
    // A sign-up whose second half never comes.
    const stuck = slowSignUp(running.url, JSON.stringify({ email: 'never@example.edu', sports: [] }));
    stuck.answer.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = performance.now();
    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => running.child.once('exit', (code) => resolve({ code, afterMs: performance.now() - signalledAt })));
    process.kill(running.child.pid!, 'SIGTERM');
    const exit = await exited;
    expect(exit.code, running.log()).toBe(1);
    expect(exit.afterMs).toBeGreaterThanOrEqual(bound - 50);
    expect(exit.afterMs).toBeLessThan(bound + 1_000);
    expect(running.log()).toContain(`Shutting down: ${bound} ms passed with requests still in flight; cutting them`);
    expect(running.log()).toMatch(/Shutting down: 0 live streams closed, drained in \d+ ms \(the bound cut the requests still in flight\)/);
  }, 120_000);
});
