// spec 3: promotion location types and effects.
export const PROMOTION_TYPES = ['single', 'html', 'icons', 'multi'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_EFFECTS = ['random', 'none', 'slide'] as const;
export type PromotionEffect = (typeof PROMOTION_EFFECTS)[number];

/** spec 3: Image, one source per breakpoint, with its size in pixels where known. */
export interface PromotionImage {
  image: string;
  breakpoint: number | null;
  alt: string | null;
  size: { width: number; height: number } | null;
}

/** spec 3: Campaign. */
export interface PromotionCampaign {
  id: number;
  title: string;
  link: string | null;
  hover_text: string | null;
  open_in_new_window: boolean;
  css_class: string | null;
  icon: string | null;
  html: string | null;
  picture: { images: PromotionImage[] } | null;
}

export interface SliderNavigation {
  nextEl?: string;
  prevEl?: string;
  [option: string]: unknown;
}

/** spec 3: Slider options. */
export interface SliderOptions {
  slides_per_view?: number;
  navigation?: SliderNavigation | null;
  pagination?: Record<string, unknown> | boolean | null;
  breakpoints?: Record<string, { slides_per_view?: number }> | null;
  autoplay?: { delay?: number } | boolean | null;
  pausable?: boolean;
}

/** spec 3: Promotion set. */
export interface PromotionSet {
  location: { type: PromotionType; effect: PromotionEffect };
  single: PromotionCampaign | null;
  random_single: PromotionCampaign | null;
  campaigns: PromotionCampaign[];
  content_id: string | null;
  swiper_options: SliderOptions | null;
}
