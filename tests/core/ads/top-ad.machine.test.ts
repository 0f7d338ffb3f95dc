import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import {
  CLOSE_TOP_AD_LABEL,
  CLOSE_TOP_AD_TEXT,
  isTopAdVisible,
  showCloseTopAd,
  TOP_AD_SCROLL_THROTTLE_MS,
  topAdMachine,
  type TopAdDevice,
} from '../../../core/ads/top-ad.machine';

function start(device: TopAdDevice) {
  const clock = new SimulatedClock();
  const actor = createActor(topAdMachine, { clock, input: { device } }).start();
  return { actor, clock };
}

describe('top ad machine', () => {
  it('uses the spec strings and throttle', () => {
    expect(CLOSE_TOP_AD_TEXT).toBe('Close Ad');
    expect(CLOSE_TOP_AD_LABEL).toBe('close top ad');
    expect(TOP_AD_SCROLL_THROTTLE_MS).toBe(200);
  });

  it('mobile: visible with a close button whatever the scroll; Close Ad hides it', () => {
    const { actor } = start('mobile');
    actor.send({ type: 'topAd.scroll', y: 5000, height: 50 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    expect(showCloseTopAd(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'topAd.close' });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(false);
    expect(showCloseTopAd(actor.getSnapshot())).toBe(false);
  });

  it('desktop: no close button; hides once scrolled past its height and shows again above it', () => {
    const { actor, clock } = start('desktop');
    expect(showCloseTopAd(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'topAd.close' });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'topAd.scroll', y: 90, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    clock.increment(TOP_AD_SCROLL_THROTTLE_MS);
    actor.send({ type: 'topAd.scroll', y: 91, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(false);
    clock.increment(TOP_AD_SCROLL_THROTTLE_MS);
    actor.send({ type: 'topAd.scroll', y: 0, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
  });

  it('desktop: scrolls within 200 ms are held back and the last one applies when the wait ends', () => {
    const { actor, clock } = start('desktop');
    actor.send({ type: 'topAd.scroll', y: 10, height: 90 });
    actor.send({ type: 'topAd.scroll', y: 500, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    clock.increment(TOP_AD_SCROLL_THROTTLE_MS - 1);
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(isTopAdVisible(actor.getSnapshot())).toBe(false);
  });

  it('desktop: once scrolling stops, visibility always matches the last position', () => {
    const scroll = fc.record({ gap: fc.integer({ min: 0, max: 400 }), y: fc.integer({ min: 0, max: 300 }) });
    fc.assert(
      fc.property(fc.array(scroll, { minLength: 1, maxLength: 25 }), (scrolls) => {
        const { actor, clock } = start('desktop');
        for (const { gap, y } of scrolls) {
          clock.increment(gap);
          actor.send({ type: 'topAd.scroll', y, height: 90 });
        }
        clock.increment(2 * TOP_AD_SCROLL_THROTTLE_MS);
        expect(isTopAdVisible(actor.getSnapshot())).toBe((scrolls.at(-1)?.y ?? 0) <= 90);
      }),
    );
  });

  it('a device change switches behaviour and a dismissal sticks', () => {
    const { actor, clock } = start('desktop');
    actor.send({ type: 'topAd.scroll', y: 400, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'topAd.deviceChanged', device: 'mobile' });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'topAd.close' });
    actor.send({ type: 'topAd.deviceChanged', device: 'desktop' });
    clock.increment(TOP_AD_SCROLL_THROTTLE_MS);
    actor.send({ type: 'topAd.scroll', y: 0, height: 90 });
    expect(isTopAdVisible(actor.getSnapshot())).toBe(false);
  });
});
