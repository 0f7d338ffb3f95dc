import { SplashRepositoryToken } from '../../core/splash/splash.tokens';
import { lazyPages } from '../lazy-pages';
import type { PageFamily } from '../page-family';

/**
 * The splash route (spec 2.1 `splash`, full screen) and the splash adapter the shell's overlay also
 * uses. `hidden_splash` is a staff preview of the same page (the preview family).
 */
export const splashFamily: PageFamily = {
  bind(repository) {
    // Every page's shell asks for the splash, so its adapter travels with the shell's adapters.
    repository(SplashRepositoryToken, () => import('../shell-adapters').then((m) => m.ApiSplashRepository));
  },
  pages: (context) => lazyPages(['splash'], () => import('./splash-pages').then((m) => m.splashPages(context))),
};
