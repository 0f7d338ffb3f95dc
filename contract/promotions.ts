import { z } from 'zod';

// Ours (spec 3 and 7), with the spec's snake_case field names kept on the wire.

/** spec 3: Image, one source per breakpoint; ours adds its size in pixels where the server knows it. */
export const promotionImageWire = z.object({
  image: z.string(),
  breakpoint: z.number().nullish(),
  alt: z.string().nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});

/** spec 3: Campaign. */
export const promotionCampaignWire = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullish(),
  hover_text: z.string().nullish(),
  open_in_new_window: z.boolean().default(false),
  css_class: z.string().nullish(),
  icon: z.string().nullish(),
  html: z.string().nullish(),
  picture: z.object({ images: z.array(promotionImageWire) }).nullish(),
});
export type PromotionImageWire = z.infer<typeof promotionImageWire>;
export type PromotionCampaignWire = z.infer<typeof promotionCampaignWire>;

/** spec 3: Slider options. */
export const sliderOptionsWire = z.object({
  slides_per_view: z.number().nullish(),
  navigation: z.record(z.string(), z.unknown()).nullish(),
  pagination: z.union([z.record(z.string(), z.unknown()), z.boolean()]).nullish(),
  breakpoints: z.record(z.string(), z.object({ slides_per_view: z.number().nullish() })).nullish(),
  autoplay: z.union([z.object({ delay: z.number().nullish() }), z.boolean()]).nullish(),
  pausable: z.boolean().nullish(),
});
export type SliderOptionsWire = z.infer<typeof sliderOptionsWire>;

export const promotionTypeWire = z.enum(['single', 'html', 'icons', 'multi']);
export const promotionEffectWire = z.enum(['random', 'none', 'slide']);

/**
 * GET /api/v2/promotions/{name}/{sportId?}: the promotion set of a named location (204: none).
 * `location.name` and `location.id` are ours beside the spec's type and effect.
 */
export const promotionSetWire = z.object({
  location: z.object({
    id: z.number().int().nullish(),
    name: z.string().nullish(),
    type: promotionTypeWire,
    effect: promotionEffectWire,
  }),
  single: promotionCampaignWire.nullish(),
  random_single: promotionCampaignWire.nullish(),
  campaigns: z.array(promotionCampaignWire),
  content_id: z.string().nullish(),
  swiper_options: sliderOptionsWire.nullish(),
});
export type PromotionSetWire = z.infer<typeof promotionSetWire>;

/** GET /api/v2/promotions/counter?adIds=1,2: what was stored, before the answer was sent. */
export const impressionCounterWire = z.object({
  recorded: z.array(z.object({ adId: z.number().int(), impressions: z.number().int() })),
});
export type ImpressionCounterWire = z.infer<typeof impressionCounterWire>;
