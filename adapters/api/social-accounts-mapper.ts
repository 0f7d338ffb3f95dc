import type { SocialAccountsWire } from '../../contract/social-accounts';
import type { SocialAccountGroup } from '../../core/social-accounts/social-account';
import { socialLinksFrom } from '../../core/social-accounts/social-channels';

/** v2-reference 26: groups of accounts; each network is `{ username, url }`, spec 9 channel order. */
export function toSocialAccountGroups(wire: SocialAccountsWire): SocialAccountGroup[] {
  return wire.accounts.map((group) => ({
    name: group.name,
    accounts: group.users.map(({ name, title, sportId, ...networks }) => ({
      name,
      title: title ?? null,
      sportId: sportId ?? null,
      links: socialLinksFrom(networks),
    })),
  }));
}
