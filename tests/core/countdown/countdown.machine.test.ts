import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import {
  COUNTDOWN_TICK_MS,
  countdownMachine,
  countdownParts,
  countdownValue,
  isCountdownFinished,
  isCountdownPaused,
} from '../../../core/countdown/countdown.machine';

const DAY = 86_400_000;

function start(remainingMs: number, startAt = 1_000_000) {
  const clock = new SimulatedClock();
  clock.set(startAt);
  const actor = createActor(countdownMachine, {
    clock,
    input: { target: startAt + remainingMs, clock: { now: () => clock.now() } },
  }).start();
  return { actor, clock };
}

describe('countdownParts', () => {
  it('splits the seconds left, a started second counting as whole, into days, hours, minutes and seconds', () => {
    expect(countdownParts(DAY + 2 * 3_600_000 + 3 * 60_000 + 4_000)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(DAY + 2 * 3_600_000 + 3 * 60_000 + 3_001)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('recombines to the seconds left rounded up, with each unit in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: 400 * DAY }), (ms) => {
        const p = countdownParts(ms);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds).toBe(Math.max(0, Math.ceil(ms / 1000)));
      }),
    );
  });
});

describe('countdown machine', () => {
  it('uses the spec tick of 1 s', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });

  it('shows the time left at start and counts down each second to a final zero', () => {
    const { actor, clock } = start(3_000);
    expect(countdownValue(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 3 });
    clock.increment(999);
    expect(actor.getSnapshot().context.seconds).toBe(3);
    clock.increment(1);
    expect(actor.getSnapshot().context.seconds).toBe(2);
    clock.increment(1999);
    expect(actor.getSnapshot().context.seconds).toBe(1);
    expect(isCountdownFinished(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(isCountdownFinished(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toBe('done');
    expect(countdownValue(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('is finished at once when the target has passed', () => {
    const { actor } = start(-10_000);
    expect(isCountdownFinished(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
  });

  it('at every moment shows exactly the whole time left, and finishes exactly at the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 * DAY }),
        fc.array(fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom(1, 999, 1000, 1001)), { minLength: 1, maxLength: 30 }),
        (remaining, steps) => {
          const { actor, clock } = start(remaining);
          let elapsed = 0;
          for (const step of steps) {
            clock.increment(step);
            elapsed += step;
            const left = remaining - elapsed;
            expect(countdownValue(actor.getSnapshot())).toEqual(countdownParts(left));
            expect(isCountdownFinished(actor.getSnapshot())).toBe(left <= 0);
          }
        },
      ),
    );
  });

  it('re-reads the clock on each tick, so a clock that jumps ahead is caught up', () => {
    let now = 0;
    const timers = new SimulatedClock();
    const actor = createActor(countdownMachine, { clock: timers, input: { target: 60_000, clock: { now: () => now } } }).start();
    now = 45_500;
    timers.increment(1000);
    expect(actor.getSnapshot().context.seconds).toBe(15);
  });
});

describe('countdown machine, paused off screen (#24)', () => {
  it('keeps no timer while paused, and measures again at once when resumed', () => {
    const { actor, clock } = start(60_000);
    clock.increment(2_000);
    expect(actor.getSnapshot().context.seconds).toBe(58);
    actor.send({ type: 'countdown.pause' });
    expect(isCountdownPaused(actor.getSnapshot())).toBe(true);
    clock.increment(10_000);
    // No tick ran: the value is the one it had when paused.
    expect(actor.getSnapshot().context.seconds).toBe(58);
    actor.send({ type: 'countdown.resume' });
    expect(isCountdownPaused(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.seconds).toBe(48);
    clock.increment(1_000);
    expect(actor.getSnapshot().context.seconds).toBe(47);
  });

  it('resumed after the target has passed, it is finished', () => {
    const { actor, clock } = start(3_000);
    actor.send({ type: 'countdown.pause' });
    clock.increment(5_000);
    expect(isCountdownFinished(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'countdown.resume' });
    expect(isCountdownFinished(actor.getSnapshot())).toBe(true);
    expect(countdownValue(actor.getSnapshot())).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ignores a pause once finished, and a resume while counting', () => {
    const { actor, clock } = start(1_000);
    actor.send({ type: 'countdown.resume' });
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(1_000);
    actor.send({ type: 'countdown.pause' });
    expect(isCountdownFinished(actor.getSnapshot())).toBe(true);
  });
});
