import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriesTitlesWire, seriesWire } from '../../../contract/series';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { expectKeys, pathOf, SCHOOLS } from './platform-fixtures';

// v2-reference 32, GET /Series/{seriesId}.
const SERIES_KEYS = ['episodes', 'id', 'title', 'description', 'callToActionText', 'publishDate', 'isLimited', 'order', 'sportIds', 'hero', 'landscape', 'portrait'];
const EPISODE_KEYS = ['id', 'seasonId', 'title', 'description', 'postDate', 'publishDate', 'order', 'sportIds', 'thumbnailImage', 'portraitImage', 'mediafile'];
const IMAGE_KEYS = ['id', 'fileName', 'path', 'height', 'width', 'thumbnail', 'original'];
const MEDIAFILE_KEYS = [
  'id', 'prismId', 'title', 'description', 'dateUtc', 'sportId', 'sportShortname', 'sportAbbreviation', 'globalSportShortname', 'categoryName', 'sportTitle', 'gameId', 'appExclusive',
  'type', 'format', 'authorized', 'blackedOut', 'blackedOutMessage', 'free', 'authOnlyRequired', 'premium', 'usePreroll', 'formats', 'poster', 'watchers', 'adTagUrl', 'test', 'favorited',
  'favorites', 'views', 'categoryId', 'duration', 'state',
];

describe.each(readStoreKinds(inject('postgresUrl')))('video series on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  const titles = async (school: string) => {
    const response = await api.get('/api/v2/Series/titles', school);
    expect(response.status).toBe(200);
    return seriesTitlesWire.parse(response.json);
  };

  it.each(SCHOOLS)('GET /Series/titles lists %s series as { id, title }, and each id opens its series with episodes', async (school) => {
    const list = await titles(school);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const sportIds = new Set(((await api.get('/api/v2/Sports', school)).json as Array<{ id: number }>).map((sport) => sport.id));
    for (const entry of list) {
      expectKeys(entry, ['id', 'title']);
      const response = await api.get(`/api/v2/Series/${entry.id}`, school);
      expect(response.status).toBe(200);
      const series = seriesWire.parse(response.json);
      expectKeys(series, SERIES_KEYS);
      expect([series.id, series.title]).toEqual([entry.id, entry.title]);
      expectKeys(series.hero, IMAGE_KEYS);
      expectKeys(series.portrait, IMAGE_KEYS);
      expect(series.episodes.length).toBeGreaterThan(0);
      expect(series.episodes.map((episode) => episode.order)).toEqual([...series.episodes.keys()]);
      for (const episode of series.episodes) {
        expectKeys(episode, EPISODE_KEYS);
        expectKeys(episode.thumbnailImage, IMAGE_KEYS);
        expectKeys(episode.mediafile, MEDIAFILE_KEYS);
        expect(sportIds.has(episode.mediafile.sportId)).toBe(true);
        expect(series.sportIds).toEqual(expect.arrayContaining(episode.sportIds));
      }
    }
  });

  it('serves the series artwork it links to', async () => {
    const [first] = await titles('ridgemont');
    const series = seriesWire.parse((await api.get(`/api/v2/Series/${first!.id}`)).json);
    for (const url of [series.hero.original, series.episodes[0]!.thumbnailImage.original]) {
      const image = await api.get(pathOf(url), null);
      expect(image.status).toBe(200);
    }
  });

  it("answers 404 for a non-integer id and for another school's series; the ids never overlap", async () => {
    expect((await api.get('/api/v2/Series/a')).status).toBe(404);
    expect((await api.get('/api/v2/Series/a', null)).status).toBe(404);
    const [ridgemont, coastal] = [await titles('ridgemont'), await titles('coastalbay')];
    expect(ridgemont.filter((entry) => coastal.some((other) => other.id === entry.id))).toEqual([]);
    expect((await api.get(`/api/v2/Series/${coastal[0]!.id}`, 'ridgemont')).status).toBe(404);
    expect((await api.get('/api/v2/Series/titles', 'abc')).status).toBe(400);
  });
});
