import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Clock } from '../platform/clock.port';

// spec 4 and 9: the countdown ticks each second.
export const COUNTDOWN_TICK_MS = 1_000;

const SECONDS_PER_DAY = 86_400;

/** spec 3: days, hours, minutes, seconds until a game day. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Units left in `remainingMs`, counting a started second as a whole one, so the display reads
 * 0 exactly when the target is reached and never before (never negative).
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return {
    days: Math.floor(total / SECONDS_PER_DAY),
    hours: Math.floor((total % SECONDS_PER_DAY) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

export interface CountdownInput {
  /** Epoch milliseconds of the moment counted down to. */
  target: number;
  clock: Clock;
}

export interface CountdownContext extends CountdownParts, CountdownInput {
  remainingMs: number;
}

/**
 * #24: a countdown nobody can see does not tick (an idle page stays idle). `countdown.pause` stops
 * the timer; `countdown.resume` re-reads the clock at once and ticks on, so what shows is never stale.
 */
export type CountdownEvent = { type: 'countdown.pause' } | { type: 'countdown.resume' };

function measure(target: number, clock: Clock): Pick<CountdownContext, 'remainingMs'> & CountdownParts {
  const remainingMs = Math.max(0, target - clock.now());
  return { remainingMs, ...countdownParts(remainingMs) };
}

// spec 4: ticks each second and stops at zero. Each tick re-reads the clock, so a late timer
// (a sleeping tab) never makes the display drift, and ticks land on whole seconds of the
// remaining time so the seconds digit changes exactly when it should. Paused (off screen), it
// keeps no timer; resumed, it measures again before the next tick.
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
  },
  guards: {
    isFinished: ({ context }) => context.remainingMs <= 0,
  },
  delays: {
    untilNextSecond: ({ context }) => context.remainingMs % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS,
  },
  actions: {
    tick: assign(({ context }) => measure(context.target, context.clock)),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ ...input, ...measure(input.target, input.clock) }),
  initial: 'counting',
  states: {
    counting: {
      always: { guard: 'isFinished', target: 'done' },
      after: { untilNextSecond: { target: 'counting', reenter: true, actions: 'tick' } },
      on: { 'countdown.pause': 'paused' },
    },
    paused: {
      on: { 'countdown.resume': { target: 'counting', actions: 'tick' } },
    },
    done: { type: 'final' },
  },
});

export type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

export function countdownValue(snapshot: CountdownSnapshot): CountdownParts {
  const { days, hours, minutes, seconds } = snapshot.context;
  return { days, hours, minutes, seconds };
}

export function isCountdownFinished(snapshot: CountdownSnapshot): boolean {
  return snapshot.status === 'done';
}

/** Paused: no timer runs until it is resumed. */
export function isCountdownPaused(snapshot: CountdownSnapshot): boolean {
  return snapshot.matches('paused');
}
