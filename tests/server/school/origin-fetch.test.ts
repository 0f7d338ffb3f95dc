import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originFetch } from '../../../server/school/import/origin-fetch';
import { closedPort } from './fake-origin';

const document = JSON.stringify({ schoolName: 'Ridgemont', items: Array.from({ length: 50 }, (_, id) => ({ id, bio: '<p>Four years a starter.</p>' })) });

let server: Server;
let base: string;
const seen: Array<Record<string, string | string[] | undefined>> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const json = { 'content-type': 'application/json' };
    if (request.url === '/gzip') return void response.writeHead(200, { ...json, 'content-encoding': 'gzip' }).end(gzipSync(document));
    if (request.url === '/br') return void response.writeHead(200, { ...json, 'content-encoding': 'br' }).end(brotliCompressSync(document));
    if (request.url === '/plain') return void response.writeHead(200, json).end(document);
    if (request.url === '/moved') return void response.writeHead(302, { location: '/gzip' }).end();
    if (request.url === '/loop') return void response.writeHead(301, { location: '/loop' }).end();
    if (request.url === '/nothing') return void response.writeHead(204).end();
    if (request.url === '/broken') return void response.writeHead(200, { ...json, 'content-encoding': 'gzip' }).end('not gzip at all');
    if (request.url === '/silent') return; // never answers
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('originFetch: GET as fetch does it, for the importer', () => {
  it('decodes gzip and brotli bodies, sends the headers asked for and asks for compression', async () => {
    for (const path of ['/gzip', '/br', '/plain']) {
      const response = await originFetch(`${base}${path}`, { headers: { tenant: 'ridgemont', accept: 'application/json' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.json()).toEqual(JSON.parse(document));
    }
    expect(seen.at(-1)).toMatchObject({ tenant: 'ridgemont', accept: 'application/json', 'accept-encoding': 'gzip, deflate' });
  });

  it('follows a redirect (its url is where it ended) and gives up after five', async () => {
    const response = await originFetch(`${base}/moved`);
    expect(response.url).toBe(`${base}/gzip`);
    expect(await response.json()).toEqual(JSON.parse(document));
    await expect(originFetch(`${base}/loop`)).rejects.toMatchObject({ message: 'fetch failed', cause: { message: expect.stringContaining('more than 5 redirects') } });
  });

  it('answers other statuses as they are: 204 with no body, 404 with its HTML', async () => {
    const empty = await originFetch(`${base}/nothing`);
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    const missing = await originFetch(`${base}/elsewhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html');
    expect(await missing.text()).toBe('<h1>Not here</h1>');
  });

  it('fails as fetch does: a refused connection or a body that does not decode is a TypeError with the cause', async () => {
    await expect(originFetch(`http://127.0.0.1:${await closedPort()}/`)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
    await expect(originFetch(`${base}/broken`)).rejects.toMatchObject({ name: 'TypeError', cause: { code: 'Z_DATA_ERROR' } });
  });

  it('stops when its signal aborts, with the signal\'s reason', async () => {
    const controller = new AbortController();
    const pending = originFetch(`${base}/silent`, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('import stopped')), 50);
    await expect(pending).rejects.toThrow('import stopped');
  });
});
