import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { facebookFeedWire, NO_FACEBOOK_MESSAGE } from '../../../contract/facebook-feed';
import { instagramPageWire, type InstagramPostWire } from '../../../contract/instagram';
import { messageErrorWire } from '../../../contract/errors';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';
import { expectKeys, pathOf, SCHOOLS } from './platform-fixtures';

// v2-reference 26, GET /Instagram item fields.
const INSTAGRAM_KEYS = ['contentId', 'contentTitle', 'contentDate', 'contentUrl', 'contentImageUrl', 'id', 'link', 'tags', 'comments', 'likes', 'images', 'caption', 'video', 'user', 'date', 'createdTime'];
const HANDLES = { ridgemont: 'ridgemontrams', coastalbay: 'cbherons' } as const;

describe.each(readStoreKinds(inject('postgresUrl')))('the social feeds on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, inject('postgresUrl'));
  }, 120_000);
  afterAll(async () => api?.close());

  const instagram = async (school: string, query = '') => {
    const response = await api.get(`/api/v2/Instagram${query}`, school);
    expect(response.status).toBe(200);
    return instagramPageWire.parse(response.json);
  };

  it.each(SCHOOLS)("GET /Instagram answers %s's own posts, newest first, in the page envelope with the reference's fields", async (school) => {
    const page = await instagram(school, '?$pageSize=100');
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.items).toHaveLength(page.total);
    expect([page.page, page.pages]).toEqual([0, 1]);
    for (const item of page.items) {
      expectKeys(item, INSTAGRAM_KEYS);
      expectKeys(item.user, ['id', 'fullName', 'profilePicture', 'username']);
      expectKeys(item.caption, ['id', 'text', 'createdTime', 'from']);
      expect(item.user.username).toBe(HANDLES[school]);
      expect(item.contentDate.startsWith(item.date.slice(0, 4))).toBe(true);
      expect(item.createdTime).toBe(Math.floor(Date.parse(item.date) / 1000));
    }
    const times = page.items.map((item) => item.createdTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items.some((item) => item.video !== null) && page.items.some((item) => item.video === null)).toBe(true);
  });

  it('serves the post images it links to', async () => {
    const [post] = (await instagram('coastalbay')).items;
    const image = await api.get(pathOf(post!.images.standardResolution.url), null);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('pages with $pageIndex and $pageSize (any case) and answers 400 for values that do not parse', async () => {
    const all = await instagram('ridgemont', '?$pageSize=100');
    const second = await instagram('ridgemont', '?%24pageindex=1&%24PageSize=2');
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(2, 4).map((item) => item.id));
    expect([second.page, second.pages, second.total]).toEqual([1, Math.ceil(all.total / 2), all.total]);
    for (const query of ['$pageIndex=a', '$pageSize=a', '$pageSize=0']) expect((await api.get(`/api/v2/Instagram?${query}`)).status).toBe(400);
  });

  it("never shows one school's posts to the other", async () => {
    const ids = async (school: string) => new Set((await instagram(school, '?$pageSize=100')).items.map((item: InstagramPostWire) => item.id));
    const [ridgemont, coastal] = [await ids('ridgemont'), await ids('coastalbay')];
    expect([...ridgemont].filter((id) => coastal.has(id))).toEqual([]);
    expect((await api.get('/api/v2/Instagram', 'abc')).status).toBe(400);
    expect((await api.get('/api/v2/Instagram', null)).status).toBe(400);
  });

  it("GET /Facebook/feed answers the school's page and its newest posts, and `after` the older ones", async () => {
    const response = await api.get('/api/v2/Facebook/feed', 'ridgemont');
    expect(response.status).toBe(200);
    const feed = facebookFeedWire.parse(response.json);
    expectKeys(feed, ['data', 'page']);
    expectKeys(feed.data, ['entries', 'after']);
    expectKeys(feed.page, ['id', 'name', 'link', 'website', 'picture', 'category', 'username']);
    expect(feed.page.username).toBe('RidgemontStateAthletics');
    expect(feed.data.entries).toHaveLength(10);
    for (const entry of feed.data.entries) {
      expectKeys(entry, ['id', 'created_time', 'updated_time', 'message', 'picture', 'full_picture', 'privacy', 'from', 'is_published', 'is_hidden', 'permalink_url', 'likes', 'attachments']);
      expect(entry.from.id).toBe(feed.page.id);
      expect(entry.id.startsWith(`${feed.page.id}_`)).toBe(true);
    }
    expect(feed.data.entries.some((entry) => entry.message === null)).toBe(true);
    expect(feed.data.after).not.toBe('');
    const older = facebookFeedWire.parse((await api.get(`/api/v2/Facebook/feed?after=${feed.data.after}`, 'ridgemont')).json);
    expect(older.data.entries.length).toBeGreaterThan(0);
    expect(older.data.after).toBe('');
    const newest = Date.parse(older.data.entries[0]!.created_time);
    expect(newest).toBeLessThanOrEqual(Date.parse(feed.data.entries.at(-1)!.created_time));
    expect(older.data.entries.filter((entry) => feed.data.entries.some((seen) => seen.id === entry.id))).toEqual([]);
  });

  it("answers the platform's 404 { Message } for a school without Facebook, and 400 for a cursor it did not give", async () => {
    const response = await api.get('/api/v2/Facebook/feed', 'coastalbay');
    expect(response.status).toBe(404);
    expect(messageErrorWire.strict().parse(response.json)).toEqual({ Message: NO_FACEBOOK_MESSAGE });
    expect((await api.get('/api/v2/Facebook/feed?after=bm90LWEtY3Vyc29y', 'ridgemont')).status).toBe(400);
    expect((await api.get('/api/v2/facebook/FEED', 'ridgemont')).status).toBe(200);
  });
});
