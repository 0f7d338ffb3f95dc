import type { Sport } from '../../../core/sports/sport';

export interface SportSocialLink {
  channel: 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'pinterest';
  label: string;
  url: string;
}

const CHANNELS: ReadonlyArray<{ channel: SportSocialLink['channel']; label: string; base: string }> = [
  { channel: 'facebook', label: 'Facebook', base: 'https://www.facebook.com/' },
  { channel: 'twitter', label: 'X (Twitter)', base: 'https://x.com/' },
  { channel: 'instagram', label: 'Instagram', base: 'https://www.instagram.com/' },
  { channel: 'youtube', label: 'YouTube', base: 'https://www.youtube.com/' },
  { channel: 'pinterest', label: 'Pinterest', base: 'https://www.pinterest.com/' },
];

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:)?\/\//i;

/** A sport's social field is a page URL or an account name (spec 7: facebookPage, twitterName ...). */
export function socialUrl(channel: SportSocialLink['channel'], value: string): string {
  const trimmed = value.trim();
  if (ABSOLUTE.test(trimmed)) return trimmed;
  const base = CHANNELS.find((entry) => entry.channel === channel)?.base ?? '';
  // YouTube handles keep their '@'; the other networks' profile paths drop it.
  const name = channel === 'youtube' ? trimmed : trimmed.replace(/^@/, '');
  return base + name.replace(/^\/+/, '');
}

/** The sport's social accounts that are set, in a fixed order. */
export function sportSocialLinks(sport: Sport): SportSocialLink[] {
  return CHANNELS.flatMap(({ channel, label }) => {
    const value = sport[channel];
    return value && value.trim() ? [{ channel, label, url: socialUrl(channel, value) }] : [];
  });
}
