import { describe, expect, it } from 'vitest';
import { ApiAlertsRepository } from '../../adapters/api/api-alerts-repository';
import { ApiNavigationRepository } from '../../adapters/api/api-navigation-repository';
import { ApiSettingsRepository } from '../../adapters/api/api-settings-repository';
import { ApiSportsRepository } from '../../adapters/api/api-sports-repository';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { seededApiServer } from './support/seeded-api-server';
import { quietLogger } from '../support/quiet-logger';
import type { Logger } from '../../core/platform/logger.port';
import { realSports } from '../../core/sports/sports-state';

const server = seededApiServer();
const { http } = server;


describe('API repositories against the real seeded server', () => {
  it('maps sports to the spec 3 entity', async () => {
    const sports = await new ApiSportsRepository(http('ridgemont'), quietLogger).list();
    expect(sports.length).toBeGreaterThanOrEqual(15);
    for (const sport of sports) {
      expect(sport.short_title).toBeNull();
      expect(sport.url).toBeNull();
      expect(typeof sport.non_sport).toBe('boolean');
    }
    const real = realSports(sports);
    expect(real).toHaveLength(sports.length - 1);
    const football = sports.find((sport) => sport.global_sport_name_slug === 'football')!;
    expect(football).toMatchObject({ title: 'Football', shortname: 'football', tickets: '/tickets', gender: 'M' });
    expect(await new ApiSportsRepository(http('ridgemont'), quietLogger).byId(football.id)).toEqual(football);
  });

  it('maps the main and sport navigation', async () => {
    const repository = new ApiNavigationRepository(http('coastalbay'), quietLogger);
    const main = await repository.main();
    const sportsMenu = main.find((item) => item.title === 'Sports')!;
    const level2 = sportsMenu.columns.flatMap((column) => column.items);
    const hockey = level2.find((item) => item.title === "Men's Ice Hockey")!;
    expect(hockey.sport?.title).toBe("Men's Ice Hockey");
    expect(hockey.schedule_roster_news_links?.map((link) => link.url)).toContain('/sports/mens-ice-hockey/roster');
    const sportNav = await repository.forSport(hockey.sport!.id);
    expect(sportNav[0]).toMatchObject({ class_name: 'sport-home', url: '/sports/mens-ice-hockey' });
    expect(sportNav.find((item) => item.class_name === 'additional-links')?.items.length).toBeGreaterThan(0);
    expect(await repository.forSport(0)).toEqual([]);
  });

  it('loads the site setup once and caches it', async () => {
    let calls = 0;
    const counting = new FetchHttpClient({ apiBase: server.apiBase, tenant: 'coastalbay', logger: quietLogger, fetch: (input, init) => ((calls += 1), fetch(input, init)) });
    const repository = new ApiSettingsRepository(counting, quietLogger);
    const [a, b] = await Promise.all([repository.siteSetup(), repository.siteSetup()]);
    expect(a?.identity.schoolName).toBe('Coastal Bay University');
    expect(b).toBe(a);
    expect(calls).toBe(1);
  });

  it('reads active alerts', async () => {
    const alerts = await new ApiAlertsRepository(http('ridgemont'), quietLogger).active();
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((alert) => alert.enabled)).toBe(true);
  });

  describe('spec 8: failures degrade, never throw', () => {
    const errors: string[] = [];
    const logger: Logger = { ...quietLogger, error: (message) => errors.push(message) };
    const unknownTenant = () => new FetchHttpClient({ apiBase: server.apiBase, tenant: 'abc', logger });

    it('sports → [], navigation → [], settings → null, alerts → [], and each failure is logged', async () => {
      expect(await new ApiSportsRepository(unknownTenant(), logger).list()).toEqual([]);
      expect(await new ApiNavigationRepository(unknownTenant(), logger).main()).toEqual([]);
      expect(await new ApiSettingsRepository(unknownTenant(), logger).siteSetup()).toBeNull();
      expect(await new ApiAlertsRepository(unknownTenant(), logger).active()).toEqual([]);
      expect(errors.length).toBeGreaterThanOrEqual(4);
    });

    it('treats an unreachable server or a wrong shape as a failure too', async () => {
      const down = new FetchHttpClient({ apiBase: 'http://127.0.0.1:9/api/v2', tenant: 'ridgemont', logger });
      expect(await new ApiSportsRepository(down, logger).list()).toEqual([]);
      const wrongShape = new FetchHttpClient({ apiBase: server.apiBase, tenant: 'ridgemont', logger, fetch: async () => new Response('[{"id":"x"}]', { status: 200 }) });
      expect(await new ApiSportsRepository(wrongShape, logger).list()).toEqual([]);
    });
  });
});
