import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { isSplashShown, splashLinkTarget, splashMachine, type SplashMachineInput } from '../../../core/splash/splash.machine';
import {
  SPLASH_CONTINUE_COOKIE_MS,
  SPLASH_FOCUS_DELAY_MS,
  SPLASH_PERMANENT_COOKIE_EXPIRES_AT,
  SPLASH_SHOWN_COOKIE_MS,
} from '../../../core/splash/splash-timings';

type Call = [string, unknown];

function start(input: Partial<SplashMachineInput> = {}, recordClick = fromPromise<void, { splashId: number }>(async () => {})) {
  const calls: Call[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    splashMachine.provide({
      actions: {
        setShownCookie: (_, p) => void calls.push(['setShownCookie', p]),
        setContinueCookie: (_, p) => void calls.push(['setContinueCookie', p]),
        setPermanentCookie: (_, p) => void calls.push(['setPermanentCookie', p]),
        focusSplash: () => void calls.push(['focusSplash', undefined]),
        navigate: (_, p) => void calls.push(['navigate', p]),
        logClickFailure: (_, p) => void calls.push(['logClickFailure', p.message]),
      },
      actors: { recordClick },
    }),
    { clock, input: { splashId: 9, link: 'https://tickets.example/', onSplashRoute: false, visible: true, ...input } },
  ).start();
  return { actor, clock, calls };
}

const names = (calls: Call[]) => calls.map(([name]) => name);

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('splash timings (spec 4, 9)', () => {
  it('uses the spec lifetimes', () => {
    expect(SPLASH_SHOWN_COOKIE_MS).toBe(5 * 60 * 1000);
    expect(SPLASH_CONTINUE_COOKIE_MS).toBe(4 * 60 * 60 * 1000);
    expect(SPLASH_FOCUS_DELAY_MS).toBe(1500);
    expect(new Date(SPLASH_PERMANENT_COOKIE_EXPIRES_AT).toISOString()).toBe('2040-12-31T23:59:59.000Z');
  });
});

describe('splash machine', () => {
  it('stays hidden and does nothing when not visible', () => {
    const { actor, clock, calls } = start({ visible: false });
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(isSplashShown(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('when shown sets the 5-minute cookie at once and focuses the splash after 1.5 s', () => {
    const { actor, clock, calls } = start();
    expect(isSplashShown(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([['setShownCookie', { splashId: 9, maxAgeMs: SPLASH_SHOWN_COOKIE_MS }]]);
    clock.increment(SPLASH_FOCUS_DELAY_MS - 1);
    expect(names(calls)).not.toContain('focusSplash');
    clock.increment(1);
    expect(names(calls)).toEqual(['setShownCookie', 'focusSplash']);
  });

  it.each(['splash.continue', 'splash.escape'] as const)('%s off the splash route sets the 4-hour cookie and closes without navigating', (type) => {
    const { actor, clock, calls } = start();
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toContainEqual(['setContinueCookie', { splashId: 9, maxAgeMs: SPLASH_CONTINUE_COOKIE_MS }]);
    expect(names(calls)).not.toContain('navigate');
    clock.increment(SPLASH_FOCUS_DELAY_MS);
    expect(names(calls)).not.toContain('focusSplash');
  });

  it.each(['splash.continue', 'splash.escape'] as const)('%s on the splash route also goes to /', (type) => {
    const { actor, calls } = start({ onSplashRoute: true });
    actor.send({ type });
    expect(names(calls)).toEqual(['setShownCookie', 'setContinueCookie', 'navigate']);
    expect(calls.at(-1)).toEqual(['navigate', { url: '/' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Skip Permanently sets the cookie that expires at the end of 2040 and closes', () => {
    const { actor, calls } = start({ onSplashRoute: true });
    actor.send({ type: 'splash.skip' });
    expect(calls.at(-1)).toEqual(['setPermanentCookie', { splashId: 9, expiresAt: SPLASH_PERMANENT_COOKIE_EXPIRES_AT }]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a media click records the click, then goes to the splash link', async () => {
    const recorded: number[] = [];
    const { actor, calls } = start({}, fromPromise(async ({ input }) => void recorded.push(input.splashId)));
    actor.send({ type: 'splash.mediaClick' });
    expect(isSplashShown(actor.getSnapshot())).toBe(true);
    await settle();
    expect(recorded).toEqual([9]);
    expect(calls.at(-1)).toEqual(['navigate', { url: 'https://tickets.example/' }]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a failed click recording is logged and the visitor still goes to / when there is no link', async () => {
    const { actor, calls } = start(
      { link: null },
      fromPromise<void, { splashId: number }>(async () => {
        throw new Error('offline');
      }),
    );
    actor.send({ type: 'splash.mediaClick' });
    await settle();
    expect(calls.slice(1)).toEqual([
      ['logClickFailure', 'Failed to track click action'],
      ['navigate', { url: '/' }],
    ]);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('works with the default effects', async () => {
    const actor = createActor(splashMachine, {
      input: { splashId: 1, link: '', onSplashRoute: true, visible: true },
    }).start();
    actor.send({ type: 'splash.mediaClick' });
    await settle();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('link target is the trimmed link, or / when empty', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), (link) => {
        const target = splashLinkTarget(link);
        expect(target).toBe(link && link.trim() ? link.trim() : '/');
      }),
    );
  });
});
