import { LocationPageNavigator } from '../../adapters/browser/location-page-navigator';
import { HomeFeedRepositoryToken } from '../../core/home/home-feed.tokens';
import type { PageNavigator } from '../../core/routing/page-navigator.port';
import { PageNavigatorToken, RedirectsRepositoryToken } from '../../core/routing/routing.tokens';
import { SeoRepositoryToken } from '../../core/seo/seo.tokens';
import { TakeoversRepositoryToken } from '../../core/takeovers/takeovers.tokens';
import * as notFoundPage from '../../ui/pages/not-found/not-found-page';
import type { PageFamily } from '../page-family';
import { homeLoader, sportHomeLoader, sportsListLoader } from '../routing/front-page-loaders';

/**
 * The pages of the foundation (home, sport home, not found) and the routing behaviour's adapters.
 * Its loaders stay in the entry: they are a few lines, and the home page's first load needs them at
 * once, so loading them apart would only add a round trip before the home page's data.
 */
export const shellFamily: PageFamily = {
  bind(repository, container) {
    repository(HomeFeedRepositoryToken, () => import('../../adapters/api/api-home-feed-repository').then((m) => m.ApiHomeFeedRepository));
    repository(TakeoversRepositoryToken, () => import('../shell-adapters').then((m) => m.ApiTakeoversRepository));
    repository(RedirectsRepositoryToken, () => import('../../adapters/api/api-redirects-repository').then((m) => m.ApiRedirectsRepository));
    repository(SeoRepositoryToken, () => import('../shell-adapters').then((m) => m.ApiSeoRepository));
    container.bind<PageNavigator>(PageNavigatorToken).toDynamicValue(() => new LocationPageNavigator());
  },
  pages: (context) => ({
    Home: { load: () => import('../../ui/pages/home/home-page'), loader: homeLoader(context) },
    sport_home: { load: () => import('../../ui/pages/sport-home/sport-home-page'), loader: sportHomeLoader(context) },
    sports_list: { load: () => import('../../ui/pages/sports-list/sports-list-page'), loader: sportsListLoader(context) },
    // Part of the shell already (loader 404s render it), so it is not split out.
    NotFoundPage: { load: () => Promise.resolve(notFoundPage) },
  }),
};
