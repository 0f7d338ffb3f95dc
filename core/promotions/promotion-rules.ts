import type { PromotionCampaign, PromotionEffect, PromotionSet, PromotionType, SliderOptions } from './promotion';
import { PROMOTION_EFFECTS, PROMOTION_TYPES } from './promotion';

// spec 5: an html promotion containing this marker is not rendered.
export const HIDDEN_HTML_PROMOTION_MARKER = 'c-mbonvoy';

// The slider's timing defaults (spec 9) live with its machine in promotion-slider.machine.ts.

export function isPromotionType(value: unknown): value is PromotionType {
  return (PROMOTION_TYPES as readonly unknown[]).includes(value);
}

export function isPromotionEffect(value: unknown): value is PromotionEffect {
  return (PROMOTION_EFFECTS as readonly unknown[]).includes(value);
}

export function isRenderableHtmlPromotion(html: string | null | undefined): boolean {
  return !(html ?? '').includes(HIDDEN_HTML_PROMOTION_MARKER);
}

// spec 5: a link of empty or # renders as a non-link.
export function promotionHref(link: string | null | undefined): string | null {
  const trimmed = (link ?? '').trim();
  return trimmed === '' || trimmed === '#' ? null : trimmed;
}

// spec 5: slider navigation applies only when options carry a non-empty navigation object.
export function hasSliderNavigation(options: SliderOptions | null | undefined): boolean {
  const navigation = options?.navigation;
  return typeof navigation === 'object' && navigation !== null && Object.keys(navigation).length > 0;
}

// spec 9: slide width is 100 divided by slides-per-view, in percent.
export function slideWidthPercent(slidesPerView: number | null | undefined): number {
  const perView = slidesPerView && Number.isFinite(slidesPerView) && slidesPerView > 0 ? slidesPerView : 1;
  return 100 / perView;
}

/** The campaigns a set shows: html ones carrying the hidden marker are dropped (spec 5). */
export function renderableCampaigns(set: Pick<PromotionSet, 'location' | 'campaigns'>): PromotionCampaign[] {
  if (set.location.type !== 'html') return [...set.campaigns];
  return set.campaigns.filter((campaign) => isRenderableHtmlPromotion(campaign.html));
}
