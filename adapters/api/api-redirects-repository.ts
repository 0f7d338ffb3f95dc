import { redirectsWire } from '../../contract/site-settings';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { LegacyRedirect } from '../../core/routing/legacy-redirects';
import type { RedirectsRepository } from '../../core/routing/redirects-repository.port';
import { getParsedOr } from './get-parsed';

/** spec 4: configuration loads once and is cached; a failed load is asked again next time. */
export class ApiRedirectsRepository implements RedirectsRepository {
  private cached: Promise<LegacyRedirect[]> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  all(): Promise<LegacyRedirect[]> {
    this.cached ??= getParsedOr(this.http, this.logger, { path: '/Redirects' }, redirectsWire, null).then((wire) => {
      if (!wire) this.cached = undefined;
      return wire ?? [];
    });
    return this.cached;
  }
}
