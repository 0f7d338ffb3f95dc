import { getEventListeners } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originGet, type OriginAnswer } from '../../../server/school/import/origin-fetch';
import { workerTransport, type WorkerTransport } from '../../../server/school/import/origin-transport';
import { ImportStopped } from '../../../server/school/import/request-limiter';
import { closedPort } from './fake-origin';

const document = JSON.stringify({ schoolName: 'Ridgemont', items: Array.from({ length: 50 }, (_, id) => ({ id, bio: '<p>Four years a starter.</p>' })) });

let server: Server;
let base: string;
const seen: Array<Record<string, string | string[] | undefined>> = [];
/** Answers of /held/... kept until the test releases them, and the order their paths were asked in. */
const held: ServerResponse[] = [];
const heldPaths: string[] = [];
let worker: WorkerTransport;

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(request.headers);
    const json = { 'content-type': 'application/json' };
    if (request.url!.startsWith('/held/')) {
      heldPaths.push(request.url!);
      held.push(response);
      return;
    }
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
  worker = workerTransport(2);
  // From now on its requests go to the worker thread (before, to this one).
  await worker.ready;
});

afterAll(async () => {
  worker?.stop();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const headerOf = (answer: OriginAnswer, name: string) => answer.headers.find(([key]) => key.toLowerCase() === name)?.[1];

/** The same GETs, on this thread and through the worker thread the import uses. */
const ways: Array<[string, (url: string, headers?: Record<string, string>, signal?: AbortSignal) => Promise<OriginAnswer>]> = [
  ['originGet', (url, headers = {}, signal) => originGet(url, headers, signal)],
  ['workerTransport', (url, headers = {}, signal) => worker.get(url, headers, false, signal)],
];

describe.each(ways)('%s: GET as fetch does it, for the importer', (_name, get) => {
  it('decodes gzip and brotli bodies, sends the headers asked for and asks for compression', async () => {
    for (const path of ['/gzip', '/br', '/plain']) {
      const answer = await get(`${base}${path}`, { tenant: 'ridgemont', accept: 'application/json' });
      expect(answer.status).toBe(200);
      expect(headerOf(answer, 'content-type')).toBe('application/json');
      expect(headerOf(answer, 'content-encoding')).toBeUndefined();
      expect(JSON.parse(answer.body.toString())).toEqual(JSON.parse(document));
    }
    expect(seen.at(-1)).toMatchObject({ tenant: 'ridgemont', accept: 'application/json', 'accept-encoding': 'gzip, deflate' });
  });

  it('follows a redirect (its url is where it ended) and gives up after five', async () => {
    const answer = await get(`${base}/moved`);
    expect(answer.url).toBe(`${base}/gzip`);
    expect(JSON.parse(answer.body.toString())).toEqual(JSON.parse(document));
    await expect(get(`${base}/loop`)).rejects.toMatchObject({ message: 'fetch failed', cause: { message: expect.stringContaining('more than 5 redirects') } });
  });

  it('answers other statuses as they are: 204 with no body, 404 with its HTML', async () => {
    const empty = await get(`${base}/nothing`);
    expect(empty.status).toBe(204);
    expect(empty.body.length).toBe(0);
    const missing = await get(`${base}/elsewhere`);
    expect(missing.status).toBe(404);
    expect(headerOf(missing, 'content-type')).toBe('text/html');
    expect(missing.body.toString()).toBe('<h1>Not here</h1>');
  });

  it('fails as fetch does: a refused connection or a body that does not decode is a TypeError with the cause', async () => {
    await expect(get(`http://127.0.0.1:${await closedPort()}/`)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
    await expect(get(`${base}/broken`)).rejects.toMatchObject({ name: 'TypeError', cause: { code: 'Z_DATA_ERROR' } });
  });

  it('lets go of its signal once answered (an import makes thousands of requests under one signal)', async () => {
    const controller = new AbortController();
    for (const path of ['/plain', '/gzip', '/nothing']) await get(`${base}${path}`, {}, controller.signal);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
  });

  it("stops when its signal aborts, with the signal's reason", async () => {
    const controller = new AbortController();
    const pending = get(`${base}/silent`, {}, controller.signal);
    setTimeout(() => controller.abort(new Error('import stopped')), 50);
    await expect(pending).rejects.toThrow('import stopped');
  });
});

describe('workerTransport: the queue lives on the worker thread', () => {
  it('serves the requests made while its thread starts on this one, then on the thread', async () => {
    const transport = workerTransport(2);
    try {
      const early = await Promise.all([transport.get(`${base}/plain`, {}, false), transport.get(`${base}/gzip`, {}, true)]);
      expect(early.map((answer) => JSON.parse(answer.body.toString()))).toEqual([JSON.parse(document), JSON.parse(document)]);
      await transport.ready;
      expect(JSON.parse((await transport.get(`${base}/br`, {}, false)).body.toString())).toEqual(JSON.parse(document));
    } finally {
      transport.stop();
    }
  });

  const until = async (check: () => boolean) => {
    for (let tries = 0; !check(); tries += 1) {
      if (tries > 200) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('keeps to its limit and sends a read waited on before the reads ahead', async () => {
    const transport = workerTransport(2);
    await transport.ready;
    try {
      heldPaths.length = 0;
      const ahead = ['/held/a1', '/held/a2', '/held/a3', '/held/a4'].map((path) => transport.get(`${base}${path}`, {}, true));
      await until(() => heldPaths.length === 2);
      const needed = transport.get(`${base}/held/now`, {}, false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Two at a time: nothing more was asked for until an answer came.
      expect(heldPaths).toEqual(['/held/a1', '/held/a2']);
      held.shift()!.end('1');
      await until(() => heldPaths.length === 3);
      // The freed slot went to the read waited on, not to the next one read ahead.
      expect(heldPaths[2]).toBe('/held/now');
      held.shift()!.end('2');
      held.shift()!.end('3');
      await until(() => heldPaths.length === 5);
      expect(heldPaths.slice(3)).toEqual(['/held/a3', '/held/a4']);
      while (held.length) held.shift()!.end('4');
      await expect(needed).resolves.toMatchObject({ status: 200 });
      expect((await Promise.all(ahead)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    } finally {
      transport.stop();
    }
  });

  it('once stopped, refuses what is waiting and what comes after', async () => {
    const transport = workerTransport(1);
    await transport.ready;
    heldPaths.length = 0;
    const underWay = transport.get(`${base}/held/first`, {}, false);
    const queued = transport.get(`${base}/held/second`, {}, true);
    await until(() => heldPaths.length === 1);
    transport.stop();
    await expect(underWay).rejects.toBeInstanceOf(ImportStopped);
    await expect(queued).rejects.toBeInstanceOf(ImportStopped);
    await expect(transport.get(`${base}/plain`, {}, false)).rejects.toBeInstanceOf(ImportStopped);
    while (held.length) held.shift()!.end();
    expect(heldPaths).toEqual(['/held/first']);
  });
});
