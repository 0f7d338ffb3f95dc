import { socialAccountsWire } from '../../contract/social-accounts';
import type { HttpClient } from '../../core/http/http-client.port';
import type { Logger } from '../../core/platform/logger.port';
import type { SocialAccountGroup } from '../../core/social-accounts/social-account';
import type { SocialAccountsRepository } from '../../core/social-accounts/social-accounts-repository.port';
import { getParsedOr } from './get-parsed';
import { toSocialAccountGroups } from './social-accounts-mapper';

export class ApiSocialAccountsRepository implements SocialAccountsRepository {
  constructor(
    private readonly http: HttpClient,
    private readonly logger: Logger,
  ) {}

  async groups(): Promise<SocialAccountGroup[]> {
    const wire = await getParsedOr(this.http, this.logger, { path: '/SocialAccounts' }, socialAccountsWire, null);
    return wire ? toSocialAccountGroups(wire) : [];
  }
}
