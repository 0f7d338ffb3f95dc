import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiErrorWire, messageErrorWire } from '../../../contract/errors';
import { SEO_META_KEYS, SEO_TITLE_KEYS, analyticsSettingsWire, googleSettingsWire, mobileSettingsWire, redirectsWire, seoSettingsWire } from '../../../contract/site-settings';
import { socialAccountsWire } from '../../../contract/social-accounts';
import type { SportWire } from '../../../contract/sports';
import { commonTemplatesWire, sportsPagesTemplatesWire } from '../../../contract/templates';
import { ticketingExperienceWire, ticketingInfoWire, ticketingPageLocationWire, ticketingWire, ticketNextEventsWire } from '../../../contract/ticketing';
import { trackingTagsWire, type TrackingTagWire } from '../../../contract/tracking-tags';
import { tenants } from '../../../server/store/tables/foundation';
import { siteSettings } from '../../../server/store/tables/site';
import { readStoreKinds } from '../../support/test-store';
import { okJson, sportsBySchool } from '../support/api-reads';
import { startTestApi, type TestApi } from '../support/test-api';
import { testNow } from '../../support/test-clock';

const postgresUrl = inject('postgresUrl');
const SCHOOLS = ['ridgemont', 'coastalbay'] as const;

describe.each(readStoreKinds(postgresUrl))('site settings API on %s', (kind) => {
  let api: TestApi;
  let schoolSports: (school: string) => SportWire[];
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
    schoolSports = await sportsBySchool(api, SCHOOLS);
  });
  afterAll(async () => api?.close());

  const json = (url: string, tenant?: string) => okJson(api, url, tenant);
  const expect400Naming = async (url: string, name: string) => {
    const response = await api.get(url);
    expect(response.status, url).toBe(400);
    expect(apiErrorWire.parse(response.json).error.message).toContain(name);
  };

  describe('GET /Seo', () => {
    it.each(SCHOOLS)('fills every title and meta key of %s with a template that uses only listed tokens', async (school) => {
      const seo = seoSettingsWire.parse(await json('/api/v2/Seo', school));
      const tokens = new Set(seo.tokens.keys);
      const templates = [...SEO_TITLE_KEYS.map((key) => seo.settings.title[key]), ...SEO_META_KEYS.map((key) => seo.settings.meta[key])];
      for (const template of templates) {
        expect(typeof template === 'string' && template.trim().length > 0).toBe(true);
        for (const [, token] of (template as string).matchAll(/\{(\w+)\}/g)) expect(tokens, `{${token}}`).toContain(token);
      }
      for (const token of ['site_name', 'sport_title', 'player_name', 'story_title']) expect(tokens).toContain(token);
      expect(seo.settings.title.seo_title_story).toContain('{story_title}');
      expect(seo.settings.title.seo_title_roster_bio).toContain('{player_name}');
    });

    it('names each school', async () => {
      const a = seoSettingsWire.parse(await json('/api/v2/Seo', 'ridgemont'));
      const b = seoSettingsWire.parse(await json('/api/v2/seo', 'coastalbay'));
      expect(a.settings.meta.school_name).toBe('Ridgemont State University');
      expect(b.settings.meta.school_name).toBe('Coastal Bay University');
      expect(b.settings.meta.site_mascot_plural).toBe('Herons');
    });
  });

  describe('GET /Google, /Analytics/settings, /Mobile/settings', () => {
    it.each(SCHOOLS)('gives %s its Google 360 settings with fake ids', async (school) => {
      const google = googleSettingsWire.parse(await json('/api/v2/Google', school));
      expect(google.clientName).toBe(school === 'ridgemont' ? 'Ridgemont State University' : 'Coastal Bay University');
      expect(google.google360PropertyId).toMatch(/DEMO/);
    });

    it('gives each school its own obviously fake tag manager and measurement ids', async () => {
      const [a, b] = await Promise.all(SCHOOLS.map(async (school) => analyticsSettingsWire.parse(await json('/api/v2/Analytics/settings', school))));
      for (const settings of [a!, b!]) {
        expect(settings.tagManagerCodes.length).toBeGreaterThan(0);
        for (const id of [...settings.tagManagerCodes, ...settings.analyticsMeasurementIds]) expect(id).toMatch(/DEMO/);
      }
      expect(a!.tagManagerCodes).not.toEqual(b!.tagManagerCodes);
    });

    it('gives the app id of the school that has an app, and null for the other', async () => {
      expect(mobileSettingsWire.parse(await json('/api/v2/Mobile/settings', 'ridgemont')).mobileAppleAppId).toMatch(/^\d+$/);
      expect(mobileSettingsWire.parse(await json('/api/v2/mobile/settings', 'coastalbay')).mobileAppleAppId).toBeNull();
    });
  });

  describe('GET /Redirects', () => {
    it.each(SCHOOLS)('maps legacy paths of %s to routes of the site, sport pages to its real sports', async (school) => {
      const pairs = redirectsWire.parse(await json('/api/v2/Redirects', school));
      expect(pairs.length).toBeGreaterThanOrEqual(6);
      expect(new Set(pairs.map((pair) => pair.from.toLowerCase())).size).toBe(pairs.length);
      const slugs = new Set(schoolSports(school).map((sport) => sport.globalSportNameSlug));
      for (const { from, to } of pairs) {
        expect(from.startsWith('/') && to.startsWith('/')).toBe(true);
        expect(from).not.toBe(to);
        const sportSlug = /^\/sports\/([^/]+)/.exec(to)?.[1];
        if (sportSlug) expect(slugs).toContain(sportSlug);
      }
    });
  });

  describe('GET /common/templates and /common/templates/sports-pages', () => {
    it('lists the home page blocks in order, each key once, promotions naming locations that exist', async () => {
      const templates = commonTemplatesWire.parse(await json('/api/v2/common/templates'));
      for (const page of [templates.homepage, templates.sportHome]) {
        expect(page.blocks.length).toBeGreaterThan(3);
        expect(new Set(page.blocks.map((block) => block.key)).size).toBe(page.blocks.length);
      }
      expect(templates.homepage.blocks[0]?.type).toBe('slideshow');
      for (const block of templates.homepage.blocks.filter((b) => b.type === 'promotion')) {
        expect((await api.get(`/api/v2/promotions/${String(block.options.name)}`)).status, String(block.options.name)).toBe(200);
      }
    });

    it("gives every sport its blocks: the default template or the sport's own", async () => {
      const common = commonTemplatesWire.parse(await json('/api/v2/common/templates'));
      const pages = sportsPagesTemplatesWire.parse(await json('/api/v2/common/templates/sports-pages'));
      const sports = schoolSports('ridgemont');
      expect(pages.map((page) => page.sportId).sort()).toEqual(sports.map((sport) => sport.id).sort());
      for (const page of pages) {
        if (page.template === 'default') expect(page.blocks).toEqual(common.sportHome.blocks);
        else expect(page.blocks).not.toEqual(common.sportHome.blocks);
      }
      const golf = pages.find((page) => page.globalSportNameSlug === 'mens-golf');
      expect(golf?.template).toBe('custom');
      expect(golf?.blocks.map((block) => block.type)).not.toContain('stat-leaders');
    });

    it('filters by sportId, and gives nothing for an unknown or another school\'s sport', async () => {
      const sport = schoolSports('ridgemont')[2]!;
      const pages = sportsPagesTemplatesWire.parse(await json(`/api/v2/common/templates/sports-pages?SportId=${sport.id}`));
      expect(pages.map((page) => page.sportId)).toEqual([sport.id]);
      expect(await json('/api/v2/common/templates/sports-pages?sportId=999999')).toEqual([]);
      expect(await json(`/api/v2/common/templates/sports-pages?sportId=${schoolSports('coastalbay')[0]!.id}`)).toEqual([]);
      await expect400Naming('/api/v2/common/templates/sports-pages?sportId=a', 'sportId');
    });
  });

  describe('GET /TrackingTag/search', () => {
    const search = async (query: string, tenant = 'ridgemont') => trackingTagsWire.parse(await json(`/api/v2/TrackingTag/search${query}`, tenant));
    const holdsImagePixel = (tag: TrackingTagWire) =>
      [tag.trackingHeadObject, tag.trackingOpenBodyObject, tag.trackingCloseBodyObject].some((section) =>
        [...(section?.script ?? []), ...(section?.style ?? []), ...(section?.noscript ?? [])].some((item) => /<img\b/i.test(item.children ?? '')),
      );

    it('gives only enabled tags that target the page, with scripts on our own origin', async () => {
      const pageTemplates = ['homepage', 'story', 'sport home', 'schedule'];
      const sportNames = [undefined, ...schoolSports('ridgemont').map((sport) => sport.globalSportNameSlug)];
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...pageTemplates), fc.constantFrom(...sportNames), async (pageTemplate, sportName) => {
          const query = new URLSearchParams({ PageTemplate: pageTemplate, ...(sportName ? { SportName: sportName } : {}) });
          const tags = await search(`?${query}`);
          for (const tag of tags) {
            expect(tag.isDisabled).toBe(false);
            const criteria = tag.targetingCriteria;
            expect(criteria.pageTemplate == null || criteria.pageTemplate === pageTemplate).toBe(true);
            expect(criteria.sportName == null || criteria.sportName === sportName).toBe(true);
            for (const item of tag.trackingHeadObject?.script ?? []) if (item.src) expect(item.src.startsWith('/media/ridgemont/')).toBe(true);
          }
          expect(tags.some((tag) => !holdsImagePixel(tag))).toBe(true);
        }),
        { numRuns: 12 },
      );
    });

    it('includes the image-pixel tag on the home page only, for the site to drop', async () => {
      expect((await search('?PageTemplate=homepage')).filter(holdsImagePixel)).toHaveLength(1);
      expect((await search('?pagetemplate=story')).filter(holdsImagePixel)).toHaveLength(0);
    });

    it("serves the tag's script from the school's media", async () => {
      const [tag] = (await search('?PageTemplate=story')).filter((t) => t.trackingHeadObject?.script?.some((item) => item.src));
      const src = tag!.trackingHeadObject!.script!.find((item) => item.src)!.src!;
      expect(tag!.tagHeadCode).toContain(`src="${src}"`);
      const script = await api.get(src, null);
      expect(script.status).toBe(200);
      expect(String(script.headers['content-type'])).toContain('javascript');
    });

    it("never shows one school's tags to another", async () => {
      const a = await search('?PageTemplate=homepage', 'ridgemont');
      const b = await search('?PageTemplate=homepage', 'coastalbay');
      const idsOfA = new Set(a.map((tag) => tag.id));
      expect(b.length).toBeGreaterThan(0);
      expect(b.some((tag) => idsOfA.has(tag.id))).toBe(false);
    });

    it('is 400 for a value that is too long', async () => {
      await expect400Naming(`/api/v2/TrackingTag/search?ContentId=${'x'.repeat(201)}`, 'ContentId');
    });
  });

  describe('GET /SocialAccounts', () => {
    it.each(SCHOOLS)('lists the official accounts of %s, then one per team with the handles the sports carry', async (school) => {
      const { accounts } = socialAccountsWire.parse(await json('/api/v2/SocialAccounts', school));
      expect(accounts.map((group) => group.name)).toEqual(['Official Accounts', 'Teams']);
      const main = accounts[0]!.users[0]!;
      for (const network of ['twitter', 'instagram', 'facebook', 'youtube', 'tiktok'] as const) {
        expect(main[network]?.username, network).toBeTruthy();
        expect(main[network]?.url).toMatch(/^https:\/\//);
      }
      const sports = schoolSports(school);
      const teams = accounts[1]!.users;
      expect(teams).toHaveLength(sports.filter((sport) => !sport.nonSport).length);
      for (const team of teams) {
        const sport = sports.find((s) => s.id === team.sportId);
        expect(sport, team.name).toBeDefined();
        expect(team.twitter?.username).toBe(sport!.twitterName);
        expect(team.instagram?.username).toBe(sport!.instagramName);
      }
    });
  });

  describe('Ticketing', () => {
    it.each(SCHOOLS)('GET /Ticketing gives %s its season codes, upcoming events and packages', async (school) => {
      const ticketing = ticketingWire.parse(await json('/api/v2/Ticketing', school));
      const sportIds = new Set(schoolSports(school).map((sport) => sport.id));
      expect(ticketing.miscEvents.length).toBeGreaterThan(0);
      for (const item of ticketing.miscEvents) {
        expect(sportIds).toContain(item.sport_id);
        expect(ticketing.seasonCodes).toContain(item.season_code);
      }
      expect(ticketing.events.length).toBeGreaterThan(0);
      for (const event of ticketing.events) expect(sportIds).toContain(event.sportId);
    });

    it('GET /Ticketing/info and /Ticketing/settings/page-location describe the ticket system', async () => {
      expect(ticketingInfoWire.parse(await json('/api/v2/Ticketing/info')).defaultCurrencyCode).toBe('USD');
      expect(ticketingPageLocationWire.parse(await json('/api/v2/Ticketing/settings/page-location')).showOnRoster).toBe(true);
    });

    it('GET /Ticketing/next-events lists upcoming events soonest first, of one sport when asked', async () => {
      const events = ticketNextEventsWire.parse(await json('/api/v2/Ticketing/next-events'));
      expect(events.length).toBeGreaterThan(0);
      expect(events.length).toBeLessThanOrEqual(10);
      const dates = events.map((event) => Date.parse(event.date));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
      for (const date of dates) expect(date).toBeGreaterThanOrEqual(testNow() - 60_000);
      const sportId = events[0]!.sportId;
      const ofSport = ticketNextEventsWire.parse(await json(`/api/v2/Ticketing/next-events?sportId=${sportId}`));
      for (const event of ofSport) expect(event.sportId).toBe(sportId);
    });

    it('GET /Ticketing/next-events is 204 when nothing is coming up, 400 for a bad sportId', async () => {
      expect((await api.get(`/api/v2/Ticketing/next-events?sportId=${schoolSports('coastalbay')[0]!.id}`)).status).toBe(204);
      expect((await api.get('/api/v2/Ticketing/next-events?sportId=999999')).status).toBe(204);
      await expect400Naming('/api/v2/Ticketing/next-events?sportId=a', 'sportId');
    });

    it("GET /TicketingExperience gives the ticket office contact and each ticketed sport's sections", async () => {
      const experience = ticketingExperienceWire.parse(await json('/api/v2/TicketingExperience'));
      expect(experience.globalTicketExperienceConfig.contact.email).toContain('@ridgemont.');
      const sportIds = new Set(schoolSports('ridgemont').map((sport) => sport.id));
      expect(experience.sports.length).toBeGreaterThan(0);
      for (const sport of experience.sports) {
        expect(sportIds).toContain(sport.sportId);
        expect(sport.ticketExperience.sections.length).toBeGreaterThan(0);
      }
    });
  });

  // Last: it removes one school's settings rows. Fresh URL spellings avoid responses cached earlier.
  it("answers a feature a school has not set up as the reference does", async () => {
    const [school] = await api.store.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.key, 'coastalbay'));
    await api.store.database.db.delete(siteSettings).where(and(eq(siteSettings.tenantId, school!.id), inArray(siteSettings.kind, ['google', 'ticketing', 'analytics'])));
    const google = await api.get('/api/v2/GOOGLE', 'coastalbay');
    expect(google.status).toBe(404);
    expect(messageErrorWire.parse(google.json).Message).toMatch(/not found/);
    expect(messageErrorWire.parse((await api.get('/api/v2/TICKETING', 'coastalbay')).json).Message).toMatch(/not found/);
    const experience = await api.get('/api/v2/TICKETINGEXPERIENCE', 'coastalbay');
    expect(experience.status).toBe(404);
    expect(experience.body).toBe('Ticket Experience not Configured');
    expect((await api.get('/api/v2/TICKETING/INFO', 'coastalbay')).status).toBe(204);
    expect(analyticsSettingsWire.parse((await api.get('/api/v2/ANALYTICS/SETTINGS', 'coastalbay')).json)).toEqual({ analyticsMeasurementIds: [], tagManagerCodes: [] });
    // The other school keeps its settings.
    expect((await api.get('/api/v2/GOOGLE', 'ridgemont')).status).toBe(200);
  });
});
