import type { PeopleImageWire, SocialMediaRWire } from '../../contract/people';
import { socialLinks } from '../../core/people/social-links';
import type { RosterSocialLink } from '../../core/roster/roster-player';

/** A person's image; its alt text is the person's name when the API gives none. */
export function toPersonImage(image: PeopleImageWire | null | undefined, name: string): { url: string; alt: string } | null {
  if (!image || image.url.trim() === '') return null;
  return { url: image.url, alt: image.altText.trim() || name };
}

export function toSocialLinks(accounts: readonly SocialMediaRWire[] | null | undefined): RosterSocialLink[] {
  return socialLinks(accounts ?? []);
}

/** '' and whitespace mean "not set" on the wire. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
