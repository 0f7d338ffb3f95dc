/**
 * The adapters every page's first load calls (the shell's setup, navigation, sports, alerts and splash, and
 * the routing guards' SEO settings and takeovers): one module, so they arrive as one chunk rather than
 * a request each (DESIGN 7). Pages' own adapters load apart, with the page that calls them.
 */
export { ApiAlertsRepository } from '../adapters/api/api-alerts-repository';
export { ApiNavigationRepository } from '../adapters/api/api-navigation-repository';
export { ApiSeoRepository } from '../adapters/api/api-seo-repository';
export { ApiSettingsRepository } from '../adapters/api/api-settings-repository';
export { ApiSportsRepository } from '../adapters/api/api-sports-repository';
export { ApiTakeoversRepository } from '../adapters/api/api-takeovers-repository';
export { ApiSplashRepository } from '../adapters/api/api-splash-repository';
