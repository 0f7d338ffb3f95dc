import { Container } from 'inversify';
import { ApiAlertsRepository } from '../adapters/api/api-alerts-repository';
import { ApiNavigationRepository } from '../adapters/api/api-navigation-repository';
import { ApiSettingsRepository } from '../adapters/api/api-settings-repository';
import { ApiSportsRepository } from '../adapters/api/api-sports-repository';
import { createConsoleLogger } from '../adapters/browser/console-logger';
import { DocumentCookieJar } from '../adapters/browser/document-cookie-jar';
import { systemClock } from '../adapters/browser/system-clock';
import { WebStorage } from '../adapters/browser/web-storage';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';
import { AlertsRepositoryToken } from '../core/alerts/alerts.tokens';
import type { HttpClient } from '../core/http/http-client.port';
import { HttpClientToken } from '../core/http/http.tokens';
import { NavigationRepositoryToken } from '../core/navigation/navigation.tokens';
import type { Logger } from '../core/platform/logger.port';
import { ClockToken, CookieJarToken, LocalStorageToken, LoggerToken, SessionStorageToken } from '../core/platform/platform.tokens';
import type { BootConfig } from '../core/settings/boot-config';
import { BootConfigToken, SettingsRepositoryToken } from '../core/settings/settings.tokens';
import { SportsRepositoryToken } from '../core/sports/sports.tokens';
import { PAGE_FAMILIES } from './families';
import type { RepositoryBinder } from './page-family';

/** The one place that names concrete adapters (DESIGN 2). */
export function createContainer(boot: BootConfig, options: { fetch?: typeof fetch } = {}): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<BootConfig>(BootConfigToken).toConstantValue(boot);
  container.bind<Logger>(LoggerToken).toConstantValue(createConsoleLogger(import.meta.env?.DEV ? 'debug' : 'info'));
  container.bind(ClockToken).toConstantValue(systemClock);
  container.bind(CookieJarToken).toDynamicValue(() => new DocumentCookieJar());
  container.bind(SessionStorageToken).toDynamicValue(() => new WebStorage(() => sessionStorage));
  container.bind(LocalStorageToken).toDynamicValue(() => new WebStorage(() => localStorage));
  container
    .bind<HttpClient>(HttpClientToken)
    .toDynamicValue((ctx) => new FetchHttpClient({ apiBase: boot.apiBase, tenant: boot.tenant, logger: ctx.get<Logger>(LoggerToken), fetch: options.fetch }));
  const repository: RepositoryBinder = (token, Make) => {
    container.bind(token).toDynamicValue((ctx) => new Make(ctx.get<HttpClient>(HttpClientToken), ctx.get<Logger>(LoggerToken)));
  };
  repository(SportsRepositoryToken, ApiSportsRepository);
  repository(NavigationRepositoryToken, ApiNavigationRepository);
  repository(SettingsRepositoryToken, ApiSettingsRepository);
  repository(AlertsRepositoryToken, ApiAlertsRepository);
  for (const family of PAGE_FAMILIES) family.bind?.(repository, container);
  return container;
}
