import { commonSettingsWire, type CommonSettingsWire, type SiteLinkWire } from '../../contract/settings';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { SiteLink, SiteSetup } from '../../core/settings/site-config';
import type { SettingsRepository } from '../../core/settings/settings-repository.port';
import { getParsedOr } from './get-parsed';

const toLink = (wire: SiteLinkWire): SiteLink => ({ title: wire.title, url: wire.url, image: wire.image, open_in_new_window: wire.openInNewWindow });

export function toSiteSetup(wire: CommonSettingsWire): SiteSetup {
  return {
    identity: {
      tenant: wire.tenant,
      schoolName: wire.schoolName,
      siteName: wire.siteName,
      supportEmail: wire.supportEmail,
      theme: wire.theme,
      sponsorLogo: wire.sponsorLogo ? toLink(wire.sponsorLogo) : null,
      headerButtons: wire.headerButtons.map(toLink),
      partnerLogo: wire.partnerLogo ? toLink(wire.partnerLogo) : null,
      infractionsReport: wire.infractionsReport ? toLink(wire.infractionsReport) : null,
      footerHtml: wire.footerHtml,
    },
    settings: wire.settings,
    config: wire.config,
  };
}

/** spec 4: configuration loads once and is cached; a failed load is retried on the next ask. */
export class ApiSettingsRepository implements SettingsRepository {
  private cached: Promise<SiteSetup | null> | undefined;

  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  siteSetup(): Promise<SiteSetup | null> {
    this.cached ??= getParsedOr(this.http, this.logger, { path: '/common/settings' }, commonSettingsWire, null).then((wire) => {
      if (!wire) this.cached = undefined;
      return wire ? toSiteSetup(wire) : null;
    });
    return this.cached;
  }
}
