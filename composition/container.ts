import { Container } from 'inversify';
import { createConsoleLogger } from '../adapters/browser/console-logger';
import { DocumentCookieJar } from '../adapters/browser/document-cookie-jar';
import { systemClock } from '../adapters/browser/system-clock';
import { WebStorage } from '../adapters/browser/web-storage';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';
import { AdProviderToken } from '../core/ads/ads.tokens';
import { AlertsRepositoryToken } from '../core/alerts/alerts.tokens';
import type { HttpClient } from '../core/http/http-client.port';
import { HttpClientToken } from '../core/http/http.tokens';
import { NavigationRepositoryToken } from '../core/navigation/navigation.tokens';
import type { Logger } from '../core/platform/logger.port';
import { ClockToken, CookieJarToken, LocalStorageToken, LoggerToken, SessionStorageToken } from '../core/platform/platform.tokens';
import { PromotionsRepositoryToken } from '../core/promotions/promotions.tokens';
import type { BootConfig } from '../core/settings/boot-config';
import { BootConfigToken, SettingsRepositoryToken } from '../core/settings/settings.tokens';
import { SportsRepositoryToken } from '../core/sports/sports.tokens';
import { PAGE_FAMILIES } from './families';
import { bindInMemoryBackend } from './in-memory/bind-in-memory';
import { lazyRepository } from './lazy-repository';
import { bindPushNotifications } from './push-notifications';
import type { RepositoryBinder } from './page-family';

/** The one place that names concrete adapters (DESIGN 2). */
export function createContainer(boot: BootConfig, options: { fetch?: typeof fetch } = {}): Container {
  // Each adapter is made once, when first asked for, and shared (singleton scope), as the pages expect.
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<BootConfig>(BootConfigToken).toConstantValue(boot);
  container.bind<Logger>(LoggerToken).toConstantValue(createConsoleLogger(import.meta.env?.DEV ? 'debug' : 'info'));
  container.bind(ClockToken).toConstantValue(systemClock);
  container.bind(CookieJarToken).toDynamicValue(() => new DocumentCookieJar(container.get(ClockToken)));
  container.bind(SessionStorageToken).toDynamicValue(() => new WebStorage(() => sessionStorage));
  container.bind(LocalStorageToken).toDynamicValue(() => new WebStorage(() => localStorage));
  container
    .bind<HttpClient>(HttpClientToken)
    .toDynamicValue((ctx) => new FetchHttpClient({ apiBase: boot.apiBase, tenant: boot.tenant, logger: ctx.get<Logger>(LoggerToken), fetch: options.fetch }));
  // DESIGN 7: each adapter (and its wire schemas) loads with the first page that calls it.
  const repository: RepositoryBinder = (token, load) => {
    container.bind(token).toDynamicValue((ctx) => lazyRepository(load, ctx.get<HttpClient>(HttpClientToken), ctx.get<Logger>(LoggerToken)));
  };
  repository(SportsRepositoryToken, () => import('./shell-adapters').then((m) => m.ApiSportsRepository));
  repository(NavigationRepositoryToken, () => import('./shell-adapters').then((m) => m.ApiNavigationRepository));
  repository(SettingsRepositoryToken, () => import('./shell-adapters').then((m) => m.ApiSettingsRepository));
  repository(AlertsRepositoryToken, () => import('./shell-adapters').then((m) => m.ApiAlertsRepository));
  repository(PromotionsRepositoryToken, () => import('../adapters/api/api-promotions-repository').then((m) => m.ApiPromotionsRepository));
  // The default ad provider: the school's own house ads (another ad server's adapter can replace it here).
  repository(AdProviderToken, () => import('../adapters/api/house-ad-provider').then((m) => m.HouseAdProvider));
  for (const family of PAGE_FAMILIES) family.bind?.(repository, container);
  bindPushNotifications(container);
  // #15: only a build for npm run dev:memory names a snapshot (DEMO_SNAPSHOT): any other build leaves
  // the in-memory binding out of its code (DESIGN 7), as no served page's boot config carries one.
  if (import.meta.env?.DEMO_SNAPSHOT && boot.demoSnapshot) bindInMemoryBackend(container, boot.demoSnapshot, container.get(ClockToken), container.get<Logger>(LoggerToken));
  return container;
}
