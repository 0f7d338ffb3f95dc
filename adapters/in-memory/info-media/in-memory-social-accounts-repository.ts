import type { SocialAccountGroup } from '../../../core/social-accounts/social-account';
import type { SocialAccountsRepository } from '../../../core/social-accounts/social-accounts-repository.port';
import type { InMemoryDeps } from '../demo-source';
import { answer } from './info-media-support';

/** The school's social account groups, in the API's order. */
export class InMemorySocialAccountsRepository implements SocialAccountsRepository {
  constructor(private readonly deps: InMemoryDeps<SocialAccountGroup[]>) {}

  groups(): Promise<SocialAccountGroup[]> {
    return answer(this.deps, 'social accounts', [], (groups) => groups);
  }
}
