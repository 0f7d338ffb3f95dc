import type { Container } from 'inversify';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { SubscriptionRepository } from '../core/info/subscription-repository.port';
import { SubscriptionRepositoryToken } from '../core/info/subscription.tokens';
import { SubscriptionContext } from '../ui/info/subscription-context';
import { LiveScoreboardContext } from '../ui/live/live-scoreboard-context';
import { liveScoreboardSource } from './families/live';

/** The app as mounted in the page (and in the tests): the router inside the providers the pages read. */
export function AppRoot({ container, router }: { container: Container; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <LiveScoreboardContext.Provider value={liveScoreboardSource(container)}>
      <SubscriptionContext.Provider value={container.get<SubscriptionRepository>(SubscriptionRepositoryToken)}>
        <RouterProvider router={router} />
      </SubscriptionContext.Provider>
    </LiveScoreboardContext.Provider>
  );
}
