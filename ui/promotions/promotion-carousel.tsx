import { useMachine } from '@xstate/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import 'swiper/css';
import type { PromotionCampaign, PromotionSet, SliderOptions } from '../../core/promotions/promotion';
import { hasSliderNavigation, slideWidthPercent } from '../../core/promotions/promotion-rules';
import {
  canNext,
  canPrev,
  isPlaying,
  lastSlideIndex,
  PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS,
  PROMOTION_CAROUSEL_SLIDES_PER_VIEW,
  promotionSliderMachine,
  showNavigation,
  SLIDER_SPEED_MS,
  SLIDER_THRESHOLD_PX,
} from '../../core/promotions/promotion-slider.machine';
import { useRotator, useRotatorsStartPaused } from '../rotators/rotator-hub';
import { useNearViewport } from '../visibility/use-near-viewport';
import { CampaignContent } from './campaign-parts';
import styles from './promotions.module.css';

/** spec 3/9: autoplay unless the options turn it off; their delay, else the carousel's 8000 ms. */
function autoplayDelay(options: SliderOptions | null): number | null {
  const autoplay = options?.autoplay;
  if (autoplay === false) return null;
  if (typeof autoplay === 'object' && autoplay !== null && typeof autoplay.delay === 'number' && autoplay.delay > 0) return autoplay.delay;
  return PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS;
}

/** The slides per view of each min-width breakpoint, widest last. */
function breakpointsOf(options: SliderOptions | null): Array<[width: number, slidesPerView: number]> {
  return Object.entries(options?.breakpoints ?? {})
    .map(([width, value]): [number, number] => [Number(width), value.slides_per_view ?? 0])
    .filter(([width, perView]) => Number.isFinite(width) && perView > 0)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * The carousel's swiper, set up when the carousel first has to move: its first slide change, or a
 * visitor's first touch, pointer or focus on it (DESIGN 7: the library's 22 KB gzip are not part of the
 * page's first load). Until then the slides stand where the carousel's own layout puts them.
 */
class SwiperHolder {
  private swiper: Swiper | null = null;
  private setUp: Promise<Swiper | null> | null = null;
  private make: (() => Promise<Swiper | null>) | null = null;

  /** How to set swiper up on the carousel now shown; a set shown before loses its swiper. */
  attach(make: () => Promise<Swiper | null>): void {
    this.detach();
    this.make = make;
  }

  detach(): void {
    this.swiper?.destroy(true, true);
    this.swiper = null;
    this.setUp = null;
    this.make = null;
  }

  /** Sets swiper up, once. */
  ready(): Promise<Swiper | null> {
    if (!this.setUp && this.make) {
      const make = this.make;
      this.setUp = make().then((swiper) => {
        // Detached (or attached to another set) while the library loaded: that swiper is not wanted.
        if (this.make !== make) {
          swiper?.destroy(true, true);
          return null;
        }
        this.swiper = swiper;
        return swiper;
      });
    }
    return this.setUp ?? Promise.resolve(null);
  }

  slideTo(index: number, speed: number): void {
    if (this.swiper) this.swiper.slideTo(index, speed);
    else void this.ready().then((swiper) => swiper?.slideTo(index, speed));
  }
}

/** spec 3: the slides per view at the window's width, from the options' min-width breakpoints (as swiper reads them). */
function useBreakpointSlidesPerView(breakpoints: Array<[width: number, slidesPerView: number]>, onChange: (slidesPerView: number) => void, basePerView: number, set: PromotionSet): void {
  // Before paint: the slides take their width for this window as the page hydrates, not a frame later.
  useLayoutEffect(() => {
    if (breakpoints.length === 0 || typeof window.matchMedia !== 'function') return;
    const queries = breakpoints.map(([width, perView]) => [window.matchMedia(`(min-width: ${width}px)`), perView] as const);
    const apply = () => onChange([...queries].reverse().find(([query]) => query.matches)?.[1] ?? basePerView);
    apply();
    for (const [query] of queries) query.addEventListener('change', apply);
    return () => {
      for (const [query] of queries) query.removeEventListener('change', apply);
    };
    // Once per set: its options do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set]);
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="pause">
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" data-icon="play">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * spec 3 and 4: a sliding promotion set as a swiper carousel. The slider machine decides (playing
 * or paused, the index, the edges); swiper moves the slides and reports swipes and breakpoints.
 */
export default function PromotionCarousel({ set, campaigns, label }: { set: PromotionSet; campaigns: PromotionCampaign[]; label: string }) {
  const options = set.swiper_options;
  const delay = autoplayDelay(options);
  const pausable = delay !== null && options?.pausable !== false;
  const basePerView = options?.slides_per_view && options.slides_per_view > 0 ? options.slides_per_view : PROMOTION_CAROUSEL_SLIDES_PER_VIEW;
  const breakpoints = breakpointsOf(options);
  // A holder rather than a ref: the machine's slideTo action reads it when it runs, never in render.
  const [swiperHolder] = useState(() => new SwiperHolder());
  const containerRef = useRef<HTMLDivElement | null>(null);
  const sectionRef = useRef<HTMLElement | null>(null);
  const id = useId();

  const startPaused = useRotatorsStartPaused();
  // useMachine keeps the machine of the first render; the holder is this carousel's, stable for its life.
  const [snapshot, send] = useMachine(
    promotionSliderMachine.provide({ actions: { slideTo: (_, { index, speed }) => swiperHolder.slideTo(index, speed) } }),
    {
      input: {
        slideCount: campaigns.length,
        slidesPerView: basePerView,
        autoplay: delay !== null && !startPaused,
        autoplayDelay: delay ?? PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS,
        speed: SLIDER_SPEED_MS,
        threshold: SLIDER_THRESHOLD_PX,
        navigation: hasSliderNavigation(options),
      },
    },
  );
  useRotator(delay !== null, { pause: () => send({ type: 'slider.pause' }), play: () => send({ type: 'slider.play' }) });

  // #24: off screen, autoplay waits (no timer, so no slide change and no swiper at work); it stays
  // playing or paused as the visitor left it, and starts its wait again once the carousel is back.
  const onScreen = useNearViewport(sectionRef, { margin: '0px', follow: true });
  useEffect(() => {
    send({ type: onScreen ? 'slider.shown' : 'slider.hidden' });
  }, [onScreen, send]);

  useBreakpointSlidesPerView(breakpoints, (slidesPerView) => send({ type: 'slider.layoutChanged', slidesPerView }), basePerView, set);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    swiperHolder.attach(async () => {
      const { default: Swiper } = await import('swiper');
      if (!element.isConnected) return null;
      return new Swiper(element, {
        slidesPerView: basePerView,
        speed: SLIDER_SPEED_MS,
        threshold: SLIDER_THRESHOLD_PX,
        // Swiper reads breakpoints with matchMedia; where there is none (a test DOM) the base layout stands.
        ...(typeof window.matchMedia === 'function' ? { breakpoints: Object.fromEntries(breakpoints.map(([width, perView]) => [width, { slidesPerView: perView }])) } : {}),
        watchOverflow: true,
        on: { slideChange: (swiper) => send({ type: 'slider.slideChanged', index: swiper.activeIndex }) },
      });
    });
    return () => swiperHolder.detach();
    // Built once per set: the options do not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set, send, swiperHolder]);

  const { index, slidesPerView } = snapshot.context;
  const playing = isPlaying(snapshot);
  const pages = lastSlideIndex(campaigns.length, slidesPerView) + 1;
  const width = `${slideWidthPercent(slidesPerView)}%`;
  const slidesId = `${id}-slides`;
  const prepare = () => void swiperHolder.ready();

  return (
    <section ref={sectionRef} className={styles.carousel} aria-roledescription="carousel" aria-label={label} data-promotion-type={set.location.type} data-promotion-effect="slide" data-playing={playing}>
      <div className={styles.controls}>
        {pausable && (
          <button type="button" className={styles.control} aria-label={playing ? 'Pause promotions' : 'Play promotions'} data-slider-toggle="" onClick={() => send({ type: 'slider.togglePlay' })}>
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        )}
        {showNavigation(snapshot) && (
          <>
            <button type="button" className={styles.control} aria-label="Previous promotion" aria-controls={slidesId} disabled={!canPrev(snapshot)} data-slider-prev="" onClick={() => send({ type: 'slider.prev' })}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.control} aria-label="Next promotion" aria-controls={slidesId} disabled={!canNext(snapshot)} data-slider-next="" onClick={() => send({ type: 'slider.next' })}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {/* A visitor about to swipe or use the keys gets swiper before the gesture goes on. */}
      <div ref={containerRef} className={`swiper ${styles.viewport}`} onPointerDown={prepare} onTouchStart={prepare} onFocus={prepare} onPointerEnter={prepare}>
        <div id={slidesId} className="swiper-wrapper" aria-live={playing ? 'off' : 'polite'}>
          {campaigns.map((campaign, position) => (
            <div
              key={campaign.id}
              className={`swiper-slide ${styles.slide}`}
              style={{ width }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${campaigns.length}`}
              data-slide-visible={position >= index && position < index + slidesPerView}
            >
              <CampaignContent campaign={campaign} type={set.location.type} />
            </div>
          ))}
        </div>
      </div>
      {options?.pagination && pages > 1 && (
        <div className={styles.pagination} role="group" aria-label={`${label}: choose slide`}>
          {Array.from({ length: pages }, (_, page) => (
            <button
              key={page}
              type="button"
              className={styles.bullet}
              aria-label={`Go to slide ${page + 1}`}
              aria-current={page === index ? 'true' : undefined}
              onClick={() => swiperHolder.slideTo(page, SLIDER_SPEED_MS)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
