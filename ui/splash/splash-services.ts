import { createContext, useContext } from 'react';
import type { Logger } from '../../core/platform/logger.port';
import type { PageNavigator } from '../../core/routing/page-navigator.port';
import type { SplashRepository } from '../../core/splash/splash-repository.port';

/** What the splash overlay's effects use: the splash API, the logger and full page loads. Composition provides them. */
export interface SplashServices {
  repository: SplashRepository;
  logger: Logger;
  navigator: PageNavigator;
}

/** Without a provider (a view rendered alone) there is no splash in the layout. */
export const SplashServicesContext = createContext<SplashServices | null>(null);

export function useSplashServices(): SplashServices | null {
  return useContext(SplashServicesContext);
}
