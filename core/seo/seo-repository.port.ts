import type { SeoSettings } from './seo-settings';

export interface SeoRepository {
  /** GET /api/v2/Seo; spec 4: loaded once and cached; null on failure (spec 8). */
  settings(): Promise<SeoSettings | null>;
}
