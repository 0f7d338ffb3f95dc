import type { SocialAccountGroup } from './social-account';

/** Loader data of social_accounts. */
export interface SocialAccountsPageData {
  groups: SocialAccountGroup[];
}
