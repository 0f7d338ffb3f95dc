import { SOCIAL_ICON_CHANNELS, type SocialIconChannel } from '../constants';
import type { SocialAccount, SocialLink } from './social-account';

/** How each spec 9 channel is named to people. */
export const SOCIAL_CHANNEL_LABELS: Readonly<Record<SocialIconChannel, string>> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  youtube: 'YouTube',
  snapchat: 'Snapchat',
  twitch: 'Twitch',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  vimeo: 'Vimeo',
  pinterest: 'Pinterest',
  google: 'Google',
  cameo: 'Cameo',
  apple: 'Apple',
  inflcr: 'INFLCR',
  opendorse: 'Opendorse',
};

export function isSocialChannel(name: string): name is SocialIconChannel {
  return (SOCIAL_ICON_CHANNELS as readonly string[]).includes(name);
}

/** Only web addresses are links: http(s) or protocol-relative; anything else (javascript:, bare names) is not. */
export function isWebAddress(url: string): boolean {
  return /^(?:https?:)?\/\/[^\s/]+\.[^\s]*$/i.test(url.trim());
}

/** A raw profile: a URL, a handle, or both (the API's `{ username, url }` or a plain string). */
export type RawProfile = string | { username?: string | null; url?: string | null } | null | undefined;

function linkOf(channel: SocialIconChannel, raw: RawProfile): SocialLink | undefined {
  if (raw === null || raw === undefined) return undefined;
  const url = (typeof raw === 'string' ? raw : (raw.url ?? '')).trim();
  const handle = typeof raw === 'string' ? null : (raw.username ?? '').trim().replace(/^@/, '') || null;
  return isWebAddress(url) ? { channel, handle, url } : undefined;
}

/** spec 9: the profiles of a record keyed by channel, in the spec's channel order; unknown keys and non-links dropped. */
export function socialLinksFrom(record: Readonly<Record<string, RawProfile>>): SocialLink[] {
  return SOCIAL_ICON_CHANNELS.flatMap((channel) => {
    const key = Object.keys(record).find((name) => name.toLowerCase() === channel);
    const link = key === undefined ? undefined : linkOf(channel, record[key]);
    return link ? [link] : [];
  });
}

/** The accessible name of a profile link: 'Ridgemont State Baseball on Instagram (@ridgemontramsbaseball)'. */
export function socialLinkLabel(owner: string, link: SocialLink): string {
  const base = `${owner} on ${SOCIAL_CHANNEL_LABELS[link.channel]}`;
  return link.handle ? `${base} (@${link.handle})` : base;
}

/** Accounts with at least one profile; a group with none left is dropped. */
export function withProfiles<G extends { accounts: SocialAccount[] }>(groups: readonly G[]): G[] {
  return groups.map((group) => ({ ...group, accounts: group.accounts.filter((account) => account.links.length > 0) })).filter((group) => group.accounts.length > 0);
}
