import { assign, setup, type SnapshotFrom } from 'xstate';

// spec 9: slider defaults: autoplay every 3000 ms, speed 300 ms, swipe threshold 5 px.
export const SLIDER_AUTOPLAY_DELAY_MS = 3_000;
export const SLIDER_SPEED_MS = 300;
export const SLIDER_THRESHOLD_PX = 5;
// spec 9: the promotion carousel's own default: autoplay every 8000 ms, 1 slide per view.
export const PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS = 8_000;
export const PROMOTION_CAROUSEL_SLIDES_PER_VIEW = 1;

export interface PromotionSliderInput {
  slideCount: number;
  /** Default 1. */
  slidesPerView?: number;
  /** Whether it starts playing; default true. */
  autoplay?: boolean;
  autoplayDelay?: number;
  speed?: number;
  threshold?: number;
  /** spec 5: whether the options carry a navigation object at all; default true. */
  navigation?: boolean;
  /** Whether the carousel is on screen to begin with; default true (#24: autoplay waits while it is not). */
  onScreen?: boolean;
}

export interface PromotionSliderContext {
  index: number;
  autoplay: boolean;
  slideCount: number;
  slidesPerView: number;
  autoplayDelay: number;
  speed: number;
  threshold: number;
  navigation: boolean;
  onScreen: boolean;
}

export type PromotionSliderEvent =
  | { type: 'slider.next' }
  | { type: 'slider.prev' }
  | { type: 'slider.togglePlay' }
  | { type: 'slider.pause' }
  | { type: 'slider.play' }
  /** The carousel itself moved (a swipe); the machine follows without moving it again. */
  | { type: 'slider.slideChanged'; index: number }
  /** A breakpoint changed how many slides fit. */
  | { type: 'slider.layoutChanged'; slidesPerView: number }
  /** #24: the carousel left the screen (autoplay waits, still playing) or came back (the wait starts again). */
  | { type: 'slider.hidden' }
  | { type: 'slider.shown' };

/** The last index the first visible slide can have; 0 when everything fits. */
export function lastSlideIndex(slideCount: number, slidesPerView: number): number {
  return Math.max(0, Math.ceil(slideCount - slidesPerView));
}

const lastIndex = (c: PromotionSliderContext) => lastSlideIndex(c.slideCount, c.slidesPerView);
// Runs after the index assign, so it sees the new index.
const moveCarousel = {
  type: 'slideTo',
  params: ({ context }: { context: PromotionSliderContext }) => ({ index: context.index, speed: context.speed }),
} as const;

const clampIndex = (c: PromotionSliderContext, index: number) => Math.min(Math.max(0, Math.trunc(index)), lastIndex(c));

// spec 4: playing or paused; previous and next are disabled at the edges; navigation is hidden
// if all slides fit. Autoplay rewinds to the first slide after the last, as the carousel
// library does without loop; a manual move while playing restarts the autoplay wait.
// #24: playing off screen, it keeps no timer (the visitor's play or pause stands: the button is
// unchanged); back on screen the autoplay wait starts again.
export const promotionSliderMachine = setup({
  types: {
    context: {} as PromotionSliderContext,
    events: {} as PromotionSliderEvent,
    input: {} as PromotionSliderInput,
  },
  guards: {
    startsPlaying: ({ context }) => context.autoplay,
    hasNext: ({ context }) => context.index < lastIndex(context),
    hasPrev: ({ context }) => context.index > 0,
    canScroll: ({ context }) => lastIndex(context) > 0,
    isOffScreen: ({ context }) => !context.onScreen,
    isOnScreen: ({ context }) => context.onScreen,
  },
  delays: {
    autoplayDelay: ({ context }) => context.autoplayDelay,
  },
  actions: {
    next: assign({ index: ({ context }) => context.index + 1 }),
    prev: assign({ index: ({ context }) => context.index - 1 }),
    advance: assign({ index: ({ context }) => (context.index < lastIndex(context) ? context.index + 1 : 0) }),
    follow: assign({
      index: ({ context, event }) => (event.type === 'slider.slideChanged' ? clampIndex(context, event.index) : context.index),
    }),
    relayout: assign(({ context, event }) => {
      if (event.type !== 'slider.layoutChanged') return {};
      const next = { ...context, slidesPerView: Math.max(1, event.slidesPerView) };
      return { slidesPerView: next.slidesPerView, index: clampIndex(next, context.index) };
    }),
    /** Supplied by the UI: move the carousel to `index` over `speed` ms. */
    slideTo: (_, _params: { index: number; speed: number }) => {},
  },
}).createMachine({
  id: 'promotionSlider',
  context: ({ input }) => ({
    index: 0,
    slideCount: Math.max(0, input.slideCount),
    slidesPerView: Math.max(1, input.slidesPerView ?? PROMOTION_CAROUSEL_SLIDES_PER_VIEW),
    autoplay: input.autoplay ?? true,
    autoplayDelay: input.autoplayDelay ?? SLIDER_AUTOPLAY_DELAY_MS,
    speed: input.speed ?? SLIDER_SPEED_MS,
    threshold: input.threshold ?? SLIDER_THRESHOLD_PX,
    navigation: input.navigation ?? true,
    onScreen: input.onScreen ?? true,
  }),
  initial: 'starting',
  on: {
    'slider.slideChanged': { actions: 'follow' },
    'slider.layoutChanged': { actions: 'relayout' },
    'slider.hidden': { actions: assign({ onScreen: false }) },
    'slider.shown': { actions: assign({ onScreen: true }) },
  },
  states: {
    starting: {
      always: [{ guard: 'startsPlaying', target: 'playing' }, { target: 'paused' }],
    },
    playing: {
      initial: 'waiting',
      states: {
        waiting: {
          always: { guard: 'isOffScreen', target: 'offScreen' },
          after: {
            autoplayDelay: [
              { guard: 'canScroll', target: '#promotionSlider.playing', reenter: true, actions: ['advance', moveCarousel] },
              { target: '#promotionSlider.playing', reenter: true },
            ],
          },
        },
        offScreen: {
          always: { guard: 'isOnScreen', target: 'waiting' },
        },
      },
      on: {
        'slider.next': { guard: 'hasNext', target: 'playing', reenter: true, actions: ['next', moveCarousel] },
        'slider.prev': { guard: 'hasPrev', target: 'playing', reenter: true, actions: ['prev', moveCarousel] },
        'slider.togglePlay': 'paused',
        'slider.pause': 'paused',
      },
    },
    paused: {
      on: {
        'slider.next': { guard: 'hasNext', actions: ['next', moveCarousel] },
        'slider.prev': { guard: 'hasPrev', actions: ['prev', moveCarousel] },
        'slider.togglePlay': 'playing',
        'slider.play': 'playing',
      },
    },
  },
});

export type PromotionSliderSnapshot = SnapshotFrom<typeof promotionSliderMachine>;

/** The pause button shows the pause icon while playing and the play icon while paused. */
export function isPlaying(snapshot: PromotionSliderSnapshot): boolean {
  return snapshot.matches('playing');
}

export function canPrev(snapshot: PromotionSliderSnapshot): boolean {
  return snapshot.context.index > 0;
}

export function canNext(snapshot: PromotionSliderSnapshot): boolean {
  return snapshot.context.index < lastIndex(snapshot.context);
}

// spec 4 and 5: navigation shows only when the options ask for it and not all slides fit.
export function showNavigation(snapshot: PromotionSliderSnapshot): boolean {
  return snapshot.context.navigation && lastIndex(snapshot.context) > 0;
}
