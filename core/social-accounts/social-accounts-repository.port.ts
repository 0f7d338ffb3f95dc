import type { SocialAccountGroup } from './social-account';

/** spec 8: [] on failure. */
export interface SocialAccountsRepository {
  groups(): Promise<SocialAccountGroup[]>;
}
