import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  areRotatorsPlaying,
  isRotatorControlVisible,
  PAUSE_ROTATORS_LABEL,
  PLAY_ROTATORS_LABEL,
  ROTATOR_DETECTION_DELAY_MS,
  ROTATOR_MESSAGE_HIDE_MS,
  rotatorAnnouncement,
  rotatorControlLabel,
  rotatorControlMachine,
  ROTATORS_PAUSED_MESSAGE,
  ROTATORS_PLAYING_MESSAGE,
} from '../../../core/rotators/rotator-control.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(detect: () => Promise<boolean> = async () => true) {
  const calls: string[] = [];
  let detections = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    rotatorControlMachine.provide({
      actions: { pauseAll: () => void calls.push('pauseAll'), playAll: () => void calls.push('playAll') },
      actors: {
        detectCarousel: fromPromise(() => {
          detections += 1;
          return detect();
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, calls, detections: () => detections };
}

describe('rotator control machine', () => {
  it('uses the spec strings and timings', () => {
    expect([PAUSE_ROTATORS_LABEL, PLAY_ROTATORS_LABEL]).toEqual(['Pause All Rotators', 'Play All Rotators']);
    expect([ROTATORS_PAUSED_MESSAGE, ROTATORS_PLAYING_MESSAGE]).toEqual(['All Rotators Paused', 'All Rotators Playing']);
    expect(ROTATOR_DETECTION_DELAY_MS).toBe(2000);
    expect(ROTATOR_MESSAGE_HIDE_MS).toBe(1000);
  });

  it('starts playing, hidden and silent', () => {
    const { actor } = start();
    const snap = actor.getSnapshot();
    expect(areRotatorsPlaying(snap)).toBe(true);
    expect(rotatorControlLabel(snap)).toBe('Pause All Rotators');
    expect(isRotatorControlVisible(snap)).toBe(false);
    expect(rotatorAnnouncement(snap)).toBeNull();
  });

  it('detects an autoplaying carousel 2 s after a route name change, not before', async () => {
    const { actor, clock, detections } = start();
    actor.send({ type: 'rotator.routeNameChanged' });
    clock.increment(ROTATOR_DETECTION_DELAY_MS - 1);
    await flush();
    expect(detections()).toBe(0);
    clock.increment(1);
    await flush();
    expect(detections()).toBe(1);
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(true);
  });

  it('a further route change restarts the 2 s wait and hides the control meanwhile', async () => {
    const { actor, clock, detections } = start();
    actor.send({ type: 'rotator.routeNameChanged' });
    clock.increment(ROTATOR_DETECTION_DELAY_MS);
    await flush();
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'rotator.routeNameChanged' });
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);
    clock.increment(1500);
    actor.send({ type: 'rotator.routeNameChanged' });
    clock.increment(1500);
    await flush();
    expect(detections()).toBe(1);
    clock.increment(500);
    await flush();
    expect(detections()).toBe(2);
  });

  it('looks again at once when a carousel starts or stops autoplaying after the 2 s look (WCAG 2.2.2: however late it starts)', async () => {
    let autoplaying = false;
    const { actor, clock, detections } = start(async () => autoplaying);
    actor.send({ type: 'rotator.routeNameChanged' });
    clock.increment(ROTATOR_DETECTION_DELAY_MS);
    await flush();
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);

    // The visitor scrolls to the carousel a minute later; it hydrates and starts to rotate.
    clock.increment(60_000);
    autoplaying = true;
    actor.send({ type: 'rotator.carouselsChanged' });
    await flush();
    expect(detections()).toBe(2);
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(true);

    autoplaying = false;
    actor.send({ type: 'rotator.carouselsChanged' });
    await flush();
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);
  });

  it('a carousel change during the 2 s wait leaves the look to the wait, and a new route cancels a look under way', async () => {
    let answer: (value: boolean) => void = () => {};
    const { actor, clock, detections } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'rotator.routeNameChanged' });
    actor.send({ type: 'rotator.carouselsChanged' });
    expect(detections()).toBe(0);
    clock.increment(ROTATOR_DETECTION_DELAY_MS);
    await flush();
    expect(detections()).toBe(1);
    actor.send({ type: 'rotator.routeNameChanged' });
    answer(true);
    await flush();
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);
  });

  it('stays hidden when the page has no autoplaying carousel or detection fails', async () => {
    for (const detect of [async () => false, async () => Promise.reject(new Error('no dom'))]) {
      const { actor, clock } = start(detect);
      actor.send({ type: 'rotator.routeNameChanged' });
      clock.increment(ROTATOR_DETECTION_DELAY_MS);
      await flush();
      expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().matches({ detection: 'idle' })).toBe(true);
    }
  });

  it('pausing announces Paused and keeps it; playing announces Playing for 1 s', () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'rotator.toggle' });
    expect(rotatorControlLabel(actor.getSnapshot())).toBe('Play All Rotators');
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Paused');
    clock.increment(5000);
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Paused');
    actor.send({ type: 'rotator.toggle' });
    expect(rotatorControlLabel(actor.getSnapshot())).toBe('Pause All Rotators');
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Playing');
    clock.increment(ROTATOR_MESSAGE_HIDE_MS - 1);
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Playing');
    clock.increment(1);
    expect(rotatorAnnouncement(actor.getSnapshot())).toBeNull();
    expect(calls).toEqual(['pauseAll', 'playAll']);
  });

  it('pausing within the second replaces the playing message and it is not cleared later', () => {
    const { actor, clock } = start();
    actor.send({ type: 'rotator.toggle' });
    actor.send({ type: 'rotator.toggle' });
    clock.increment(500);
    actor.send({ type: 'rotator.toggle' });
    clock.increment(ROTATOR_MESSAGE_HIDE_MS);
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Paused');
  });

  it('label and pause/play calls follow the parity of toggles', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 20 }), (gaps) => {
        const { actor, clock, calls } = start();
        gaps.forEach((gap) => {
          clock.increment(gap);
          actor.send({ type: 'rotator.toggle' });
        });
        const playing = gaps.length % 2 === 0;
        expect(areRotatorsPlaying(actor.getSnapshot())).toBe(playing);
        expect(rotatorControlLabel(actor.getSnapshot())).toBe(playing ? PAUSE_ROTATORS_LABEL : PLAY_ROTATORS_LABEL);
        expect(calls).toEqual(gaps.map((_, i) => (i % 2 === 0 ? 'pauseAll' : 'playAll')));
        clock.increment(ROTATOR_MESSAGE_HIDE_MS);
        const expected = gaps.length === 0 ? null : playing ? null : ROTATORS_PAUSED_MESSAGE;
        expect(rotatorAnnouncement(actor.getSnapshot())).toBe(expected);
      }),
    );
  });

  it('runs with the default detector, which finds nothing', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(rotatorControlMachine, { clock }).start();
    actor.send({ type: 'rotator.routeNameChanged' });
    actor.send({ type: 'rotator.toggle' });
    actor.send({ type: 'rotator.toggle' });
    clock.increment(ROTATOR_DETECTION_DELAY_MS);
    await flush();
    expect(isRotatorControlVisible(actor.getSnapshot())).toBe(false);
    expect(areRotatorsPlaying(actor.getSnapshot())).toBe(true);
  });
});

describe('rotator control under reduced motion', () => {
  it('starts paused, offering to play, without announcing anything', () => {
    const actor = createActor(rotatorControlMachine.provide({ guards: { startsPaused: () => true } })).start();
    const snap = actor.getSnapshot();
    expect(areRotatorsPlaying(snap)).toBe(false);
    expect(rotatorControlLabel(snap)).toBe('Play All Rotators');
    expect(rotatorAnnouncement(snap)).toBeNull();
    actor.send({ type: 'rotator.toggle' });
    expect(rotatorAnnouncement(actor.getSnapshot())).toBe('All Rotators Playing');
  });
});
