import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire, messageErrorWire } from '../../../contract/errors';
import { facilitiesPageWire, facilitiesSettingsWire, facilityWire } from '../../../contract/facilities';
import { podcastCategoriesWire, podcastEpisodeWire, podcastSettingsWire, podcastsPageWire } from '../../../contract/podcasts';
import { publicationsSettingsWire, publicationsWire, publicationWire } from '../../../contract/publications';
import { allAccessPageWire, liveStreamPageWire, relatedVideosPageWire, relatedVideosSettingsWire, videoCategoriesWire, youtubePageWire } from '../../../contract/videos';
import { readStoreKinds } from '../../support/test-store';
import { okJson } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';
import { checkPaging, expectNotFoundIds, getPage, sportIds } from './honours-helpers';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('honours API (facilities, podcasts, videos, publications) on %s', (kind) => {
  let api: TestApi;
  let sports: Map<string, number>;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    sports = await sportIds(api);
  });
  afterAll(async () => api?.close());

  const json = (url: string, tenant?: string) => okJson(api, url, tenant);

  describe('Facilities', () => {
    it('pages through 8 or more facilities with images we serve and the sports that use them', async () => {
      await checkPaging(api, '/api/v2/Facilities', facilitiesPageWire, (item: { id: number }) => item.id);
      for (const tenant of ['ridgemont', 'coastalbay']) {
        const { items } = await getPage(api, '/api/v2/Facilities', facilitiesPageWire, 0, 100, tenant);
        expect(items.length).toBeGreaterThanOrEqual(8);
        for (const facility of items) {
          expect(facility.url).toBe(`/facilities/${facility.slug}/${facility.id}`);
          expect(facility.sports.length).toBeGreaterThan(0);
          expect(facility.description).toMatch(/^<p>.+<\/p><p>/);
        }
      }
      const [first] = (await getPage(api, '/api/v2/Facilities', facilitiesPageWire, 0, 1)).items;
      const image = await api.app.inject({ method: 'GET', url: first!.featuredImage!.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    });

    it('filters by sport', async () => {
      const football = sports.get('football')!;
      const { items } = await getPage(api, `/api/v2/Facilities?sportId=${football}`, facilitiesPageWire, 0, 100);
      expect(items.length).toBeGreaterThan(0);
      for (const facility of items) expect(facility.sports.map((sport) => sport.id)).toContain(football);
    });

    it('returns one facility by id, and 404 for a bad, unknown or other school id', async () => {
      const [first] = (await getPage(api, '/api/v2/Facilities', facilitiesPageWire, 0, 1)).items;
      expect(facilityWire.parse(await json(`/api/v2/Facilities/${first!.id}`))).toEqual(first);
      const [other] = (await getPage(api, '/api/v2/Facilities', facilitiesPageWire, 0, 1, 'coastalbay')).items;
      await expectNotFoundIds(api, '/api/v2/Facilities', other!.id);
    });

    it('has settings, and rejects bad query values with a 400 naming them', async () => {
      facilitiesSettingsWire.parse(await json('/api/v2/Facilities/settings'));
      for (const query of ['sportId=a', '$pageSize=a', '$pageIndex=-1']) {
        const response = await api.get(`/api/v2/Facilities?${query}`);
        expect(response.status).toBe(400);
        expect(apiErrorWire.parse(response.json).error.message).toContain(query.split('=')[0]!);
      }
    });
  });

  describe('Podcasts', () => {
    it('lists published episodes newest first, with audio on our own origin', async () => {
      await checkPaging(api, '/api/v2/Podcasts', podcastsPageWire, (item: { id: number }) => item.id);
      const { items } = await getPage(api, '/api/v2/Podcasts', podcastsPageWire, 0, 100);
      const dates = items.map((item) => Date.parse(item.datePublished));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const episode of items) {
        expect(Date.parse(episode.datePublished)).toBeLessThan(testNow());
        expect(episode.url).toMatch(/^\/media\/ridgemont\/podcasts\/.+\.mp3$/);
        expect(episode.absoluteUrl.endsWith(episode.url)).toBe(true);
        expect(episode.pageUrl).toBe(`/podcasts/${episode.slug}/${episode.id}`);
      }
    });

    it('has three shows of 8 to 15 episodes, and filters by show, sport and search term', async () => {
      const shows = podcastCategoriesWire.parse(await json('/api/v2/Podcasts/categories'));
      expect(shows).toHaveLength(3);
      for (const show of shows) {
        const { items, total } = await getPage(api, `/api/v2/Podcasts?categoryId=${show.id}`, podcastsPageWire, 0, 100);
        expect(total).toBe(show.episodeCount);
        expect(total).toBeGreaterThanOrEqual(8);
        expect(total).toBeLessThanOrEqual(15);
        for (const episode of items) expect(episode.categoryId).toBe(show.id);
      }
      const sportId = shows.find((show) => show.sport)!.sport!.id;
      const bySport = await getPage(api, `/api/v2/Podcasts?sportId=${sportId}`, podcastsPageWire, 0, 100);
      expect(bySport.total).toBeGreaterThan(0);
      for (const episode of bySport.items) expect(episode.sports[0]!.id).toBe(sportId);
      const found = await getPage(api, '/api/v2/Podcasts?searchTerm=PREPARATION', podcastsPageWire, 0, 100);
      expect(found.total).toBeGreaterThan(0);
      for (const episode of found.items) expect(episode.description.toLowerCase()).toContain('preparation');
      expect((await getPage(api, '/api/v2/Podcasts?searchTerm=100%25', podcastsPageWire, 0, 10)).total).toBe(0);
    });

    it('returns one episode by id for the player page, and 404 otherwise', async () => {
      const [first] = (await getPage(api, '/api/v2/Podcasts', podcastsPageWire, 0, 1)).items;
      expect(podcastEpisodeWire.parse(await json(`/api/v2/Podcasts/${first!.id}`))).toEqual(first);
      const [other] = (await getPage(api, '/api/v2/Podcasts', podcastsPageWire, 0, 1, 'coastalbay')).items;
      await expectNotFoundIds(api, '/api/v2/Podcasts', other!.id);
    });

    it('has settings and rejects non-integer filters', async () => {
      expect(podcastSettingsWire.parse(await json('/api/v2/Podcasts/settings')).title).toContain('Ridgemont');
      expect((await api.get('/api/v2/Podcasts?sportId=a')).status).toBe(400);
      expect((await api.get('/api/v2/Podcasts?CategoryId=x')).status).toBe(400);
      expect((await api.get('/api/v2/Podcasts?searchTerm=a%00b')).status).toBe(400);
    });
  });

  describe('Videos', () => {
    it('lists six all-access videos, filtered by sport and category', async () => {
      await checkPaging(api, '/api/v2/Videos/all-access', allAccessPageWire, (item: { id: string }) => item.id);
      const { items, total } = await getPage(api, '/api/v2/Videos/all-access', allAccessPageWire, 0, 100);
      expect(total).toBe(6);
      const { id: sportId } = items[0]!.sport;
      for (const video of (await getPage(api, `/api/v2/Videos/all-access?sportId=${sportId}`, allAccessPageWire, 0, 100)).items) expect(video.sport.id).toBe(sportId);
      const categoryId = items[0]!.category!.id;
      for (const video of (await getPage(api, `/api/v2/Videos/all-access?categoryId=${categoryId}`, allAccessPageWire, 0, 100)).items) expect(video.category!.id).toBe(categoryId);
    });

    it('lists categories of a known type and 404s an unknown type', async () => {
      for (const type of ['live', 'video', 'LIVE']) expect(videoCategoriesWire.parse(await json(`/api/v2/Videos/all-access/categories/${type}`)).length).toBeGreaterThan(0);
      expect((await api.get('/api/v2/Videos/all-access/categories/a')).status).toBe(404);
    });

    it('lists about twenty YouTube videos with 11-character ids, filtered by sport and category', async () => {
      await checkPaging(api, '/api/v2/Videos/youtube', youtubePageWire, (item: { id: string }) => item.id);
      const { items, total } = await getPage(api, '/api/v2/Videos/youtube', youtubePageWire, 0, 100);
      expect(total).toBeGreaterThanOrEqual(18);
      for (const video of items) {
        expect(video.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
        expect(video.url).toBe(`https://www.youtube.com/watch?v=${video.id}`);
        expect(Date.parse(video.publishedDate)).toBeLessThan(testNow());
      }
      const sportId = items[0]!.sport!.id;
      const bySport = await getPage(api, `/api/v2/Videos/youtube?sportId=${sportId}`, youtubePageWire, 0, 100);
      expect(bySport.total).toBeGreaterThan(0);
      for (const video of bySport.items) expect(video.sport!.id).toBe(sportId);
      const categoryId = items[0]!.category!.id;
      for (const video of (await getPage(api, `/api/v2/Videos/youtube?categoryId=${categoryId}`, youtubePageWire, 0, 100)).items) expect(video.category!.id).toBe(categoryId);
      expect((await api.get('/api/v2/Videos/youtube?sportId=a')).status).toBe(400);
    });

    it('gives related videos of the asked type, and its settings', async () => {
      for (const type of ['youtube', 'allaccess']) {
        const { items } = await getPage(api, `/api/v2/RelatedVideos?type=${type}`, relatedVideosPageWire, 0, 100);
        expect(items.length).toBeGreaterThan(0);
        for (const video of items) expect(video.videoType).toBe(type);
      }
      expect((await getPage(api, '/api/v2/RelatedVideos', relatedVideosPageWire, 0, 100)).total).toBe(26);
      expect((await api.get('/api/v2/RelatedVideos?type=vimeo')).status).toBe(400);
      expect(relatedVideosSettingsWire.parse(await json('/api/v2/RelatedVideos/settings')).youTubeChannelId).toMatch(/^UC/);
    });

    it("gives a sport's live streams, upcoming first, and requires an integer sportId", async () => {
      const sportId = sports.get('mbball')!;
      const all = await getPage(api, `/api/v2/LiveStream?sportId=${sportId}`, liveStreamPageWire, 0, 100);
      expect(all.total).toBeGreaterThan(0);
      for (const stream of all.items) expect(stream.sport.id).toBe(sportId);
      const upcoming = all.items.map((stream) => Date.parse(stream.endDate) >= testNow());
      expect(upcoming).toEqual([...upcoming].sort((a, b) => Number(b) - Number(a)));
      // v2-reference 15: items is empty or exactly $pageSize long.
      const three = await getPage(api, `/api/v2/LiveStream?sportId=${sportId}`, liveStreamPageWire, 0, 3);
      expect(three.items).toHaveLength(Math.min(3, all.total));
      expect((await api.get('/api/v2/LiveStream')).status).toBe(400);
      expect((await api.get('/api/v2/LiveStream?sportId=a')).status).toBe(400);
      expect((await getPage(api, `/api/v2/LiveStream?sportId=${sportId}`, liveStreamPageWire, 0, 10, 'coastalbay')).total).toBe(0);
    });
  });

  describe('Publications', () => {
    it('lists media guides and game programs of the first school with PDFs we serve', async () => {
      const list = publicationsWire.parse(await json('/api/v2/Publications'));
      expect(new Set(list.publications.map((publication) => publication.kind))).toEqual(new Set(['media-guide', 'game-program']));
      expect(list.publications.length).toBeGreaterThanOrEqual(10);
      for (const publication of list.publications) expect(publication.url).toBe(`/publications/${publication.slug}`);
      const file = await api.app.inject({ method: 'GET', url: list.publications[0]!.file.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/pdf');
      expect(file.body.startsWith('%PDF-1.4')).toBe(true);
      const football = sports.get('football')!;
      const bySport = publicationsWire.parse(await json(`/api/v2/Publications?sportId=${football}`)).publications;
      expect(bySport.length).toBeGreaterThan(0);
      for (const publication of bySport) expect(publication.sports.map((sport) => sport.id)).toEqual([football]);
    });

    it('returns one publication by slug and 404s an unknown slug', async () => {
      const [first] = publicationsWire.parse(await json('/api/v2/Publications')).publications;
      expect(publicationWire.parse(await json(`/api/v2/Publications/${first!.slug}`))).toEqual(first);
      for (const slug of ['no-such-guide', '%00', 'Bad%20Slug']) expect((await api.get(`/api/v2/Publications/${slug}`)).status).toBe(404);
    });

    it("answers 404 { Message } for a school without publications, yet gives both schools' settings", async () => {
      for (const url of ['/api/v2/Publications', '/api/v2/Publications/2026-football-media-guide']) {
        const response = await api.get(url, 'coastalbay');
        expect(response.status).toBe(404);
        expect(messageErrorWire.parse(response.json).Message).toBe('No publication file found at the moment');
      }
      for (const tenant of ['ridgemont', 'coastalbay']) publicationsSettingsWire.parse(await json('/api/v2/Publications/settings', tenant));
    });
  });

  // DESIGN 8: nothing a client sends produces a 5xx.
  it('answers any query or path value below 500', async () => {
    const paths = ['Facilities', 'Facilities/1', 'Podcasts', 'Podcasts/1', 'Videos/all-access', 'Videos/all-access/categories/%ZZ', 'Videos/youtube', 'RelatedVideos', 'LiveStream', 'Awards', 'Awards/1', 'AllAmerican', 'AllAmerican/1', 'HallOfFame', 'HallOfFame/1', 'OnThisDay', 'Publications', 'Publications/%00', 'Publications/..'];
    const names = ['sportId', 'categoryId', 'searchTerm', 'type', 'AwardTypeId', 'HideExpired', 'grouping', 'year', 'inductionYear', 'date', 'month', 'day', '$pageIndex', '$pageSize'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.dictionary(fc.constantFrom(...names), fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('true', '2024-02-29', '%', "'; drop table x", 'a\u0000b')), { maxKeys: 3 }), fc.constantFrom('ridgemont', 'coastalbay'), async (path, params, tenant) => {
        const search = new URLSearchParams(params).toString();
        const response = await api.app.inject({ method: 'GET', url: `/api/v2/${path}${search ? `?${search}` : ''}`, headers: { tenant } });
        expect(response.statusCode, `${path}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('needs the tenant header on every honours route', async () => {
    for (const url of ['/api/v2/Facilities', '/api/v2/Podcasts', '/api/v2/Videos/youtube', '/api/v2/Publications']) {
      expect((await api.get(url, null)).status).toBe(400);
      expect((await api.get(url, 'abc')).status).toBe(400);
    }
  });
});
