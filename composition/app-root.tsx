import type { Container } from 'inversify';
import { useMemo, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { AdProvider } from '../core/ads/ad-provider.port';
import { AdProviderToken } from '../core/ads/ads.tokens';
import type { SubscriptionRepository } from '../core/info/subscription-repository.port';
import { SubscriptionRepositoryToken } from '../core/info/subscription.tokens';
import type { Logger } from '../core/platform/logger.port';
import { LoggerToken } from '../core/platform/platform.tokens';
import type { PageNavigator } from '../core/routing/page-navigator.port';
import { PageNavigatorToken } from '../core/routing/routing.tokens';
import type { SplashRepository } from '../core/splash/splash-repository.port';
import { SplashRepositoryToken } from '../core/splash/splash.tokens';
import { AdProviderContext } from '../ui/ads/ad-services';
import { SubscriptionContext } from '../ui/info/subscription-context';
import { LiveScoreboardContext } from '../ui/live/live-scoreboard-context';
import { SplashServicesContext, type SplashServices } from '../ui/splash/splash-services';
import { StaffAccessContext } from '../ui/staff-access/staff-access-context';
import { PromotionsProvider } from './promotion-services';
import type { StaffAccessRepository } from '../core/staff-access/staff-access-repository.port';
import { StaffAccessRepositoryToken } from '../core/staff-access/staff-access.tokens';
import { liveGameSource, liveScoreboardSource } from './families/live';
import { LiveGameStreamContext } from '../ui/live/live-game-stream-context';
import { PageResourcesContext, type PageResources } from '../ui/routing/page-resources';
import type { PushNotifications } from '../core/push/push-notifications.port';
import { PushNotificationsToken } from '../core/push/push.tokens';
import { PushNotificationsContext } from '../ui/push/push-notifications-context';

/**
 * The app as mounted in the page (and in the tests): the router inside the providers the pages read,
 * with the resources of the server's page when it hydrates one (#12).
 */
export function AppRoot({ container, router, resources = null }: { container: Container; router: ReturnType<typeof createBrowserRouter>; resources?: PageResources | null }) {
  return (
    <PageResourcesContext.Provider value={resources}>
      <AppProviders container={container}>
        <RouterProvider router={router} />
      </AppProviders>
    </PageResourcesContext.Provider>
  );
}

/** The providers the pages read, around the browser's router or the server's static one (#12). */
export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  const splash = useMemo<SplashServices>(
    () => ({
      repository: container.get<SplashRepository>(SplashRepositoryToken),
      logger: container.get<Logger>(LoggerToken),
      navigator: container.get<PageNavigator>(PageNavigatorToken),
    }),
    [container],
  );
  const scoreboard = useMemo(() => liveScoreboardSource(container), [container]);
  return (
    <PromotionsProvider container={container}>
      <LiveScoreboardContext.Provider value={scoreboard}>
        <LiveGameStreamContext.Provider value={liveGameSource(container)}>
          <SubscriptionContext.Provider value={container.get<SubscriptionRepository>(SubscriptionRepositoryToken)}>
            <SplashServicesContext.Provider value={splash}>
              <StaffAccessContext.Provider value={container.get<StaffAccessRepository>(StaffAccessRepositoryToken)}>
                <AdProviderContext.Provider value={container.get<AdProvider>(AdProviderToken)}>
                  <PushNotificationsContext.Provider value={container.get<PushNotifications>(PushNotificationsToken)}>{children}</PushNotificationsContext.Provider>
                </AdProviderContext.Provider>
              </StaffAccessContext.Provider>
            </SplashServicesContext.Provider>
          </SubscriptionContext.Provider>
        </LiveGameStreamContext.Provider>
      </LiveScoreboardContext.Provider>
    </PromotionsProvider>
  );
}
