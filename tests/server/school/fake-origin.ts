import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOrigin {
  url: string;
  requests: number;
  close(): Promise<void>;
}

/**
 * A small origin in front of a real one: `answer` may answer a request itself (a 429, a 503, HTML) by its number;
 * otherwise the request is proxied to `upstream` with its tenant header.
 */
export async function startFakeOrigin(upstream: string | null, answer: (n: number, request: IncomingMessage, response: ServerResponse) => boolean): Promise<FakeOrigin> {
  const origin: FakeOrigin = { url: '', requests: 0, close: () => Promise.resolve() };
  const server: Server = createServer((request, response) => {
    origin.requests += 1;
    if (answer(origin.requests, request, response)) return;
    if (!upstream) return void response.writeHead(404).end();
    const tenant = request.headers.tenant;
    fetch(`${upstream}${request.url}`, { headers: typeof tenant === 'string' ? { tenant } : {} })
      .then(async (answered) => {
        response.writeHead(answered.status, { 'content-type': answered.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await answered.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
