import type { Clock } from '../../core/platform/clock.port';
import type { CookieJar } from '../../core/platform/cookie-jar.port';
import { ClockToken, CookieJarToken } from '../../core/platform/platform.tokens';
import type { PageNavigator } from '../../core/routing/page-navigator.port';
import type { RedirectsRepository } from '../../core/routing/redirects-repository.port';
import { PageNavigatorToken, RedirectsRepositoryToken } from '../../core/routing/routing.tokens';
import type { SeoRepository } from '../../core/seo/seo-repository.port';
import { SeoRepositoryToken } from '../../core/seo/seo.tokens';
import type { SettingsRepository } from '../../core/settings/settings-repository.port';
import { SettingsRepositoryToken } from '../../core/settings/settings.tokens';
import type { TakeoversRepository } from '../../core/takeovers/takeovers-repository.port';
import { TakeoversRepositoryToken } from '../../core/takeovers/takeovers.tokens';
import type { PageContext } from '../page-family';
import { CurrentSportStore } from './current-sport-store';
import { createGuards, type Guards } from './guards';
import type { RoutingRuntime } from './routing-runtime';
import { sportNavigationSource } from './sport-navigation-cache';

export interface Routing extends Guards {
  runtime: RoutingRuntime;
}

/**
 * The routing behaviour of spec 2.2 for one app: its guards and the runtime its page frames read.
 * `viewClock` is the time the views render with, when it is not the app's (a hydrating page's).
 */
export function createRouting(context: PageContext, { viewClock }: { viewClock?: Clock } = {}): Routing {
  const { container } = context;
  const settings = container.get<SettingsRepository>(SettingsRepositoryToken);
  const seoRepository = container.get<SeoRepository>(SeoRepositoryToken);
  const clock = container.get<Clock>(ClockToken);
  const cookies = container.get<CookieJar>(CookieJarToken);

  // spec 4: configuration (settings, SEO) and the sports load once; each source caches itself.
  async function setup(): Promise<void> {
    await Promise.all([settings.siteSetup(), context.sports(), seoRepository.settings()]);
  }

  const guards = createGuards({
    sports: () => context.sports(),
    setup,
    takeovers: container.get<TakeoversRepository>(TakeoversRepositoryToken),
    redirects: container.get<RedirectsRepository>(RedirectsRepositoryToken),
    navigator: container.get<PageNavigator>(PageNavigatorToken),
    cookies,
    clock,
  });

  return {
    ...guards,
    runtime: {
      currentSport: new CurrentSportStore(sportNavigationSource(container)),
      platform: { clock: viewClock ?? clock, cookies },
    },
  };
}
