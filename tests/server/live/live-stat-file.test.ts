import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boxScoreWire } from '../../../contract/box-score';
import { liveGameStateWire } from '../../../contract/live-events';
import { GameState } from '../../../core/games/game-state';
import { storeKinds } from '../../support/test-store';
import { statFixture } from '../stats/stat-file-support';
import { startTestApi, type TestApi } from '../support/test-api';
import { gameIds, simulatedDocuments, storedLive } from './live-documents';
import { SseClient } from './sse-client';

const TOKEN = 'Bearer demo-ridgemont-statcrew';
const postgresUrl = inject('postgresUrl');
type Rows<T> = { rows: T[] };

/** Issue 45: the stat software's own XML file through the live ingest, and every feed's final as the game's box score. */
describe.each(storeKinds(postgresUrl))('stat files on the live feed (%s)', (kind) => {
  let api: TestApi;
  let base: string;
  let upcoming: number[];
  const db = () => api.store.database.db;

  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    base = await api.app.listen({ port: 0, host: '127.0.0.1' });
    upcoming = await gameIds(db(), 'ridgemont', GameState.Scheduled, 'wbball');
  });
  afterAll(async () => api?.close());

  const put = async (gameId: number, body: string, contentType = 'application/xml', authorization: string | null = TOKEN) => {
    const response = await api.app.inject({
      method: 'PUT',
      url: `/api/v2/live/games/${gameId}`,
      headers: { tenant: 'ridgemont', 'content-type': contentType, ...(authorization ? { authorization } : {}) },
      payload: body,
    });
    return { status: response.statusCode, json: JSON.parse(response.body) as { changed?: boolean; eventId?: number; error?: { code: string; message: string } } };
  };
  const locationOf = async (gameId: number) => ((await db().execute(sql`SELECT location_indicator AS l FROM games WHERE id = ${gameId}`)) as unknown as Rows<{ l: string }>).rows[0]!.l;
  const boxOf = async (gameId: number) => {
    const answer = await api.get(`/api/v2/Stats/boxscore/${gameId}`);
    return answer.status === 200 ? boxScoreWire.parse(answer.json) : null;
  };

  it('streams a snapshot then the final to a fan; the same file again sends no event; the final becomes the box score', async () => {
    const gameId = upcoming.shift()!;
    expect(await boxOf(gameId)).toBeNull();
    expect(await put(gameId, statFixture('mecz-1.xml'))).toMatchObject({ status: 200, json: { changed: true, eventId: 1 } });
    const fan = await SseClient.open(`${base}/api/v2/live/games/${gameId}/events`, { tenant: 'ridgemont' });
    const [first] = await fan.waitFor(1);
    const opening = liveGameStateWire.parse(first!.data).game;
    expect(opening.Game).toMatchObject({ HasStarted: true, IsComplete: false, Period: 1, ClockSeconds: 375 });
    expect([opening.Game.VisitingTeam.Score, opening.Game.HomeTeam.Score]).toEqual([5, 3]);

    expect(await put(gameId, statFixture('mecz.xml'))).toMatchObject({ status: 200, json: { changed: true, eventId: 2 } });
    const events = await fan.waitFor(2);
    expect(events[1]).toMatchObject({ event: 'delta', id: 2 });
    expect(await put(gameId, statFixture('mecz.xml'))).toMatchObject({ status: 200, json: { changed: false, eventId: 2 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    fan.close();
    expect(fan.events).toHaveLength(2);
    expect((await storedLive(db(), gameId)).eventIds).toEqual([1, 2]);

    const state = liveGameStateWire.parse((await api.get(`/api/v2/live/games/${gameId}`)).json).game;
    expect(state.Game).toMatchObject({ IsComplete: true });
    expect([state.Game.VisitingTeam.Score, state.Game.HomeTeam.Score]).toEqual([69, 72]);
    const schoolHome = (await locationOf(gameId)) !== 'A';
    const box = await boxOf(gameId);
    expect(box).toMatchObject({ teamScore: schoolHome ? 72 : 69, opponentScore: schoolHome ? 69 : 72 });
    const game = (await api.get(`/api/v2/ScheduleGames/${gameId}`)).json as { result: { status: string; teamScore: string } };
    expect(game.result).toMatchObject({ status: schoolHome ? 'W' : 'L', teamScore: schoolHome ? '72' : '69' });
  });

  it("stores a JSON feed's final as the game's box score too, once", async () => {
    const gameId = upcoming.shift()!;
    const documents = simulatedDocuments('wbball', 7);
    const last = documents[documents.length - 1]!;
    expect(last.Game.IsComplete).toBe(true);
    for (const document of [documents[0]!, documents[Math.floor(documents.length / 2)]!, last]) {
      expect((await put(gameId, JSON.stringify(document), 'application/json')).status).toBe(200);
    }
    const box = await boxOf(gameId);
    const schoolHome = (await locationOf(gameId)) !== 'A';
    const [school, opponent] = schoolHome ? [last.Game.HomeTeam, last.Game.VisitingTeam] : [last.Game.VisitingTeam, last.Game.HomeTeam];
    expect(box).toMatchObject({ teamScore: school.Score, opponentScore: opponent.Score });
    const points = box!.homeTeam.totals.find((total) => total.key === 'pts')?.value;
    expect(Number(points)).toBe(last.Game.HomeTeam.Score);
    await put(gameId, JSON.stringify(last), 'application/json');
    const versions = (await db().execute(sql`SELECT version FROM game_box_scores WHERE game_id = ${gameId}`)) as unknown as Rows<{ version: number }>;
    expect(versions.rows).toEqual([{ version: 1 }]);
  });

  it('refuses what cannot be the game: another sport, not XML, no token; nothing is stored', async () => {
    const gameId = upcoming.shift()!;
    const football = await put(gameId, statFixture('football.xml'));
    expect(football).toMatchObject({ status: 422, json: { error: { code: 'sport_mismatch' } } });
    expect((await put(gameId, 'not a file at all')).json.error?.code).toBe('not_xml');
    expect((await put(gameId, statFixture('mecz.xml').slice(0, 5_000))).status).toBe(400);
    expect((await put(gameId, statFixture('mecz.xml'), 'application/xml', null)).status).toBe(401);
    expect(await storedLive(db(), gameId)).toEqual({ version: 0, eventIds: [] });
  });
});
