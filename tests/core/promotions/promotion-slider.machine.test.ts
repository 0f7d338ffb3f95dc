import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import {
  canNext,
  canPrev,
  isPlaying,
  lastSlideIndex,
  PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS,
  PROMOTION_CAROUSEL_SLIDES_PER_VIEW,
  promotionSliderMachine,
  showNavigation,
  SLIDER_AUTOPLAY_DELAY_MS,
  SLIDER_SPEED_MS,
  SLIDER_THRESHOLD_PX,
  type PromotionSliderInput,
} from '../../../core/promotions/promotion-slider.machine';

interface Moves {
  list: { index: number; speed: number }[];
}

function start(input: PromotionSliderInput) {
  const clock = new SimulatedClock();
  const moves: Moves = { list: [] };
  const actor = createActor(
    promotionSliderMachine.provide({ actions: { slideTo: (_, p) => void moves.list.push(p) } }),
    { clock, input },
  ).start();
  return { actor, clock, moves };
}

describe('promotion slider constants (spec 9)', () => {
  it('match the spec', () => {
    expect(SLIDER_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(SLIDER_SPEED_MS).toBe(300);
    expect(SLIDER_THRESHOLD_PX).toBe(5);
    expect(PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS).toBe(8000);
    expect(PROMOTION_CAROUSEL_SLIDES_PER_VIEW).toBe(1);
  });

  it('lastSlideIndex is how far the first visible slide can go', () => {
    expect(lastSlideIndex(5, 1)).toBe(4);
    expect(lastSlideIndex(5, 2)).toBe(3);
    expect(lastSlideIndex(5, 2.5)).toBe(3);
    expect(lastSlideIndex(3, 4)).toBe(0);
  });
});

describe('promotion slider machine', () => {
  it('defaults: playing, index 0, spec speed, threshold and delay', () => {
    const { actor } = start({ slideCount: 3 });
    const snap = actor.getSnapshot();
    expect(isPlaying(snap)).toBe(true);
    expect(snap.context).toMatchObject({ index: 0, slidesPerView: 1, speed: 300, threshold: 5, autoplayDelay: 3000 });
    expect(canPrev(snap)).toBe(false);
    expect(canNext(snap)).toBe(true);
    expect(showNavigation(snap)).toBe(true);
  });

  it('autoplay advances every delay and rewinds after the last slide', () => {
    const { actor, clock, moves } = start({ slideCount: 3, autoplayDelay: PROMOTION_CAROUSEL_AUTOPLAY_DELAY_MS });
    clock.increment(7999);
    expect(actor.getSnapshot().context.index).toBe(0);
    clock.increment(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    clock.increment(8000);
    clock.increment(8000);
    expect(moves.list.map((m) => m.index)).toEqual([1, 2, 0]);
    expect(moves.list.every((m) => m.speed === 300)).toBe(true);
  });

  it('the pause button stops autoplay and swaps the icon; play resumes', () => {
    const { actor, clock } = start({ slideCount: 4 });
    actor.send({ type: 'slider.togglePlay' });
    expect(isPlaying(actor.getSnapshot())).toBe(false);
    clock.increment(10_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'slider.play' });
    clock.increment(3000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'slider.pause' });
    actor.send({ type: 'slider.togglePlay' });
    expect(isPlaying(actor.getSnapshot())).toBe(true);
  });

  it('starts paused when autoplay is off', () => {
    const { actor, clock } = start({ slideCount: 4, autoplay: false });
    clock.increment(10_000);
    expect(isPlaying(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.index).toBe(0);
  });

  it('hides navigation when all slides fit or the options have no navigation, and never autoplays then', () => {
    const fits = start({ slideCount: 2, slidesPerView: 3 });
    fits.clock.increment(9000);
    expect(showNavigation(fits.actor.getSnapshot())).toBe(false);
    expect(fits.moves.list).toEqual([]);
    expect(showNavigation(start({ slideCount: 6, navigation: false }).actor.getSnapshot())).toBe(false);
  });

  it('follows swipes and layout changes, keeping the index in range', () => {
    const { actor, moves } = start({ slideCount: 6, slidesPerView: 2 });
    actor.send({ type: 'slider.slideChanged', index: 9 });
    expect(actor.getSnapshot().context.index).toBe(4);
    actor.send({ type: 'slider.layoutChanged', slidesPerView: 4 });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(canNext(actor.getSnapshot())).toBe(false);
    expect(moves.list).toEqual([]);
  });

  it('runs with the default no-op slideTo', () => {
    const actor = createActor(promotionSliderMachine, { input: { slideCount: 3, autoplay: false } }).start();
    actor.send({ type: 'slider.next' });
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});

describe('promotion slider machine off screen (#24)', () => {
  it('keeps playing but does not advance while hidden; shown again, it waits a full delay', () => {
    const { actor, clock, moves } = start({ slideCount: 3 });
    clock.increment(2000);
    actor.send({ type: 'slider.hidden' });
    clock.increment(30_000);
    expect(moves.list).toEqual([]);
    // The visitor's choice stands: the button still says pause.
    expect(isPlaying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'slider.shown' });
    clock.increment(2999);
    expect(moves.list).toEqual([]);
    clock.increment(1);
    expect(moves.list.map((m) => m.index)).toEqual([1]);
  });

  it('starts off screen when told so, and a pause while hidden holds when shown', () => {
    const { actor, clock, moves } = start({ slideCount: 3, onScreen: false });
    clock.increment(10_000);
    expect(moves.list).toEqual([]);
    actor.send({ type: 'slider.pause' });
    actor.send({ type: 'slider.shown' });
    clock.increment(10_000);
    expect(moves.list).toEqual([]);
    expect(isPlaying(actor.getSnapshot())).toBe(false);
    // Played while on screen, it advances; hidden and played again, it waits for the screen.
    actor.send({ type: 'slider.play' });
    clock.increment(3000);
    expect(moves.list.map((m) => m.index)).toEqual([1]);
    actor.send({ type: 'slider.hidden' });
    actor.send({ type: 'slider.togglePlay' });
    actor.send({ type: 'slider.togglePlay' });
    clock.increment(10_000);
    expect(moves.list.map((m) => m.index)).toEqual([1]);
  });

  it('buttons still move it while hidden', () => {
    const { actor, moves } = start({ slideCount: 3, onScreen: false });
    actor.send({ type: 'slider.next' });
    expect(moves.list.map((m) => m.index)).toEqual([1]);
    expect(isPlaying(actor.getSnapshot())).toBe(true);
  });
});

// Model-based run. The wait command advances the clock in steps that end on each autoplay
// deadline, so the model can state the spec directly: one advance per full delay while playing.
interface Model {
  playing: boolean;
  index: number;
  slidesPerView: number;
  elapsed: number;
  moves: number[];
}
interface Real {
  actor: Actor<typeof promotionSliderMachine>;
  clock: SimulatedClock;
  moves: Moves;
}

const SLIDES = 5;
const DELAY = 1000;
const last = (m: Model) => lastSlideIndex(SLIDES, m.slidesPerView);

function agree(m: Model, r: Real) {
  const snap = r.actor.getSnapshot();
  expect(isPlaying(snap)).toBe(m.playing);
  expect(snap.context.index).toBe(m.index);
  expect(canPrev(snap)).toBe(m.index > 0);
  expect(canNext(snap)).toBe(m.index < last(m));
  expect(showNavigation(snap)).toBe(SLIDES > m.slidesPerView);
  expect(r.moves.list.map((x) => x.index)).toEqual(m.moves);
}

function cmd(name: string, run: (m: Model, r: Real) => void) {
  return {
    check: () => true,
    run: (m: Model, r: Real) => {
      run(m, r);
      agree(m, r);
    },
    toString: () => name,
  };
}

const commands = [
  fc.constant(
    cmd('next', (m, r) => {
      if (m.index < last(m)) {
        m.index += 1;
        m.moves.push(m.index);
        m.elapsed = 0;
      }
      r.actor.send({ type: 'slider.next' });
    }),
  ),
  fc.constant(
    cmd('prev', (m, r) => {
      if (m.index > 0) {
        m.index -= 1;
        m.moves.push(m.index);
        m.elapsed = 0;
      }
      r.actor.send({ type: 'slider.prev' });
    }),
  ),
  fc.constant(
    cmd('togglePlay', (m, r) => {
      m.playing = !m.playing;
      m.elapsed = 0;
      r.actor.send({ type: 'slider.togglePlay' });
    }),
  ),
  fc.constant(
    cmd('pause', (m, r) => {
      if (m.playing) m.playing = false;
      r.actor.send({ type: 'slider.pause' });
    }),
  ),
  fc.constant(
    cmd('play', (m, r) => {
      if (!m.playing) {
        m.playing = true;
        m.elapsed = 0;
      }
      r.actor.send({ type: 'slider.play' });
    }),
  ),
  fc.integer({ min: -1, max: SLIDES + 1 }).map((i) =>
    cmd(`swipe(${i})`, (m, r) => {
      m.index = Math.min(Math.max(0, i), last(m));
      r.actor.send({ type: 'slider.slideChanged', index: i });
    }),
  ),
  fc.integer({ min: 1, max: 6 }).map((spv) =>
    cmd(`layout(${spv})`, (m, r) => {
      m.slidesPerView = spv;
      m.index = Math.min(m.index, last(m));
      r.actor.send({ type: 'slider.layoutChanged', slidesPerView: spv });
    }),
  ),
  fc.integer({ min: 1, max: 3500 }).map((ms) =>
    cmd(`wait(${ms})`, (m, r) => {
      let left = ms;
      while (left > 0) {
        const step = m.playing ? Math.min(left, DELAY - m.elapsed) : left;
        r.clock.increment(step);
        left -= step;
        if (!m.playing) continue;
        m.elapsed += step;
        if (m.elapsed === DELAY) {
          m.elapsed = 0;
          if (last(m) > 0) {
            m.index = m.index < last(m) ? m.index + 1 : 0;
            m.moves.push(m.index);
          }
        }
      }
    }),
  ),
];

describe('promotion slider machine, model-based', () => {
  it('matches the model over any sequence of controls, swipes, layout changes and time', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.commands(commands, { maxCommands: 40 }), (autoplay, cmds) => {
        const { actor, clock, moves } = start({ slideCount: SLIDES, autoplay, autoplayDelay: DELAY });
        const model: Model = { playing: autoplay, index: 0, slidesPerView: 1, elapsed: 0, moves: [] };
        fc.modelRun(() => ({ model, real: { actor, clock, moves } }), cmds);
        actor.stop();
      }),
    );
  });
});
