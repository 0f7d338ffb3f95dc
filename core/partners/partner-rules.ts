import type { SiteIdentity, SiteLink } from '../settings/site-config';
import type { Partner } from './partner';

/** The promotion location a school fills with its partners. */
export const PARTNERS_PROMOTION = 'partners';

/** spec 5: a promotion link of empty or '#' renders as a non-link. */
export function partnerLink(url: string | null | undefined): string | null {
  const trimmed = (url ?? '').trim();
  return trimmed === '' || trimmed === '#' ? null : trimmed;
}

function fromSiteLink(link: SiteLink, role: string): Partner {
  return { name: link.title, url: partnerLink(link.url), imageUrl: link.image, imageAlt: link.title, newWindow: link.open_in_new_window, role };
}

/** spec 1: the header's sponsor logo slot and the footer's college-sports partner logo. */
export function sitePartners(identity: Pick<SiteIdentity, 'sponsorLogo' | 'partnerLogo'> | null | undefined): Partner[] {
  if (!identity) return [];
  return [
    ...(identity.sponsorLogo ? [fromSiteLink(identity.sponsorLogo, 'Official sponsor')] : []),
    ...(identity.partnerLogo ? [fromSiteLink(identity.partnerLogo, 'College sports partner')] : []),
  ];
}

const keyOf = (partner: Partner) => `${partner.name.trim().toLowerCase()}|${(partner.url ?? '').toLowerCase()}`;

/** Every list's partners once (same name and link), first mention kept, in order. */
export function mergePartners(...lists: ReadonlyArray<readonly Partner[]>): Partner[] {
  const seen = new Set<string>();
  return lists.flat().filter((partner) => {
    const key = keyOf(partner);
    if (partner.name.trim() === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
