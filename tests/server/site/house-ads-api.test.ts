import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire } from '../../../contract/errors';
import { houseAdsWire } from '../../../contract/house-ads';
import { sportsListWire } from '../../../contract/sports';
import { takeoversWire } from '../../../contract/takeovers';
import { AD_SLOT_FAMILIES, navigationDropdownSlotId } from '../../../core/ads/ad-slots';
import { siteSettings } from '../../../server/store/tables/site';
import { readStoreKinds } from '../../support/test-store';
import { startTestApi, type TestApi } from '../support/test-api';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('house ads and takeover settings on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  });
  afterAll(async () => api?.close());

  const houseAds = async (query: string, tenant = 'ridgemont') => {
    const response = await api.get(`/api/v2/HouseAds?${query}`, tenant);
    expect(response.status, query).toBe(200);
    return houseAdsWire.parse(response.json);
  };

  it.each(['ridgemont', 'coastalbay'])("gives %s's running house ad for every slot family, with pictures that exist", async (tenant) => {
    for (const family of AD_SLOT_FAMILIES) {
      const slot = family.endsWith('dropdown') ? navigationDropdownSlotId(1) : family;
      const answer = await houseAds(`slot=${slot}`, tenant);
      expect(answer.slot).toBe(slot);
      expect(answer.adtest).toBeNull();
      expect(answer.ads.length, slot).toBeGreaterThan(0);
      for (const ad of answer.ads) {
        for (const image of [ad.image, ad.mobileImage].filter((i) => i !== null)) {
          const picture = await api.get(image.url, null);
          expect(picture.status, image.url).toBe(200);
          expect(picture.body).toContain('<svg');
        }
      }
    }
    // spec 9: the top ads have a 320 x 50 picture below md and a 728 x 90 one from md.
    const [top] = (await houseAds('slot=htlad-top', tenant)).ads;
    expect(top!.image).toMatchObject({ width: 728, height: 90 });
    expect(top!.mobileImage).toMatchObject({ width: 320, height: 50 });
  });

  it('leaves out an ended ad, adds a sport its own sponsors first, and echoes adtest', async () => {
    const top = await houseAds('slot=htlad-top&adtest=on');
    expect(top.adtest).toBe('on');
    expect(top.ads.map((ad) => ad.title)).not.toContain('Spring sale');
    const sports = sportsListWire.parse((await api.get('/api/v2/Sports')).json);
    const football = sports.find((sport) => sport.globalSportNameSlug === 'football')!;
    const siteWide = await houseAds('slot=htlad-sportnavigation_sponsorlogo');
    const forFootball = await houseAds(`slot=htlad-sportnavigation_sponsorlogo&sportId=${football.id}`);
    expect(forFootball.ads).toHaveLength(siteWide.ads.length + 1);
    expect(forFootball.ads[0]!.title).toBe('Football partner');
    expect(forFootball.ads.slice(1)).toEqual(siteWide.ads);
    // Another school's sport id adds nothing.
    const other = sportsListWire.parse((await api.get('/api/v2/Sports', 'coastalbay')).json)[0]!;
    expect((await houseAds(`slot=htlad-sportnavigation_sponsorlogo&sportId=${other.id}`)).ads).toEqual(siteWide.ads);
  });

  it('answers a missing or unknown slot and a bad sportId with a 400 naming it, and any input below 500', async () => {
    for (const [query, name] of [
      ['', 'slot'],
      ['slot=htlad-bottom', 'slot'],
      ['slot=htlad-common-navigation_dropdownx', 'slot'],
      ['slot=htlad-top&sportId=a', 'sportId'],
    ]) {
      const response = await api.get(`/api/v2/HouseAds?${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toContain(name);
    }
    expect((await api.get('/api/v2/HouseAds?slot=htlad-top', null)).status).toBe(400);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('slot', 'Slot', 'sportId', 'adtest'), fc.string({ maxLength: 120 }), { maxKeys: 3 }), async (query) => {
        const url = `/api/v2/HouseAds?${new URLSearchParams(query).toString()}`;
        expect((await api.get(url)).status, url).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it('gives no takeovers when the settings turn them off (spec 7/9), and the default config still', async () => {
    const db = api.store.database.db;
    const tenantId = sql`(SELECT id FROM tenants WHERE key = 'coastalbay')`;
    await db
      .update(siteSettings)
      .set({ value: { isConcurrent: false, enabled: false } })
      .where(and(eq(siteSettings.kind, 'takeovers'), sql`${siteSettings.tenantId} = ${tenantId}`));
    const off = takeoversWire.parse((await api.get('/api/v2/Takeovers?sportId=0', 'coastalbay')).json);
    expect(off).toEqual({ takeovers: [], config: { isConcurrent: false } });
    // The other school keeps its takeovers.
    expect(takeoversWire.parse((await api.get('/api/v2/Takeovers?sportId=0')).json).takeovers.length).toBeGreaterThan(0);
  });
});
