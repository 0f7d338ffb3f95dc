export type ShareChannel = 'facebook' | 'twitter' | 'linkedin' | 'email';

export interface ShareLink {
  channel: ShareChannel;
  /** The accessible name of the link. */
  label: string;
  href: string;
}

const q = encodeURIComponent;

/**
 * The story page's share links for an absolute page url and its title: each network's own share
 * endpoint with the url (and title) encoded, and a mailto link. Nothing runs script.
 */
export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  return [
    { channel: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(pageUrl)}` },
    { channel: 'twitter', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${q(pageUrl)}&text=${q(title)}` },
    { channel: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(pageUrl)}` },
    { channel: 'email', label: 'Share by email', href: `mailto:?subject=${q(title)}&body=${q(pageUrl)}` },
  ];
}
