import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { liveStatsWire } from '../../../contract/live-stats';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { expectKeys, SCHOOLS } from './platform-fixtures';

const ITEM_KEYS = ['gameId', 'eventId', 'updatedAt', 'sportId', 'sportTitle', 'date', 'liveStatsUrl', 'has_started', 'is_complete', 'clock_seconds', 'period', 'home', 'away', 'school', 'opponent'];
const TEAM_KEYS = ['score', 'name', 'period_scores', 'timeouts'];

describe.each(readStoreKinds(inject('postgresUrl')))('GET /LiveStats on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  /** The games of a school that have a live document, straight from the store. */
  const documentedGames = async (school: string) => {
    const result = (await api.store.database.db.execute(
      sql`SELECT d.game_id AS id, g.location_indicator AS indicator FROM live_game_documents d JOIN tenants t ON t.id = d.tenant_id JOIN games g ON g.id = d.game_id WHERE t.key = ${school} ORDER BY d.game_id`,
    )) as unknown as { rows: Array<{ id: number; indicator: string }> };
    return result.rows;
  };

  const liveStats = async (school: string, query = '') => {
    const response = await api.get(`/api/v2/LiveStats${query}`, school);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return liveStatsWire.parse(response.json);
  };

  it.each(SCHOOLS)("answers the spec's live stats of every %s game with a stat-crew document", async (school) => {
    const games = await documentedGames(school);
    const items = await liveStats(school);
    expect(items.map((item) => item.gameId).sort((a, b) => a - b)).toEqual(games.map((game) => game.id));
    for (const item of items) {
      expectKeys(item, ITEM_KEYS);
      for (const side of [item.home, item.away, item.school, item.opponent]) expectKeys(side, TEAM_KEYS);
      const indicator = games.find((game) => game.id === item.gameId)!.indicator;
      // spec 3: the school is the away team when the location indicator is A, otherwise home.
      expect(item.school).toEqual(indicator === 'A' ? item.away : item.home);
      expect(item.opponent).toEqual(indicator === 'A' ? item.home : item.away);
      const state = (await api.get(`/api/v2/live/games/${item.gameId}`, school)).json as { eventId: number };
      expect(item.eventId).toBe(state.eventId);
    }
    const complete = items.map((item) => item.is_complete);
    expect(complete).toEqual([...complete].sort((a, b) => Number(a) - Number(b)));
  });

  it('has live games on at least one school (the seed plays the games under way)', async () => {
    const counts = [(await liveStats('ridgemont')).length, (await liveStats('coastalbay')).length];
    expect(Math.max(...counts)).toBeGreaterThan(0);
  });

  it('filters by sportId and gameId, answers 400 for values that are not integers, and keeps schools apart', async () => {
    const [ridgemont, coastal] = [await liveStats('ridgemont'), await liveStats('coastalbay')];
    const any = ridgemont[0] ?? coastal[0]!;
    const owner = ridgemont[0] ? 'ridgemont' : 'coastalbay';
    const other = owner === 'ridgemont' ? 'coastalbay' : 'ridgemont';
    expect((await liveStats(owner, `?gameId=${any.gameId}`)).map((item) => item.gameId)).toEqual([any.gameId]);
    expect((await liveStats(owner, `?SportId=${any.sportId}`)).every((item) => item.sportId === any.sportId)).toBe(true);
    expect(await liveStats(other, `?gameId=${any.gameId}`)).toEqual([]);
    expect(ridgemont.filter((item) => coastal.some((game) => game.gameId === item.gameId))).toEqual([]);
    for (const query of ['?sportId=a', '?gameId=a']) expect((await api.get(`/api/v2/LiveStats${query}`)).status).toBe(400);
    expect((await api.get('/api/v2/LiveStats', 'abc')).status).toBe(400);
  });
});
