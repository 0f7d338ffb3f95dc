import type { SocialIconChannel } from '../constants';
import type { RosterSocialLink } from '../roster/roster-player';
import { isSocialChannel, SOCIAL_CHANNEL_LABELS } from '../social-accounts/social-channels';

/** spec 9: the icon channel of a platform name ('Twitter', 'X', 'LinkedIn'); undefined when it has none. */
export function socialChannel(platformName: string | null | undefined): SocialIconChannel | undefined {
  const key = (platformName ?? '').trim().toLowerCase();
  if (key === 'x') return 'twitter';
  return isSocialChannel(key) ? key : undefined;
}

export function socialLabel(channel: string): string {
  return SOCIAL_CHANNEL_LABELS[channel as SocialIconChannel] ?? channel;
}

const WEB_ADDRESS = /^https?:\/\/[^\s]+$/i;

/**
 * A person's social links from the API's accounts: only spec 9 channels with a web address,
 * one link per channel, in the order given.
 */
export function socialLinks(accounts: ReadonlyArray<{ platformName?: string | null; url?: string | null }>): RosterSocialLink[] {
  const links: RosterSocialLink[] = [];
  for (const account of accounts) {
    const channel = socialChannel(account.platformName);
    const url = (account.url ?? '').trim();
    if (!channel || !WEB_ADDRESS.test(url) || links.some((link) => link.channel === channel)) continue;
    links.push({ channel, url });
  }
  return links;
}
