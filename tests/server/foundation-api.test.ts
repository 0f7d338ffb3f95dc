import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeAlertsWire } from '../../contract/alerts';
import { apiErrorWire } from '../../contract/errors';
import { navigationWire, sportNavigationWire } from '../../contract/navigation';
import { commonSettingsWire } from '../../contract/settings';
import { sportsListWire, sportWire } from '../../contract/sports';
import { readStoreKinds } from '../support/test-store';
import { startTestApi, type TestApi } from './support/test-api';
import { testNow } from '../support/test-clock';

const postgresUrl = inject('postgresUrl');

describe.each(readStoreKinds(postgresUrl))('foundation API on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, postgresUrl);
  });
  afterAll(async () => api?.close());

  const sportsOf = async (tenant: string) => sportsListWire.parse((await api.get('/api/v2/Sports', tenant)).json);

  describe('tenant header', () => {
    it.each(['/api/v2/Sports', '/api/v2/Navigation', '/api/v2/common/settings', '/api/v2/Alert/active'])('%s without a tenant is a 400 that says so', async (url) => {
      const missing = await api.get(url, null);
      expect(missing.status).toBe(400);
      expect(apiErrorWire.parse(missing.json).error.message).toMatch(/tenant/i);
      const unknown = await api.get(url, 'abc');
      expect(unknown.status).toBe(400);
      expect(apiErrorWire.parse(unknown.json).error.message).toContain("'abc'");
    });

    it('matches the route before checking the tenant (bad id is 404 without a tenant)', async () => {
      expect((await api.get('/api/v2/Sports/a', null)).status).toBe(404);
    });
  });

  describe('GET /Sports', () => {
    it.each(['ridgemont', 'coastalbay'])('lists at least 15 sports of %s with men, women and one non-sport entry', async (tenant) => {
      const sports = await sportsOf(tenant);
      expect(sports.length).toBeGreaterThanOrEqual(15);
      expect(sports.some((sport) => sport.globalSportGender === 'M')).toBe(true);
      expect(sports.some((sport) => sport.globalSportGender === 'F')).toBe(true);
      expect(sports.filter((sport) => sport.nonSport)).toHaveLength(1);
      expect(new Set(sports.map((sport) => sport.globalSportNameSlug)).size).toBe(sports.length);
    });

    it('gives each school its own sports', async () => {
      const a = await sportsOf('ridgemont');
      const b = await sportsOf('coastalbay');
      const idsOfA = new Set(a.map((sport) => sport.id));
      expect(b.some((sport) => idsOfA.has(sport.id))).toBe(false);
      expect(b.map((sport) => sport.title)).toContain("Men's Ice Hockey");
      expect(a.map((sport) => sport.title)).not.toContain("Men's Ice Hockey");
    });

    it('routes without regard to case', async () => {
      const lower = await api.get('/api/v2/sports');
      const upper = await api.get('/API/V2/SPORTS');
      expect(lower.status).toBe(200);
      expect(upper.json).toEqual(lower.json);
    });
  });

  describe('GET /Sports/{id}', () => {
    it('returns the requested sport', async () => {
      const [first] = await sportsOf('ridgemont');
      const response = await api.get(`/api/v2/Sports/${first!.id}`);
      expect(response.status).toBe(200);
      expect(sportWire.parse(response.json)).toEqual(first);
    });

    it.each(['a', '1.5', '-1', '1e3'])('is 404 for the non-integer id %s', async (id) => {
      expect((await api.get(`/api/v2/Sports/${id}`)).status).toBe(404);
    });

    it("is 404 for an unknown id and for another school's sport", async () => {
      expect((await api.get('/api/v2/Sports/999999')).status).toBe(404);
      const [other] = await sportsOf('coastalbay');
      expect((await api.get(`/api/v2/Sports/${other!.id}`, 'ridgemont')).status).toBe(404);
    });
  });

  describe('GET /Navigation', () => {
    it('gives level-1 items, a sports menu in columns, and sport links on level-2 items', async () => {
      const response = await api.get('/api/v2/Navigation');
      const navigation = navigationWire.parse(response.json);
      const sportsMenu = navigation.find((item) => item.title === 'Sports');
      expect(sportsMenu?.columns.length).toBeGreaterThanOrEqual(2);
      const level2 = sportsMenu!.columns.flatMap((column) => column.items);
      const sports = await sportsOf('ridgemont');
      expect(level2).toHaveLength(sports.length);
      const baseball = level2.find((item) => item.title === 'Baseball');
      expect(baseball?.sport?.id).toBe(sports.find((sport) => sport.title === 'Baseball')?.id);
      expect(baseball?.scheduleRosterNewsLinks?.map((link) => link.title)).toEqual(['Schedule', 'Roster', 'News']);
      expect(navigation.find((item) => item.title === 'Shop')?.url.startsWith('//')).toBe(true);
    });

    it('differs per school', async () => {
      const a = navigationWire.parse((await api.get('/api/v2/Navigation', 'ridgemont')).json);
      const b = navigationWire.parse((await api.get('/api/v2/Navigation', 'coastalbay')).json);
      expect(a.find((item) => item.title === 'Shop')?.url).not.toEqual(b.find((item) => item.title === 'Shop')?.url);
    });
  });

  describe('GET /Navigation/sub', () => {
    it('gives the sport navigation: sport home first, then more links', async () => {
      const sport = (await sportsOf('ridgemont')).find((s) => s.globalSportNameSlug === 'football')!;
      const items = sportNavigationWire.parse((await api.get(`/api/v2/Navigation/sub?sportId=${sport.id}`)).json);
      expect(items[0]).toMatchObject({ className: 'sport-home', title: 'Football', url: '/sports/football' });
      expect(items.map((item) => item.title)).toContain('Roster');
      const more = items.find((item) => item.className === 'additional-links');
      expect(more?.items?.length).toBeGreaterThan(0);
    });

    it('accepts the parameter name in any case', async () => {
      const sport = (await sportsOf('ridgemont'))[0]!;
      const a = await api.get(`/api/v2/Navigation/sub?sportId=${sport.id}`);
      const b = await api.get(`/api/v2/navigation/sub?SportId=${sport.id}`);
      expect(b.status).toBe(200);
      expect(b.json).toEqual(a.json);
    });

    it.each(['a', '1.5', ''])('is 400 for sportId=%s', async (value) => {
      const response = await api.get(`/api/v2/Navigation/sub?sportId=${value}`);
      expect(response.status).toBe(400);
      expect(apiErrorWire.parse(response.json).error.message).toContain('sportId');
    });

    it("is empty for another school's sport", async () => {
      const other = (await sportsOf('coastalbay'))[0]!;
      expect((await api.get(`/api/v2/Navigation/sub?sportId=${other.id}`, 'ridgemont')).json).toEqual([]);
    });
  });

  describe('GET /common/settings', () => {
    it('gives each school its identity, theme and site configuration', async () => {
      const a = commonSettingsWire.parse((await api.get('/api/v2/common/settings', 'ridgemont')).json);
      const b = commonSettingsWire.parse((await api.get('/api/v2/common/settings', 'coastalbay')).json);
      expect(a.tenant).toBe('ridgemont');
      expect(b.schoolName).toBe('Coastal Bay University');
      expect(a.theme.primaryColor).not.toBe(b.theme.primaryColor);
      expect(a.config.logo).toMatch(/logo\.svg$/);
      const logo = await api.get(a.config.logo, null);
      expect(logo.status).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      expect(logo.body).toContain('<svg');
    });
  });

  describe('GET /Alert/active', () => {
    it('lists only enabled, unexpired alerts, newest first', async () => {
      const alerts = activeAlertsWire.parse((await api.get('/api/v2/Alert/active')).json);
      expect(alerts.length).toBeGreaterThan(0);
      for (const alert of alerts) {
        expect(alert.enabled && alert.showOnWeb).toBe(true);
        if (alert.endDate) expect(Date.parse(alert.endDate)).toBeGreaterThan(testNow());
      }
      expect(alerts.map((a) => a.id)).toEqual([...alerts.map((a) => a.id)].sort((x, y) => y - x));
    });
  });

  describe('unknown paths', () => {
    it.each(['/api/v2/Nope', '/api/other', '/api'])('%s is a JSON 404, never the app', async (url) => {
      const response = await api.get(url);
      expect(response.status).toBe(404);
      expect(apiErrorWire.parse(response.json).error.code).toBe('not_found');
    });
  });
});
