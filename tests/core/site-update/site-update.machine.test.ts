import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  isReloadHeldBack,
  isReloading,
  isUpdateAvailable,
  RELOAD_GUARD_MS,
  SITE_UPDATE_CHECK_INTERVAL_MS,
  siteUpdateMachine,
  type StoredReload,
} from '../../../core/site-update/site-update.machine';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const HOUR = 3_600_000;

function start(opts: { latest?: () => Promise<string>; storedReload?: StoredReload | null; startAt?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(opts.startAt ?? 50_000);
  const calls: [string, unknown][] = [];
  let checks = 0;
  const latest = opts.latest ?? (async () => 'build-2');
  const actor = createActor(
    siteUpdateMachine.provide({
      actions: {
        storeReloadPath: (_, p) => void calls.push(['storeReloadPath', p]),
        clearReloadPath: () => void calls.push(['clearReloadPath', null]),
        reloadAt: (_, p) => void calls.push(['reloadAt', p]),
      },
      actors: {
        checkBuild: fromPromise<string, { buildId: string }>(async ({ input }) => {
          checks += 1;
          expect(input.buildId).toBe('build-1');
          return latest();
        }),
      },
    }),
    { clock, input: { buildId: 'build-1', clock, storedReload: opts.storedReload ?? null } },
  ).start();
  return { actor, clock, calls, checks: () => checks };
}

async function passHour(clock: SimulatedClock) {
  clock.increment(HOUR);
  await flush();
}

describe('site update machine', () => {
  it('uses the spec interval and guard time', () => {
    expect(SITE_UPDATE_CHECK_INTERVAL_MS).toBe(HOUR);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('checks for a newer build every hour, not before', async () => {
    const { clock, checks } = start({ latest: async () => 'build-1' });
    clock.increment(HOUR - 1);
    await flush();
    expect(checks()).toBe(0);
    clock.increment(1);
    await flush();
    expect(checks()).toBe(1);
    await passHour(clock);
    await passHour(clock);
    expect(checks()).toBe(3);
  });

  it('navigation on the running build is left to the router', async () => {
    const { actor, clock, calls } = start({ latest: async () => 'build-1' });
    await passHour(clock);
    actor.send({ type: 'siteUpdate.navigate', path: '/tickets' });
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(false);
    expect(isReloading(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('after a newer build is found, the next navigation stores the path and reloads there', async () => {
    const { actor, clock, calls, checks } = start();
    await passHour(clock);
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.latestBuildId).toBe('build-2');
    actor.send({ type: 'siteUpdate.navigate', path: '/sports/football' });
    expect(isReloading(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([
      ['storeReloadPath', { path: '/sports/football', expiresAt: 50_000 + HOUR + RELOAD_GUARD_MS }],
      ['reloadAt', { path: '/sports/football' }],
    ]);
    await passHour(clock);
    expect(checks()).toBe(1);
  });

  it('a failed check changes nothing and is retried an hour later', async () => {
    let fail = true;
    const { actor, clock, checks } = start({
      latest: async () => {
        if (fail) throw new Error('manifest 503');
        return 'build-2';
      },
    });
    await passHour(clock);
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(false);
    fail = false;
    await passHour(clock);
    expect(checks()).toBe(2);
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(true);
  });

  it('a stored reload path is cleared 10 s after it was stored', () => {
    const { actor, clock, calls } = start({ storedReload: { path: '/news', expiresAt: 50_000 + 4_000 } });
    clock.increment(3_999);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(calls).toEqual([['clearReloadPath', null]]);
    expect(actor.getSnapshot().matches({ reloadGuard: 'expired' })).toBe(true);
  });

  it('clears a stale stored reload path at once', () => {
    const { calls } = start({ storedReload: { path: '/old', expiresAt: 10_000 }, startAt: 60_000 });
    expect(calls).toEqual([['clearReloadPath', null]]);
  });

  it('isReloadHeldBack: only the same path, only before it expires', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ path: fc.constantFrom('/a', '/b'), expiresAt: fc.integer({ min: 0, max: 100 }) })),
        fc.constantFrom('/a', '/b'),
        fc.integer({ min: 0, max: 100 }),
        (stored, path, now) => {
          const expected = stored !== null && stored.path === path && now < stored.expiresAt;
          expect(isReloadHeldBack(stored, path, now)).toBe(expected);
        },
      ),
    );
  });

  it('on a new build, a navigation to the path reloaded less than 10 s ago (wall clock) is left to the router', async () => {
    // Timers and wall time are separate clocks here: with hourly checks the guard only matters
    // when wall time and timers disagree (a sleeping tab, a clock change).
    let wall = 0;
    const timers = new SimulatedClock();
    const calls: string[] = [];
    const actor = createActor(
      siteUpdateMachine.provide({
        actions: { reloadAt: (_, p) => void calls.push(p.path) },
        actors: { checkBuild: fromPromise(async () => 'build-0') },
      }),
      { clock: timers, input: { buildId: 'build-1', clock: { now: () => wall }, storedReload: { path: '/b', expiresAt: 10_000 } } },
    ).start();
    timers.increment(HOUR);
    await flush();
    wall = 9_999;
    actor.send({ type: 'siteUpdate.navigate', path: '/b' });
    expect(calls).toEqual([]);
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'siteUpdate.navigate', path: '/c' });
    expect(calls).toEqual(['/c']);
    expect(isReloading(actor.getSnapshot())).toBe(true);
  });

  it('stores the reload path with a 10 s expiry before reloading', async () => {
    const { actor, clock, calls } = start();
    await passHour(clock);
    actor.send({ type: 'siteUpdate.navigate', path: '/b' });
    expect(calls[0]).toEqual(['storeReloadPath', { path: '/b', expiresAt: 50_000 + HOUR + RELOAD_GUARD_MS }]);
  });

  it('runs with the default effects (the default check reports the running build)', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(siteUpdateMachine, {
      clock,
      input: { buildId: 'b', clock, storedReload: { path: '/', expiresAt: 5 } },
    }).start();
    clock.increment(HOUR);
    await flush();
    expect(isUpdateAvailable(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().matches({ reloadGuard: 'expired' })).toBe(true);
  });
});
