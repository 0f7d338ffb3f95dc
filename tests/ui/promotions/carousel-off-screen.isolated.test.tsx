import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromotionCampaign, PromotionSet } from '../../../core/promotions/promotion';
import { PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS } from '../../../core/promotions/promotion-slider.machine';
import PromotionCarousel from '../../../ui/promotions/promotion-carousel';
import { observing, withFakeIntersectionObserver } from '../support/intersection-observer';

// The carousel library as the carousel uses it: counting the carousels it sets up.
const swipers = vi.hoisted(() => ({ made: 0, moves: [] as number[] }));
vi.mock('swiper', () => ({
  default: class {
    constructor() {
      swipers.made += 1;
    }
    slideTo(index: number) {
      swipers.moves.push(index);
    }
    destroy() {}
  },
}));

function campaign(id: number): PromotionCampaign {
  return { id, title: `Campaign ${id}`, link: null, hover_text: null, open_in_new_window: false, css_class: null, icon: null, html: null, picture: null };
}

const SET: PromotionSet = {
  location: { type: 'multi', effect: 'slide' },
  single: null,
  random_single: null,
  campaigns: [campaign(1), campaign(2), campaign(3)],
  content_id: null,
  swiper_options: null,
};

const shownSlide = () => document.querySelector('[data-slide-visible="true"]')?.getAttribute('aria-label');
/** Lets the carousel library's (mocked) import settle. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  swipers.made = 0;
  swipers.moves = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a promotion carousel off screen (#24)', () => {
  it('does not autoplay (no timer, no carousel library at work) and stays playing; back on screen it plays after a full delay', async () => {
    await withFakeIntersectionObserver(async (observers) => {
      render(<PromotionCarousel set={SET} campaigns={SET.campaigns} label="Promotions" />);
      const carousel = screen.getByRole('region', { name: 'Promotions' });
      const [observer] = observing(observers, carousel);
      expect(observer).toBeDefined();
      expect(observer!.margin).toBe('0px');
      expect(shownSlide()).toBe('1 of 3');

      observer!.report(false);
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(5 * PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS));
      await settle();
      expect(shownSlide()).toBe('1 of 3');
      expect(swipers.made).toBe(0);
      // The visitor's choice stands: still playing, the button offers a pause.
      expect(screen.getByRole('button', { name: 'Pause promotions' })).toBeInTheDocument();

      observer!.report(true);
      act(() => vi.advanceTimersByTime(PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS - 1));
      expect(shownSlide()).toBe('1 of 3');
      act(() => vi.advanceTimersByTime(1));
      await settle();
      expect(shownSlide()).toBe('2 of 3');
      expect(swipers.made).toBe(1);
      expect(swipers.moves).toEqual([1]);

      // Off screen again mid-wait: it stops where it is.
      act(() => vi.advanceTimersByTime(PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS / 2));
      observer!.report(false);
      act(() => vi.advanceTimersByTime(5 * PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS));
      await settle();
      expect(shownSlide()).toBe('2 of 3');
      expect(swipers.moves).toEqual([1]);
    });
  });

  it('paused by the visitor, coming on screen does not start it', async () => {
    await withFakeIntersectionObserver(async (observers) => {
      render(<PromotionCarousel set={SET} campaigns={SET.campaigns} label="Promotions" />);
      const [observer] = observing(observers, screen.getByRole('region', { name: 'Promotions' }));
      observer!.report(true);
      act(() => screen.getByRole('button', { name: 'Pause promotions' }).click());
      observer!.report(false);
      observer!.report(true);
      act(() => vi.advanceTimersByTime(5 * PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS));
      await settle();
      expect(shownSlide()).toBe('1 of 3');
      expect(screen.getByRole('button', { name: 'Play promotions' })).toBeInTheDocument();
    });
  });
});
