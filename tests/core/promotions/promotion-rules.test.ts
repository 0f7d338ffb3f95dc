import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMOTION_EFFECTS, PROMOTION_TYPES, type PromotionCampaign } from '../../../core/promotions/promotion';
import {
  hasSliderNavigation,
  isPromotionEffect,
  isPromotionType,
  isRenderableHtmlPromotion,
  promotionHref,
  renderableCampaigns,
  slideWidthPercent,
} from '../../../core/promotions/promotion-rules';

const campaign = (id: number, html: string | null): PromotionCampaign => ({
  id,
  title: `Campaign ${id}`,
  link: null,
  hover_text: null,
  open_in_new_window: false,
  css_class: null,
  icon: null,
  html,
  picture: null,
});

describe('promotion rules', () => {
  it('does not render html containing c-mbonvoy', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isRenderableHtmlPromotion(`${before}c-mbonvoy${after}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (html) => {
        expect(isRenderableHtmlPromotion(html)).toBe(!html.includes('c-mbonvoy'));
      }),
    );
    expect(isRenderableHtmlPromotion(null)).toBe(true);
  });

  it('drops marked campaigns only from html sets', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom('<p>hi</p>', '<div class="c-mbonvoy"></div>'), { nil: null })), fc.constantFrom(...PROMOTION_TYPES), (htmls, type) => {
        const campaigns = htmls.map((html, i) => campaign(i, html));
        const shown = renderableCampaigns({ location: { type, effect: 'none' }, campaigns });
        expect(shown).toEqual(type === 'html' ? campaigns.filter((c) => !c.html?.includes('c-mbonvoy')) : campaigns);
      }),
    );
  });

  it('renders an empty or # link as a non-link', () => {
    fc.assert(
      fc.property(fc.option(fc.oneof(fc.constantFrom('', '#', ' # ', '  '), fc.webUrl(), fc.webPath()), { nil: null }), (link) => {
        const trimmed = (link ?? '').trim();
        expect(promotionHref(link)).toBe(trimmed === '' || trimmed === '#' ? null : trimmed);
      }),
    );
  });

  it('applies slider navigation only with a non-empty navigation object', () => {
    fc.assert(
      fc.property(fc.option(fc.dictionary(fc.string(), fc.string()), { nil: null }), (navigation) => {
        expect(hasSliderNavigation({ navigation })).toBe(navigation !== null && Object.keys(navigation).length > 0);
      }),
    );
    expect(hasSliderNavigation(undefined)).toBe(false);
    expect(hasSliderNavigation({})).toBe(false);
  });

  it('makes each slide 100 / slides-per-view percent wide', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (perView) => {
        expect(slideWidthPercent(perView)).toBeCloseTo(100 / perView, 10);
        expect(slideWidthPercent(perView) * perView).toBeCloseTo(100, 10);
      }),
    );
    expect(slideWidthPercent(0)).toBe(100);
    expect(slideWidthPercent(undefined)).toBe(100);
    expect(slideWidthPercent(Number.NaN)).toBe(100);
  });

  it('knows the promotion types and effects', () => {
    expect(PROMOTION_TYPES).toEqual(['single', 'html', 'icons', 'multi']);
    expect(PROMOTION_EFFECTS).toEqual(['random', 'none', 'slide']);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isPromotionType(value)).toBe((PROMOTION_TYPES as readonly string[]).includes(value));
        expect(isPromotionEffect(value)).toBe((PROMOTION_EFFECTS as readonly string[]).includes(value));
      }),
    );
    expect(isPromotionType('multi')).toBe(true);
    expect(isPromotionEffect('slide')).toBe(true);
  });
});
