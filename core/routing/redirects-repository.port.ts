import type { LegacyRedirect } from './legacy-redirects';

export interface RedirectsRepository {
  /** GET /api/v2/Redirects, loaded once and cached (spec 4: configuration); [] on failure (spec 8). */
  all(): Promise<LegacyRedirect[]>;
}
