import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire } from '../../../contract/errors';
import { impressionCounterWire, promotionSetWire, type PromotionSetWire } from '../../../contract/promotions';
import { slideshowCampaignsWire, slideshowsWire } from '../../../contract/slideshows';
import { splashClickWire, splashResponseWire, sportSplashResponseWire } from '../../../contract/splash';
import type { SportWire } from '../../../contract/sports';
import { takeoversWire } from '../../../contract/takeovers';
import type { SliderOptions } from '../../../core/promotions/promotion';
import { hasSliderNavigation, isRenderableHtmlPromotion } from '../../../core/promotions/promotion-rules';
import { isWithinSplashDates } from '../../../core/splash/splash-rules';
import { takeoverToShow } from '../../../core/takeovers/takeover-rules';
import { promotionImpressionDays } from '../../../server/store/tables/promotion-impressions';
import { splashClicks, splashPages } from '../../../server/store/tables/site-features';
import { readStoreKinds } from '../../support/test-store';
import { okJson, sportsBySchool } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const SCHOOLS = ['ridgemont', 'coastalbay'] as const;

describe.each(readStoreKinds(postgresUrl))('site features API on %s', (kind) => {
  let api: TestApi;
  let schoolSports: (school: string) => SportWire[];
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    schoolSports = await sportsBySchool(api, SCHOOLS);
  });
  afterAll(async () => api?.close());

  const db = () => api.store.database.db;
  const sportBySlug = (school: string, slug: string) => schoolSports(school).find((sport) => sport.globalSportNameSlug === slug)!;
  const json = (url: string, tenant?: string) => okJson(api, url, tenant);
  const expectStatus = async (url: string, status: number, tenant = 'ridgemont') => expect((await api.get(url, tenant)).status, url).toBe(status);
  const expect400Naming = async (url: string, name: string) => {
    const response = await api.get(url);
    expect(response.status, url).toBe(400);
    expect(apiErrorWire.parse(response.json).error.message).toContain(name);
  };
  const expectSvg = async (url: string) => {
    const image = await api.get(url, null);
    expect(image.status, url).toBe(200);
    expect(image.body).toContain('<svg');
  };
  const splashIdsOf = async (school: string, where: (row: typeof splashPages.$inferSelect) => boolean) => {
    const rows = await db().select().from(splashPages).where(sql`${splashPages.tenantId} = (SELECT id FROM tenants WHERE key = ${school})`);
    return rows.filter(where).map((row) => row.id);
  };

  // DESIGN 8: nothing a client sends produces a 5xx.
  it('answers random requests to the site routes below 500', async () => {
    const path = fc.constantFrom(
      '/api/v2/Takeovers', '/api/v2/Splash', '/api/v2/Splash/0', '/api/v2/Splash/click/1', '/api/v2/Hidden/Splash', '/api/v2/Slideshows',
      '/api/v2/Slideshows/campaigns', '/api/v2/promotions', '/api/v2/promotions/home-top', '/api/v2/promotions/counter', '/api/v2/TrackingTag/search',
      '/api/v2/Ticketing/next-events', '/api/v2/common/templates/sports-pages',
    );
    const segment = fc.oneof(fc.constantFrom('%00', 'home%00top', '%ZZ', '..', 'a', '-1', '99999999999', 'home-top'), fc.string({ maxLength: 80 }).map(encodeURIComponent));
    const params = fc.dictionary(fc.constantFrom('sportId', 'SportId', 'splashId', 'adIds', 'PageTemplate', 'SportName', 'ContentId'), fc.string({ maxLength: 30 }), { maxKeys: 3 });
    await fc.assert(
      fc.asyncProperty(path, fc.option(segment, { nil: undefined }), params, async (base, extra, query) => {
        const search = new URLSearchParams(query).toString();
        const url = `${base}${extra === undefined ? '' : `/${extra}`}${search ? `?${search}` : ''}`;
        expect((await api.get(url)).status, url).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  describe('GET /Takeovers', () => {
    it('gives the running home page takeovers (no sportId, or 0) and the default config', async () => {
      const home = takeoversWire.parse(await json('/api/v2/Takeovers'));
      expect(await json('/api/v2/Takeovers?sportId=0')).toEqual(home);
      expect(home.config.isConcurrent).toBe(false);
      expect(home.takeovers.map((takeover) => takeover.cookie)).toEqual(['takeover-home-season-tickets']);
      // The site's own rule picks it while the visitor lacks its cookie, and not after.
      const entries = home.takeovers.map((takeover) => ({ ...takeover, url: takeover.url ?? null, cookie: takeover.cookie ?? null }));
      expect(takeoverToShow(entries, () => false)?.url).toBe('/tickets');
      expect(takeoverToShow(entries, (name) => name === 'takeover-home-season-tickets')).toBeUndefined();
    });

    it("gives a sport its own takeover, and another school's sport nothing", async () => {
      const football = sportBySlug('ridgemont', 'football');
      const sport = takeoversWire.parse(await json(`/api/v2/Takeovers?SportId=${football.id}`));
      expect(sport.takeovers).toHaveLength(1);
      expect(sport.takeovers[0]).toMatchObject({ type: 'gameday', url: '/sports/football/schedule' });
      expect(takeoversWire.parse(await json(`/api/v2/Takeovers?sportId=${schoolSports('coastalbay')[0]!.id}`)).takeovers).toEqual([]);
      await expect400Naming('/api/v2/Takeovers?sportId=a', 'sportId');
    });
  });

  describe('GET /Splash and /Splash/{sportId}', () => {
    it.each(SCHOOLS)("gives %s's home page splash that runs now, as { data }, with a picture and a link", async (school) => {
      const { data } = splashResponseWire.parse(await json('/api/v2/Splash', school));
      expect(isWithinSplashDates(data, testNow())).toBe(true);
      expect(data.link).toMatch(/^\/sports\/[a-z-]+\/schedule$/);
      expect(data.backgroundColor).toBeTruthy();
      expect(data.picture?.images.length).toBeGreaterThan(0);
      for (const image of data.picture!.images) await expectSvg(image.url);
      expect(await json('/api/v2/Splash/0', school)).toEqual({ data });
    });

    it('gives a named splash only while it runs and only when it is not hidden', async () => {
      const [running] = await splashIdsOf('ridgemont', (row) => !row.hidden && row.sportId === null && (row.endDate?.getTime() ?? Infinity) > testNow());
      expect(splashResponseWire.parse(await json(`/api/v2/Splash?splashId=${running}`)).data.id).toBe(running);
      const [past] = await splashIdsOf('ridgemont', (row) => (row.endDate?.getTime() ?? Infinity) < testNow());
      await expectStatus(`/api/v2/Splash?splashId=${past}`, 204);
      const [hidden] = await splashIdsOf('ridgemont', (row) => row.hidden);
      await expectStatus(`/api/v2/Splash?splashid=${hidden}`, 204);
      const [otherSchool] = await splashIdsOf('coastalbay', (row) => !row.hidden);
      await expectStatus(`/api/v2/Splash?splashId=${otherSchool}`, 204);
      await expect400Naming('/api/v2/Splash?splashId=a', 'splashId');
    });

    it("gives a sport's open-ended splash, and 200 with data null for a sport without one (v2-reference 6)", async () => {
      const hoops = sportBySlug('ridgemont', 'mens-basketball');
      const { data } = splashResponseWire.parse(await json(`/api/v2/Splash/${hoops.id}`));
      expect(data.endDate ?? null).toBeNull();
      expect(data.backgroundColor).toBe('#111111');
      expect(data.link).toBe('/sports/mens-basketball/schedule');
      expect(sportSplashResponseWire.parse(await json(`/api/v2/Splash/${sportBySlug('ridgemont', 'baseball').id}`))).toEqual({ data: null });
      expect(sportSplashResponseWire.parse(await json(`/api/v2/Splash/${sportBySlug('coastalbay', 'mens-basketball').id}`))).toEqual({ data: null });
      await expectStatus('/api/v2/Splash/a', 404);
    });
  });

  describe('GET /Splash/click/{splashId}', () => {
    const clicksOf = async (splashId: number) => (await db().select({ n: count() }).from(splashClicks).where(eq(splashClicks.splashId, splashId)))[0]!.n;

    it('stores every click before answering', async () => {
      const { data } = splashResponseWire.parse(await json('/api/v2/Splash'));
      const before = await clicksOf(data.id);
      for (const url of [`/api/v2/Splash/click/${data.id}`, `/api/v2/splash/CLICK/${data.id}`]) {
        expect(splashClickWire.parse(await json(url))).toEqual({ splashId: data.id, recorded: true });
      }
      expect(await clicksOf(data.id)).toBe(before + 2);
    });

    it("is 404 for an unknown id, another school's splash and a non-integer id, storing nothing", async () => {
      const [otherSchool] = await splashIdsOf('coastalbay', () => true);
      const before = await clicksOf(otherSchool!);
      for (const id of ['999999', String(otherSchool), 'a', '1.5']) await expectStatus(`/api/v2/Splash/click/${id}`, 404);
      expect(await clicksOf(otherSchool!)).toBe(before);
    });
  });

  describe('GET /Hidden/Splash', () => {
    it('is 401 with our error body until staff sign-in exists', async () => {
      const [hidden] = await splashIdsOf('ridgemont', (row) => row.hidden);
      for (const url of ['/api/v2/Hidden/Splash', `/api/v2/hidden/splash?splashId=${hidden}&t=uncached`]) {
        const response = await api.get(url);
        expect(response.status).toBe(401);
        expect(apiErrorWire.parse(response.json).error.code).toBe('sign_in_required');
        expect(response.body).not.toContain('Coming Soon');
      }
    });
  });

  describe('GET /Slideshows and /Slideshows/campaigns', () => {
    it('gives the home page rotator with its five running slides linking to site routes', async () => {
      const [home, ...others] = slideshowsWire.parse(await json('/api/v2/Slideshows?sportId=0'));
      expect(others).toEqual([]);
      expect(home!.contentUrl).toBe('/');
      expect(home!.campaigns).toHaveLength(5);
      for (const slide of home!.campaigns) {
        expect(Date.parse(slide.startDate)).toBeLessThanOrEqual(testNow());
        if (slide.endDate) expect(Date.parse(slide.endDate)).toBeGreaterThanOrEqual(testNow());
        expect(slide.primaryLink).toMatch(/^\/[a-z]/);
        for (const link of slide.links) expect(link.linkUrl.startsWith('/')).toBe(true);
      }
      await expectSvg(home!.campaigns[0]!.primaryImage.images[0]!.image);
      expect(JSON.parse(home!.location.options)).toMatchObject({ autoplay: true });
    });

    it('filters by sport; no sportId gives every rotator; campaigns list the same slides', async () => {
      const all = slideshowsWire.parse(await json('/api/v2/Slideshows'));
      expect(all.length).toBe(2);
      const football = sportBySlug('ridgemont', 'football');
      const ofSport = slideshowsWire.parse(await json(`/api/v2/Slideshows?sportId=${football.id}`));
      expect(ofSport.map((show) => show.contentUrl)).toEqual(['/sports/football']);
      const campaigns = slideshowCampaignsWire.parse(await json('/api/v2/Slideshows/campaigns'));
      expect(campaigns.map((c) => c.id)).toEqual(all.flatMap((show) => show.campaigns.map((c) => c.id)));
      expect(slideshowCampaignsWire.parse(await json('/api/v2/Slideshows/campaigns?sportId=0'))).toHaveLength(5);
      expect(await json(`/api/v2/Slideshows?sportId=${schoolSports('coastalbay')[0]!.id}`)).toEqual([]);
      await expect400Naming('/api/v2/Slideshows/campaigns?sportId=x', 'sportId');
    });
  });

  describe('GET /promotions/{name}/{sportId?}', () => {
    const set = async (path: string, tenant = 'ridgemont'): Promise<PromotionSetWire> => promotionSetWire.parse(await json(`/api/v2/promotions/${path}`, tenant));

    it.each([
      ['home-top', 'single'],
      ['home-html', 'html'],
      ['footer-icons', 'icons'],
      ['home-multi', 'multi'],
      ['sport-sidebar', 'single'],
    ] as const)('gives %s as a %s set of 2 to 5 running campaigns drawn as SVG', async (name, type) => {
      const promotion = await set(name);
      expect(promotion.location).toMatchObject({ name, type });
      expect(promotion.campaigns.length).toBeGreaterThanOrEqual(2);
      expect(promotion.campaigns.length).toBeLessThanOrEqual(5);
      for (const campaign of promotion.campaigns) expect(campaign.picture?.images.length).toBeGreaterThan(0);
      await expectSvg(promotion.campaigns[0]!.picture!.images[0]!.image);
    });

    it("gives each image its size, the drawing's own, so a page can hold its space before it loads", async () => {
      for (const name of ['home-top', 'footer-icons', 'home-multi', 'sport-sidebar']) {
        for (const image of (await set(name)).campaigns.flatMap((campaign) => campaign.picture?.images ?? [])) {
          const svg = (await api.get(image.image, null)).body;
          const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
          expect({ width: image.width, height: image.height }, image.image).toEqual({ width: Number(width), height: Number(height) });
        }
      }
    });

    it('picks the single campaign and a random one from the running campaigns only', async () => {
      const promotion = await set('home-top');
      expect(promotion.single).toEqual(promotion.campaigns[0]);
      expect(promotion.campaigns).toContainEqual(promotion.random_single);
      expect(promotion.campaigns.map((c) => c.title)).not.toContain('Preseason sale (ended)');
    });

    it('sends the html campaign with the c-mbonvoy marker, which the site rule then drops', async () => {
      const promotion = await set('home-html');
      const marked = promotion.campaigns.filter((campaign) => (campaign.html ?? '').includes('c-mbonvoy'));
      expect(marked).toHaveLength(1);
      expect(promotion.campaigns.filter((campaign) => isRenderableHtmlPromotion(campaign.html))).toHaveLength(promotion.campaigns.length - 1);
    });

    it('gives the multi set its slide effect and slider options', async () => {
      const promotion = await set('home-multi');
      expect(promotion.location.effect).toBe('slide');
      expect(hasSliderNavigation({ navigation: promotion.swiper_options?.navigation } as SliderOptions)).toBe(true);
      expect(promotion.swiper_options?.slides_per_view).toBe(1);
    });

    it("gives a sport its own sidebar, else the site-wide one; never another school's", async () => {
      const football = sportBySlug('ridgemont', 'football');
      const own = await set(`sport-sidebar/${football.id}`);
      expect(own.campaigns.every((campaign) => campaign.title.startsWith('Football'))).toBe(true);
      const general = await set('sport-sidebar');
      expect(await set(`sport-sidebar/${sportBySlug('ridgemont', 'spirit-squads').id}`)).toEqual(general);
      expect(await set('sport-sidebar/0')).toEqual(general);
      const foreign = await set(`sport-sidebar/${sportBySlug('coastalbay', 'baseball').id}`);
      expect(foreign).toEqual(general);
      const theirs = await set('home-top', 'coastalbay');
      const ours = new Set((await set('home-top')).campaigns.map((c) => c.id));
      expect(theirs.campaigns.some((c) => ours.has(c.id))).toBe(false);
    });

    it('is 204 for an unknown name and 404 for a non-integer sportId', async () => {
      await expectStatus('/api/v2/promotions/no-such-place', 204);
      await expectStatus('/api/v2/promotions/no-such-place/3', 204);
      await expectStatus('/api/v2/promotions/home-top/a', 404);
    });
  });

  describe('GET /promotions/counter', () => {
    const impressionsOf = async (campaignId: number) =>
      Number((await db().select({ n: sql<number>`coalesce(sum(${promotionImpressionDays.impressions}), 0)` }).from(promotionImpressionDays).where(eq(promotionImpressionDays.campaignId, campaignId)))[0]!.n);
    const rowsOf = async (campaignId: number) => (await db().select({ n: count() }).from(promotionImpressionDays).where(eq(promotionImpressionDays.campaignId, campaignId)))[0]!.n;
    let ids: number[] = [];
    beforeAll(async () => {
      const home = promotionSetWire.parse((await api.get('/api/v2/promotions/home-multi')).json);
      ids = home.campaigns.map((campaign) => campaign.id);
    });

    it("adds each listed id's count, repeats included, to its one row of the day before answering", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 8 }), async (adIds) => {
          const distinct = [...new Set(adIds)];
          const before: Array<readonly [number, number]> = [];
          for (const id of distinct) before.push([await rowsOf(id), await impressionsOf(id)]);
          const answer = impressionCounterWire.parse(await json(`/api/v2/promotions/counter?${new URLSearchParams({ adIds: adIds.join(',') })}`));
          const expected = distinct.map((id) => ({ adId: id, impressions: adIds.filter((x) => x === id).length }));
          expect(answer.recorded).toEqual(expected);
          for (const [index, id] of distinct.entries()) {
            expect(await rowsOf(id)).toBe(Math.max(1, before[index]![0]));
            expect(await impressionsOf(id)).toBe(before[index]![1] + expected[index]!.impressions);
          }
        }),
        { numRuns: 10 },
      );
    });

    it('is 400 for a missing or malformed list, storing nothing', async () => {
      const before = await impressionsOf(ids[0]!);
      for (const query of ['', '?adIds=', '?adIds=a', `?adIds=${ids[0]},,${ids[1]}`, `?adIds=${ids[0]};${ids[1]}`, `?adIds=${Array(201).fill(ids[0]).join(',')}`]) {
        await expect400Naming(`/api/v2/promotions/counter${query}`, 'adIds');
      }
      expect(await impressionsOf(ids[0]!)).toBe(before);
    });

    it("is 400 for an unknown id or another school's campaign, storing nothing of the call", async () => {
      const theirs = promotionSetWire.parse(await json('/api/v2/promotions/home-multi', 'coastalbay')).campaigns[0]!.id;
      const before = await impressionsOf(ids[0]!);
      const theirsBefore = await impressionsOf(theirs);
      await expect400Naming(`/api/v2/promotions/counter?adIds=${ids[0]},999999999`, '999999999');
      await expect400Naming(`/api/v2/promotions/counter?adIds=${ids[0]},${theirs}`, String(theirs));
      expect(await impressionsOf(ids[0]!)).toBe(before);
      expect(await impressionsOf(theirs)).toBe(theirsBefore);
    });
  });
});
