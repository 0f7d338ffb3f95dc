import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { HttpError } from '../../core/http/http-client.port';
import { RETRYABLE_STATUSES } from '../../core/http/retry-policy';
import type { Logger } from '../../core/platform/logger.port';

// A real local server that answers each request with the next scripted status.
let server: Server;
let base = '';
let script: number[] = [];
let seen: Array<{ method: string; url: string; tenant: string | undefined; body: string }> = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', tenant: request.headers.tenant as string | undefined, body: await readBody(request) });
    const status = script.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(status === 204 ? undefined : JSON.stringify({ status }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: (message) => errors.push(message) };
  return { logger, errors };
}

const client = (logger: Logger) => new FetchHttpClient({ apiBase: base, tenant: 'ridgemont', logger });

describe('FetchHttpClient (spec 7)', () => {
  it('sends the tenant header and form-encoded query parameters', async () => {
    const { logger } = recordingLogger();
    await client(logger).request({ path: '/Stories', query: { $pageIndex: 0, sportId: 3, skip: undefined } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.tenant).toBe('ridgemont');
    expect(seen[0]!.url).toBe('/api/v2/Stories?%24pageIndex=0&sportId=3');
  });

  it('retries a GET once on each transient status, then succeeds', async () => {
    for (const status of RETRYABLE_STATUSES) {
      script = [status, 200];
      seen = [];
      const response = await client(recordingLogger().logger).request({ path: '/Sports' });
      expect(response.status).toBe(200);
      expect(seen).toHaveLength(2);
    }
  });

  it('gives up after one retry and logs the failure', async () => {
    script = [503, 503, 200];
    const { logger, errors } = recordingLogger();
    await expect(client(logger).request({ path: '/Sports' })).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(2);
    expect(errors.join()).toContain('503');
  });

  it('never retries a request with a body, nor a non-transient status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(400, 401, 403, 404, 422, 501, 503), fc.boolean(), async (status, withBody) => {
        script = [status, 200];
        seen = [];
        const request = withBody ? { method: 'POST' as const, path: '/forms/1', body: { a: 1 } } : { path: '/Sports' };
        const retried = !withBody && RETRYABLE_STATUSES.has(status);
        if (retried) await expect(client(recordingLogger().logger).request(request)).resolves.toMatchObject({ status: 200 });
        else await expect(client(recordingLogger().logger).request(request)).rejects.toBeInstanceOf(HttpError);
        expect(seen).toHaveLength(retried ? 2 : 1);
        if (withBody) expect(JSON.parse(seen[0]!.body)).toEqual({ a: 1 });
      }),
      { numRuns: 40 },
    );
  });

  it('reads a 204 as an empty body', async () => {
    script = [204];
    const response = await client(recordingLogger().logger).request({ path: '/Countdown/homepage' });
    expect(response).toMatchObject({ status: 204, body: null });
  });
});
