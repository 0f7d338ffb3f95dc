import { seoSettingsWire } from '../../contract/site-settings';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { SeoRepository } from '../../core/seo/seo-repository.port';
import type { SeoSettings } from '../../core/seo/seo-settings';
import { getParsedOr } from './get-parsed';

function templates(record: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** spec 4: the SEO settings load once and are cached; a failed load is asked again next time. */
export class ApiSeoRepository implements SeoRepository {
  private cached: Promise<SeoSettings | null> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  settings(): Promise<SeoSettings | null> {
    this.cached ??= getParsedOr(this.http, this.logger, { path: '/Seo' }, seoSettingsWire, null).then((wire) => {
      if (!wire) {
        this.cached = undefined;
        return null;
      }
      return { titles: templates(wire.settings.title), metas: templates(wire.settings.meta) };
    });
    return this.cached;
  }
}
