import type { PromotionCampaignWire, PromotionImageWire, PromotionSetWire, SliderOptionsWire } from '../../contract/promotions';
import type { PromotionCampaign, PromotionImage, PromotionSet, SliderOptions } from '../../core/promotions/promotion';
import { HIDDEN_HTML_PROMOTION_MARKER, isRenderableHtmlPromotion } from '../../core/promotions/promotion-rules';
import { sanitizeHtml } from '../html/html-sanitizer';

/**
 * DESIGN 8: content HTML is sanitised before it reaches the DOM. spec 5's marker is looked for in
 * what the API sent (sanitising may drop the class carrying it); html that is never to be rendered
 * is kept as the bare marker, so the rule still sees it and no markup of it travels further.
 */
function toHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  return isRenderableHtmlPromotion(html) ? sanitizeHtml(html) : HIDDEN_HTML_PROMOTION_MARKER;
}

function toImage(wire: PromotionImageWire): PromotionImage {
  const size = wire.width && wire.height ? { width: wire.width, height: wire.height } : null;
  return { image: wire.image, breakpoint: wire.breakpoint ?? null, alt: wire.alt ?? null, size };
}

export function toPromotionCampaign(wire: PromotionCampaignWire): PromotionCampaign {
  return {
    id: wire.id,
    title: wire.title,
    link: wire.link ?? null,
    hover_text: wire.hover_text ?? null,
    open_in_new_window: wire.open_in_new_window,
    css_class: wire.css_class ?? null,
    icon: wire.icon ?? null,
    html: toHtml(wire.html),
    picture: wire.picture ? { images: wire.picture.images.map(toImage) } : null,
  };
}

function toSliderOptions(wire: SliderOptionsWire): SliderOptions {
  const breakpoints = wire.breakpoints
    ? Object.fromEntries(Object.entries(wire.breakpoints).map(([width, value]) => [width, value.slides_per_view == null ? {} : { slides_per_view: value.slides_per_view }]))
    : null;
  const autoplay = typeof wire.autoplay === 'object' && wire.autoplay !== null ? (wire.autoplay.delay == null ? {} : { delay: wire.autoplay.delay }) : (wire.autoplay ?? null);
  return {
    ...(wire.slides_per_view == null ? {} : { slides_per_view: wire.slides_per_view }),
    navigation: wire.navigation ?? null,
    pagination: wire.pagination ?? null,
    breakpoints,
    autoplay,
    ...(wire.pausable == null ? {} : { pausable: wire.pausable }),
  };
}

export function toPromotionSet(wire: PromotionSetWire): PromotionSet {
  return {
    location: { type: wire.location.type, effect: wire.location.effect },
    single: wire.single ? toPromotionCampaign(wire.single) : null,
    random_single: wire.random_single ? toPromotionCampaign(wire.random_single) : null,
    campaigns: wire.campaigns.map(toPromotionCampaign),
    content_id: wire.content_id ?? null,
    swiper_options: wire.swiper_options ? toSliderOptions(wire.swiper_options) : null,
  };
}
