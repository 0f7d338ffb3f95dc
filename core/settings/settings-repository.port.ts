import type { SiteSetup } from './site-config';

export interface SettingsRepository {
  /** The site's settings and configuration, loaded once and cached; null on failure (spec 4, 8). */
  siteSetup(): Promise<SiteSetup | null>;
}
