import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wePlayedPageWire } from '../../../contract/we-played';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { expectKeys, SCHOOLS } from './platform-fixtures';

// v2-reference 32, GET /WePlayed/game item fields.
const CLIP_KEYS = ['name', 'description', 'descriptionHtml', 'cover', 'previewGif', 'previewWebp', 'views', 'created', 'lastUpdated', 'saGameId', 'saTeamId', 'saAthleteId', 'links', 'action', 'id', 'eventTs'];

describe.each(readStoreKinds(inject('postgresUrl')))('WePlayed clips on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  const page = async (url: string, school = 'ridgemont') => {
    const response = await api.get(url, school);
    expect(response.status).toBe(200);
    return wePlayedPageWire.parse(response.json);
  };

  it.each(SCHOOLS)("GET /WePlayed/latest answers %s's newest clips with the reference's fields", async (school) => {
    const latest = await page('/api/v2/WePlayed/latest?$pageSize=100', school);
    expect(latest.total).toBeGreaterThanOrEqual(6);
    const created = latest.items.map((item) => Date.parse(item.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const sportIds = new Set(((await api.get('/api/v2/Sports', school)).json as Array<{ id: number }>).map((sport) => sport.id));
    for (const item of latest.items) {
      expectKeys(item, CLIP_KEYS);
      expectKeys(item.links, ['embed', 'api']);
      expect(sportIds.has(item.saTeamId)).toBe(true);
    }
    const small = await page('/api/v2/WePlayed/latest?$pageSize=2&$pageIndex=1', school);
    expect(small.items.map((item) => item.id)).toEqual(latest.items.slice(2, 4).map((item) => item.id));
  });

  it("GET /WePlayed/game answers that game's clips, in game order", async () => {
    const latest = await page('/api/v2/WePlayed/latest?$pageSize=100');
    const gameId = latest.items[0]!.saGameId;
    const clips = await page(`/api/v2/WePlayed/game?gameId=${gameId}`);
    expect(clips.items.length).toBe(latest.items.filter((item) => item.saGameId === gameId).length);
    expect(clips.items.every((item) => item.saGameId === gameId)).toBe(true);
    const events = clips.items.map((item) => Date.parse(item.eventTs));
    expect(events).toEqual([...events].sort((a, b) => a - b));
    // v2-reference 1.3: an index past the end answers a page at or below the one asked for.
    const past = await page(`/api/v2/WePlayed/game?GameId=${gameId}&$pageIndex=40&$pageSize=1`);
    expect(past.page).toBeLessThanOrEqual(40);
    expect(past.items).toHaveLength(1);
  });

  it('answers 400 when gameId is missing or is not an integer, and for a bad paging value', async () => {
    for (const query of ['', '?gameId=a', '?gameId=', '?gameId=1&$pageSize=a']) {
      const response = await api.get(`/api/v2/WePlayed/game${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await api.get('/api/v2/WePlayed/latest?$pageIndex=a')).status).toBe(400);
  });

  it("never answers one school's clips to the other", async () => {
    const coastal = await page('/api/v2/WePlayed/latest?$pageSize=100', 'coastalbay');
    const ridgemont = await page('/api/v2/WePlayed/latest?$pageSize=100', 'ridgemont');
    expect(ridgemont.items.filter((item) => coastal.items.some((other) => other.id === item.id || other.saGameId === item.saGameId))).toEqual([]);
    const foreign = await page(`/api/v2/WePlayed/game?gameId=${coastal.items[0]!.saGameId}`, 'ridgemont');
    expect([foreign.items, foreign.total]).toEqual([[], 0]);
  });
});
