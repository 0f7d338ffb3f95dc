import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveIngestResultWire } from '../../../contract/live-game';
import { liveDeltaEventWire, liveEventItemWire, liveGameStateWire, liveScoreboardWire } from '../../../contract/live-events';
import { applyLiveDelta, type LiveDelta } from '../../../core/live/live-delta';
import type { LiveGame } from '../../../core/live/live-game';
import { storeKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { crewDocument, gameIds, simulatedDocuments, storedLive } from './live-documents';
import { parseSse, SseClient } from './sse-client';
import { testNow } from '../../support/test-clock';

const TOKEN = 'Bearer demo-ridgemont-statcrew';
const postgresUrl = inject('postgresUrl');

describe.each(storeKinds(postgresUrl))('live games (%s)', (kind) => {
  let api: TestApi;
  let base: string;
  let fresh: number[] = [];
  let coastalGames: number[] = [];
  const newGame = () => fresh.shift()!;

  const put = async (gameId: number, document: unknown, authorization: string | null = TOKEN, tenant = 'ridgemont') => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/v2/live/games/${gameId}`,
      headers: { tenant, 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: typeof document === 'string' ? document : JSON.stringify(document),
    });
    return { status: response.statusCode, json: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null };
  };
  const state = async (gameId: number) => liveGameStateWire.parse((await api.get(`/api/v2/live/games/${gameId}`)).json);
  const db = () => api.store.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    fresh = await gameIds(db(), 'ridgemont', 0);
    coastalGames = await gameIds(db(), 'coastalbay', 0);
  });
  afterAll(async () => api?.close());

  it("refuses an ingest without the school's stat-crew token (401) and stores nothing", async () => {
    const gameId = newGame();
    for (const authorization of [null, 'Bearer ', 'Bearer wrong-token', 'Basic ZGVtbzpkZW1v', 'Bearer demo-coastalbay-statcrew', 'demo-ridgemont-statcrew']) {
      const response = await put(gameId, crewDocument({ home: 2 }), authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.json).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect(await storedLive(db(), gameId)).toEqual({ version: 0, eventIds: [] });
    expect((await api.get(`/api/v2/live/games/${gameId}`)).status).toBe(204);
  });

  it('accepts LIVE_INGEST_TOKEN for every school when it is set', async () => {
    process.env.LIVE_INGEST_TOKEN = 'shared-crew-secret';
    try {
      expect((await put(newGame(), crewDocument(), 'Bearer shared-crew-secret')).status).toBe(200);
      expect((await put(coastalGames[0]!, crewDocument(), 'Bearer shared-crew-secret', 'coastalbay')).status).toBe(200);
    } finally {
      delete process.env.LIVE_INGEST_TOKEN;
    }
    expect((await put(newGame(), crewDocument(), 'Bearer shared-crew-secret')).status).toBe(401);
  });

  it('rejects a malformed document with a 400 naming what is wrong, and stores nothing', async () => {
    const gameId = newGame();
    expect((await put(gameId, crewDocument({ home: 1 }))).status).toBe(200);
    const before = await storedLive(db(), gameId);
    const numericPaths: Array<Array<string | number>> = [['Game', 'Period'], ['Game', 'ClockSeconds'], ['Game', 'HomeTeam', 'Score'], ['Game', 'VisitingTeam', 'Score'], ['Plays', 0, 'Period'], ['Game', 'Rules', 'PeriodMinutes']];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...numericPaths), fc.constantFrom<unknown>('seven', '1O', true, { value: 1 }, [1]), async (path, bad) => {
        const document = crewDocument({ home: 5, plays: 1 }) as Record<string, unknown>;
        let target = document as Record<string | number, unknown>;
        for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
        target[path[path.length - 1]!] = bad;
        const response = await put(gameId, document);
        expect(response.status).toBe(400);
        expect(response.json).toMatchObject({ error: { code: 'invalid_document' } });
        expect(String((response.json as { error: { message: string } }).error.message)).toContain(path.join('.'));
      }),
      { numRuns: 25 },
    );
    for (const body of ['{"Game": ', '[]', '{}', '{"Game": {"HomeTeam": {}}}', JSON.stringify({ Game: { ...crewDocument().Game, HasStarted: 'maybe' } })]) {
      const response = await put(gameId, body);
      expect(response.status, body).toBe(400);
    }
    expect(await storedLive(db(), gameId)).toEqual(before);
    expect((await state(gameId)).game.Game.HomeTeam.Score).toBe(1);
  });

  it("answers 404 for another school's game, an unknown game and a non-integer id", async () => {
    const coastalGame = coastalGames[1]!;
    expect((await put(coastalGame, crewDocument())).status).toBe(404);
    expect((await put(999_999_999, crewDocument())).status).toBe(404);
    expect((await put(Number.NaN, crewDocument())).status).toBe(404);
    expect((await api.get(`/api/v2/live/games/${coastalGame}`)).status).toBe(404);
    expect((await api.get('/api/v2/live/games/abc/events')).status).toBe(404);
    expect((await api.get(`/api/v2/live/games/${coastalGame}/events`)).status).toBe(404);
    expect(await storedLive(db(), coastalGame)).toMatchObject({ eventIds: [] });
  });

  it('stores the document normalised: numbers for numeric strings, one spelling for fields seen two ways', async () => {
    const gameId = newGame();
    const document = crewDocument({ home: 4, visiting: 3, plays: 2 });
    const raw = {
      ...document,
      Game: { ...document.Game, ClientLiveStatsURL: 'https://stats.example.edu/live', Rules: { ...document.Game.Rules, ShowExtraPeriodAsOT: 'true' } },
      Stats: { HomeTeam: { PlayerGroups: { Box: { Title: 'Box Score', Key: { PTS: 'PTS' }, Descriptions: { PTS: 'Points' }, Values: [{ PTS: 4 }] } } } },
    };
    const response = await put(gameId, raw);
    expect(liveIngestResultWire.parse(response.json)).toEqual({ gameId, version: 1, eventId: 1, changed: true });
    const { game } = await state(gameId);
    expect(game.Game.HomeTeam.Score).toBe(4);
    expect(game.Game.Period).toBe(1);
    expect(game.Game.ClientLiveStatsUrl).toBe('https://stats.example.edu/live');
    expect(game.Game.Rules?.ShowExtraPeriodsAsOT).toBe(true);
    expect(game.Game.HomeTeam.Id).toBe('1');
    expect(game.Stats?.HomeTeam?.PlayerGroups.Box?.Descriptors).toEqual({ PTS: 'Points' });
    expect(game.Stats?.HomeTeam?.PlayerGroups.Box?.Values).toEqual([{ PTS: '4' }]);
    // The same document again changes nothing: no new event.
    expect((await put(gameId, raw)).json).toEqual({ gameId, version: 1, eventId: 1, changed: false });
    expect((await storedLive(db(), gameId)).eventIds).toEqual([1]);
  });

  it('moves the schedule with the document: Live with the score once started, a result once complete', async () => {
    const gameId = newGame();
    await put(gameId, crewDocument({ home: 30, visiting: 28, period: 2, clock: 300 }));
    const live = (await api.get(`/api/v2/EventsResults/scoreboard?gameId=${gameId}`)).json as { items: Array<{ gameState: number; result: unknown }> };
    expect(live.items[0]).toMatchObject({ gameState: 3, result: null });
    const board = liveScoreboardWire.parse((await api.get('/api/v2/live/scoreboard')).json);
    const item = board.items.find((entry) => entry.id === gameId)!;
    expect(item).toMatchObject({ gameState: 3, gameStatus: '2nd Half', gameTime: '5:00', period: 2, periodsRegulation: 2 });
    const school = item.schoolIsHome ? item.teams.home : item.teams.away;
    const rows = (await db().execute(sql`SELECT location_indicator FROM games WHERE id = ${gameId}`)) as unknown as { rows: Array<{ location_indicator: string }> };
    const schoolHome = rows.rows[0]!.location_indicator !== 'A';
    expect(item.schoolIsHome).toBe(schoolHome);
    expect(school.Score).toBe(schoolHome ? 30 : 28);

    await put(gameId, crewDocument({ home: 61, visiting: 64, period: 2, clock: 0, complete: true }));
    const final = (await api.get(`/api/v2/EventsResults/scoreboard?gameId=${gameId}`)).json as { items: Array<{ gameState: number; result: { status: string; teamScore: string; opponentScore: string } }> };
    expect(final.items[0]!.gameState).toBe(8);
    expect(final.items[0]!.result).toMatchObject(schoolHome ? { status: 'L', teamScore: '61', opponentScore: '64' } : { status: 'W', teamScore: '64', opponentScore: '61' });
    const after = liveScoreboardWire.parse((await api.get('/api/v2/live/scoreboard')).json);
    expect(after.items.some((entry) => entry.id === gameId)).toBe(false);
  });

  it("drops the school's cached answers at once for a start or a final, and a running score's a moment later", async () => {
    const gameId = newGame();
    // Any cached answer of the school shows whether its cache was dropped (MISS) or not (HIT).
    const cached = async () => (await api.get('/api/v2/Sports')).headers['x-cache'];
    await cached();
    await put(gameId, crewDocument({ home: 30, visiting: 30, period: 2, clock: 300 }));
    expect(await cached()).toBe('MISS');
    expect(await cached()).toBe('HIT');
    // A score right after the start: the fans' streams carry it at once; the school's cache stands a moment.
    await put(gameId, crewDocument({ home: 32, visiting: 30, period: 2, clock: 280 }));
    expect(await cached()).toBe('HIT');
    await put(gameId, crewDocument({ home: 32, visiting: 33, period: 2, clock: 0, complete: true }));
    expect(await cached()).toBe('MISS');
  });

  it('streams the full state, then only what changed; a fan applying the deltas holds the stored state', async () => {
    const gameId = newGame();
    const documents = simulatedDocuments('mbball', 11, 12);
    await put(gameId, documents[0]);
    const fan = await SseClient.open(`${base}/api/v2/live/games/${gameId}/events`, { tenant: 'ridgemont' });
    const [first] = await fan.waitFor(1);
    expect(first).toMatchObject({ event: 'state', id: 1 });
    for (const document of documents.slice(1)) expect((await put(gameId, document)).status).toBe(200);
    const events = await fan.waitFor(documents.length);
    fan.close();
    expect(events.map((event) => event.id)).toEqual(documents.map((_, index) => index + 1));
    let held = liveGameStateWire.parse(first!.data).game as LiveGame;
    for (const event of events.slice(1)) {
      expect(event.event).toBe('delta');
      const payload = liveDeltaEventWire.parse(event.data);
      expect(payload.eventId).toBe(event.id);
      held = applyLiveDelta(held, payload.delta as LiveDelta);
    }
    expect(held).toEqual((await state(gameId)).game);
    expect(held).toEqual(JSON.parse(JSON.stringify(documents[documents.length - 1])));
  });

  it('lets only the event streams name the school with ?tenant= (EventSource cannot send headers)', async () => {
    const gameId = newGame();
    await put(gameId, simulatedDocuments('mbball', 11, 1)[0]);
    const fan = await SseClient.open(`${base}/api/v2/live/games/${gameId}/events?tenant=ridgemont`, {});
    const [first] = await fan.waitFor(1);
    fan.close();
    expect(first).toMatchObject({ event: 'state', id: 1 });
    await expect(SseClient.open(`${base}/api/v2/live/games/${gameId}/events?tenant=nowhere`, {})).rejects.toThrow('400');
    await expect(SseClient.open(`${base}/api/v2/live/games/${gameId}/events`, {})).rejects.toThrow('400');
    const plain = await api.app.inject({ method: 'GET', url: `/api/v2/live/games/${gameId}?tenant=ridgemont` });
    expect(plain.statusCode).toBe(400);
  });

  it('resumes after Last-Event-ID (or ?lastEventId=) with the next event: no gap, no duplicate', async () => {
    const gameId = newGame();
    const documents = simulatedDocuments('msoc', 5, 8);
    await put(gameId, documents[0]);
    // A warm channel (a fan is following) answers from memory; with no fan, from the stored history.
    const keeper = await SseClient.open(`${base}/api/v2/live/games/${gameId}/events`, { tenant: 'ridgemont' });
    await keeper.waitFor(1);
    for (const document of documents.slice(1)) await put(gameId, document);
    const last = documents.length;
    await keeper.waitFor(last);
    for (const warm of [true, false]) {
      if (!warm) {
        keeper.close();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      for (let after = 1; after <= last; after += 1) {
        const viaHeader = parseSse((await api.get(`/api/v2/live/games/${gameId}/events`, 'ridgemont', { 'last-event-id': String(after) })).body);
        const viaQuery = parseSse((await api.get(`/api/v2/live/games/${gameId}/events?lastEventId=${after}`)).body);
        for (const events of [viaHeader, viaQuery]) {
          expect(events.map((event) => event.id)).toEqual(Array.from({ length: last - after }, (_, index) => after + 1 + index));
          expect(events.every((event) => event.event === 'delta')).toBe(true);
        }
      }
    }
    // Without a resume point, or one from nowhere: the full state.
    for (const query of ['', '?lastEventId=0', `?lastEventId=${last + 50}`]) {
      const events = parseSse((await api.get(`/api/v2/live/games/${gameId}/events${query}`)).body);
      expect(events.map((event) => [event.event, event.id])).toEqual([['state', last]]);
    }
    expect((await api.get(`/api/v2/live/games/${gameId}/events?lastEventId=x`)).status).toBe(400);
  });

  it("opens every stream with a retry hint of 1 to 2 s, spread so a lost instance's fans do not come back in one instant", async () => {
    const gameId = newGame();
    await put(gameId, simulatedDocuments('mbball', 11, 1)[0]);
    const hints: number[] = [];
    for (let open = 0; open < 12; open += 1) {
      const body = (await api.get(`/api/v2/live/games/${gameId}/events`)).body;
      hints.push(Number(/^retry: (\d+)\n\n/.exec(body)?.[1]));
    }
    expect(Math.min(...hints)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...hints)).toBeLessThan(2000);
    expect(new Set(hints).size).toBeGreaterThan(1);
  });

  it('sends a fresh full state when the resume point is older than the kept history', async () => {
    const gameId = newGame();
    const documents = simulatedDocuments('wvball', 3, 6);
    for (const document of documents) await put(gameId, document);
    await db().execute(sql`DELETE FROM live_game_events WHERE game_id = ${gameId} AND event_id <= 3`);
    const resumed = parseSse((await api.get(`/api/v2/live/games/${gameId}/events?lastEventId=2`)).body);
    expect(resumed.map((event) => [event.event, event.id])).toEqual([['state', 6]]);
    expect(liveGameStateWire.parse(resumed[0]!.data).game).toEqual(JSON.parse(JSON.stringify(documents[5])));
    const recent = parseSse((await api.get(`/api/v2/live/games/${gameId}/events?lastEventId=4`)).body);
    expect(recent.map((event) => event.id)).toEqual([5, 6]);
  });

  it('keeps a bounded history of events per game (the last 500)', async () => {
    const gameId = newGame();
    await put(gameId, crewDocument({ home: 1 }));
    await db().execute(sql`INSERT INTO live_game_events (game_id, event_id, tenant_id, delta) SELECT ${gameId}, n, tenant_id, '{}'::json FROM games, generate_series(2, 640) AS n WHERE games.id = ${gameId}`);
    await db().execute(sql`UPDATE live_game_documents SET version = 640 WHERE game_id = ${gameId}`);
    expect((await put(gameId, crewDocument({ home: 3 }))).json).toMatchObject({ eventId: 641 });
    const { eventIds } = await storedLive(db(), gameId);
    expect(eventIds.length).toBe(500);
    expect(eventIds[0]).toBe(142);
    expect(eventIds[eventIds.length - 1]).toBe(641);
  });

  it('lists the games under way as live event items (spec 3), the seeded ones with their live score', async () => {
    for (const tenant of ['ridgemont', 'coastalbay']) {
      const response = await api.get('/api/v2/live/scoreboard', tenant);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      const { items } = liveScoreboardWire.parse(response.json);
      expect(items.length).toBeGreaterThan(0);
      expect(items.some((item) => item.period !== null && item.teams.home.Score !== null)).toBe(true);
      for (const item of items) {
        expect(item.gameState).toBe(3);
        expect(item.schoolIsHome).toBe(item.gameLocationIndicator !== 'A');
        expect(item.opponentIsHome).toBe(!item.schoolIsHome);
        expect(item.location.HAN).toBe(item.gameLocationIndicator);
        expect((item.schoolIsHome ? item.teams.home : item.teams.away).icon).toContain(`/media/${tenant}/`);
      }
      const body = response.body.toLowerCase();
      expect(body.includes(tenant === 'ridgemont' ? 'coastalbay' : 'ridgemont')).toBe(false);
    }
  });

  it('pushes a scoreboard item to the home page stream when a game under way changes', async () => {
    const { items } = liveScoreboardWire.parse((await api.get('/api/v2/live/scoreboard')).json);
    const seeded = items.find((item) => item.period !== null)!;
    // As a browser's EventSource opens it: no headers, the school in the query.
    const board = await SseClient.open(`${base}/api/v2/live/scoreboard/events?tenant=ridgemont`, {});
    const [list] = await board.waitFor(1);
    expect(list!.event).toBe('scoreboard');
    expect(liveScoreboardWire.parse(list!.data).items.map((item) => item.id)).toContain(seeded.id);
    const current = await state(seeded.id);
    const next = structuredClone(current.game);
    next.Game.HomeTeam.Score = (next.Game.HomeTeam.Score ?? 0) + 1;
    await put(seeded.id, next);
    const events = await board.waitFor(2);
    board.close();
    const pushed = liveEventItemWire.parse((events[1]!.data as { item: unknown }).item);
    expect(events[1]!.event).toBe('item');
    expect(pushed.id).toBe(seeded.id);
    expect(pushed.teams.home.Score).toBe(next.Game.HomeTeam.Score);
  });

  it.runIf(kind === 'postgres')('fans out across instances sharing PostgreSQL: a fan on instance B receives what instance A ingested', async () => {
    const { openDatabase } = await import('../../../server/store/database');
    const { buildApp } = await import('../../../server/app');
    // Another instance on the same database (the same connection string and schema).
    const database = await openDatabase({ databaseUrl: api.store.database.connectionString!, schemaName: api.store.database.schemaName });
    const other = await buildApp({ database, now: testNow });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const gameId = newGame();
      const documents = simulatedDocuments('football', 9, 6);
      await put(gameId, documents[0]);
      const fans = await Promise.all([otherBase, base].map((at) => SseClient.open(`${at}/api/v2/live/games/${gameId}/events`, { tenant: 'ridgemont' })));
      await Promise.all(fans.map((fan) => fan.waitFor(1)));
      // The stat crew's PUTs alternate between the instances, as a balancer sends them: each fans out the other's
      // events from the notification, and diffs its next ingest against the state its fans hold.
      for (const [index, document] of documents.slice(1).entries()) {
        if (index % 2 === 0) expect((await put(gameId, document)).status).toBe(200);
        else expect((await other.inject({ method: 'PUT', url: `/api/v2/live/games/${gameId}`, headers: { tenant: 'ridgemont', 'content-type': 'application/json', authorization: TOKEN }, payload: JSON.stringify(document) })).statusCode).toBe(200);
      }
      for (const fan of fans) {
        const events = await fan.waitFor(documents.length);
        fan.close();
        expect(events.map((event) => [event.event, event.id])).toEqual(documents.map((_, index) => [index === 0 ? 'state' : 'delta', index + 1]));
        let held = liveGameStateWire.parse(events[0]!.data).game as LiveGame;
        for (const event of events.slice(1)) held = applyLiveDelta(held, liveDeltaEventWire.parse(event.data).delta as LiveDelta);
        expect(held).toEqual(JSON.parse(JSON.stringify(documents[documents.length - 1])));
      }
      expect((await state(gameId)).eventId).toBe(documents.length);
      // A fan that saw event 2 on A resumes on B with 3.
      const resumed = parseSse((await other.inject({ method: 'GET', url: `/api/v2/live/games/${gameId}/events`, headers: { tenant: 'ridgemont', 'last-event-id': '2' } })).body);
      expect(resumed.map((event) => event.id)).toEqual([3, 4, 5, 6]);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
