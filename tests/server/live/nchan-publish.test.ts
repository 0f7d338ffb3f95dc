import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveDeltaEventWire, liveScoreboardWire } from '../../../contract/live-events';
import { buildApp } from '../../../server/app';
import { parseLivePublishUrl } from '../../../server/config';
import { NchanPublisher } from '../../../server/live/nchan-publisher';
import { testNow } from '../../support/test-clock';
import { openTestStore } from '../../support/test-store';
import { freePort } from '../../../scripts/cluster/free-port';
import { testApiOf, type TestApi } from '../support/test-api';
import { crewDocument, gameIds } from './live-documents';

/**
 * #49: with LIVE_PUBLISH_URL, each stored event goes to nchan's publisher location once, before the stat crew's
 * answer. Here a recording server stands where nginx would (the whole path through the real nginx and its
 * nchan module is tests/server/cluster/cluster-failover.test.ts).
 */

interface Published {
  url: string;
  event: string | undefined;
  body: unknown;
}

/** An HTTP server that keeps what is POSTed to it and answers `status` (202, as nchan does with no subscriber). */
function recordingPublisher(): Promise<{ url: string; published: Published[]; status: { code: number }; close(): Promise<void> }> {
  const published: Published[] = [];
  const status = { code: 202 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') published.push({ url: decodeURIComponent(request.url!), event: request.headers['x-eventsource-event'] as string | undefined, body: JSON.parse(body) });
      response.writeHead(request.method === 'POST' ? status.code : 404, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/_live/publish`, published, status, close: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

describe('live events published to nchan (LIVE_PUBLISH_URL)', () => {
  let api: TestApi;
  let publisher: Awaited<ReturnType<typeof recordingPublisher>>;
  let games: number[];
  const put = (gameId: number, document: unknown) =>
    api.app.inject({ method: 'PUT', url: `/api/v2/live/games/${gameId}`, headers: { tenant: 'ridgemont', authorization: 'Bearer demo-ridgemont-statcrew', 'content-type': 'application/json' }, payload: JSON.stringify(document) });

  beforeAll(async () => {
    publisher = await recordingPublisher();
    const store = await openTestStore('pglite', null);
    const app = await buildApp({ database: store.database, now: testNow, livePublishUrl: publisher.url });
    api = testApiOf(app, store, async () => {
      await app.close();
      await store.dispose();
    });
    games = await gameIds(store.database.db, 'ridgemont', 0);
  });
  afterAll(async () => {
    await api?.close();
    await publisher?.close();
  });

  it("publishes each stored event once to its game's channel before answering, then the school's scoreboard; the same document again publishes nothing", async () => {
    const gameId = games[0]!;
    publisher.published.length = 0;
    expect((await put(gameId, crewDocument({ home: 2 }))).statusCode).toBe(200);
    // Before the answer: the game's event, with the data a fan's stream carries.
    const [first] = publisher.published;
    expect(first).toMatchObject({ url: `/_live/publish/ridgemont:game:${gameId}`, event: 'delta' });
    expect(liveDeltaEventWire.parse(first!.body)).toMatchObject({ gameId, eventId: 1 });

    expect((await put(gameId, crewDocument({ home: 5 }))).statusCode).toBe(200);
    expect((await put(gameId, crewDocument({ home: 5 }))).statusCode).toBe(200);
    await expect.poll(() => publisher.published.filter((entry) => entry.event === 'scoreboard').length).toBe(2);
    const deltas = publisher.published.filter((entry) => entry.event === 'delta');
    expect(deltas.map((entry) => (entry.body as { eventId: number }).eventId)).toEqual([1, 2]);
    const scoreboard = publisher.published.find((entry) => entry.event === 'scoreboard')!;
    expect(scoreboard.url).toBe('/_live/publish/ridgemont:scoreboard');
    expect(liveScoreboardWire.parse(scoreboard.body).items.length).toBeGreaterThan(0);
  });

  it('stores and acknowledges the event when nchan refuses it (the fans take a fresh state at the next one)', async () => {
    publisher.status.code = 403;
    try {
      const response = await put(games[1]!, crewDocument({ home: 1 }));
      expect(response.statusCode).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ eventId: 1, changed: true });
      expect((await api.get(`/api/v2/live/games/${games[1]}`)).json).toMatchObject({ eventId: 1 });
    } finally {
      publisher.status.code = 202;
    }
  });

  it('answers nginx before it subscribes a fan: 204 for a game of the school, 404 for another, 400 for the school not named by its key', async () => {
    expect((await api.get(`/api/v2/live/games/${games[0]}/access`)).status).toBe(204);
    expect((await api.get('/api/v2/live/games/99999999/access')).status).toBe(404);
    const otherCase = await api.get(`/api/v2/live/games/${games[0]}/access`, 'Ridgemont');
    expect(otherCase.status).toBe(400);
    expect(otherCase.json).toMatchObject({ error: { code: 'tenant_key' } });
    expect((await api.get('/api/v2/live/scoreboard/access')).status).toBe(204);
    expect((await api.get('/api/v2/live/scoreboard/access', 'nowhere')).status).toBe(400);
  });

  it('says in /readyz whether it can publish', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready', livePublisher: 'reachable' });
    const closed = new NchanPublisher(`http://127.0.0.1:${await freePort()}/_live/publish`);
    expect(await closed.reachable()).toBe(false);
  });

  it('takes LIVE_PUBLISH_URL as an http(s) URL only', () => {
    expect(parseLivePublishUrl(undefined)).toBeUndefined();
    expect(parseLivePublishUrl(' ')).toBeUndefined();
    expect(parseLivePublishUrl('http://127.0.0.1:8080/_live/publish/')).toBe('http://127.0.0.1:8080/_live/publish');
    expect(() => parseLivePublishUrl('127.0.0.1:8080/_live/publish')).toThrow(/LIVE_PUBLISH_URL must be an http\(s\) URL/);
  });
});
