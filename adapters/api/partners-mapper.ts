import type { PromotionCampaignWire } from '../../contract/promotions';
import type { Partner } from '../../core/partners/partner';
import { partnerLink } from '../../core/partners/partner-rules';

/** A campaign of the partners promotion: its title, link and the widest picture. */
export function toPartner(wire: PromotionCampaignWire): Partner {
  const images = [...(wire.picture?.images ?? [])].sort((a, b) => (b.breakpoint ?? 0) - (a.breakpoint ?? 0));
  const image = images[0];
  return {
    name: wire.title,
    url: partnerLink(wire.link),
    imageUrl: image?.image ?? null,
    imageAlt: image?.alt || wire.title,
    newWindow: wire.open_in_new_window,
    role: wire.hover_text || 'Partner',
  };
}
