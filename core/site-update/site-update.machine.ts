import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Clock } from '../platform/clock.port';

// spec 9: the outdated-build check runs every 3,600,000 ms (1 hour).
export const SITE_UPDATE_CHECK_INTERVAL_MS = 3_600_000;
// spec 4 and 9: the reload guard keeps the reload path for 10 s.
export const RELOAD_GUARD_MS = 10_000;

/** The reload path kept in session storage, and until when it holds a reload back. */
export interface StoredReload {
  path: string;
  expiresAt: number;
}

/** A reload to `path` is held back while the same path was reloaded less than 10 s ago. */
export function isReloadHeldBack(stored: StoredReload | null, path: string, now: number): boolean {
  return stored !== null && stored.path === path && now < stored.expiresAt;
}

export interface SiteUpdateInput {
  buildId: string;
  clock: Clock;
  storedReload: StoredReload | null;
}

export interface SiteUpdateContext {
  buildId: string;
  latestBuildId: string;
  clock: Clock;
  /** What this page found in session storage when it loaded (it came from a reload). */
  storedReload: StoredReload | null;
}

export type SiteUpdateEvent = { type: 'siteUpdate.navigate'; path: string };

// spec 4: a timer checks for a newer build; on a new build the app reloads at the next
// navigation. The reload guard stops a page that was just loaded by a reload to a path from
// reloading to that path again (a stale manifest would otherwise loop). It is judged by wall
// time (the Clock), not by timers, so it holds even when the two disagree (a sleeping tab);
// the guard region only tidies session storage once the 10 s are up.
export const siteUpdateMachine = setup({
  types: {
    context: {} as SiteUpdateContext,
    events: {} as SiteUpdateEvent,
    input: {} as SiteUpdateInput,
  },
  guards: {
    isNewBuild: ({ context }, params: { latest: string }) => params.latest !== context.buildId,
    hasStoredReload: ({ context }) => context.storedReload !== null,
    isGuardActive: ({ context }) => context.storedReload !== null && context.clock.now() < context.storedReload.expiresAt,
    isRecentReload: ({ context }, params: { path: string }) =>
      isReloadHeldBack(context.storedReload, params.path, context.clock.now()),
  },
  delays: {
    checkInterval: SITE_UPDATE_CHECK_INTERVAL_MS,
    reloadGuardLeft: ({ context }) => Math.max(0, (context.storedReload?.expiresAt ?? 0) - context.clock.now()),
  },
  actions: {
    /** Supplied by the app: put {path, expiresAt} into session storage. */
    storeReloadPath: (_, _params: StoredReload) => {},
    /** Supplied by the app: remove the reload path from session storage. */
    clearReloadPath: () => {},
    /** Supplied by the app: a full page load at `path` instead of a client-side navigation. */
    reloadAt: (_, _params: { path: string }) => {},
  },
  actors: {
    /** Supplied by the app: fetch the build manifest and answer the latest build id. */
    checkBuild: fromPromise<string, { buildId: string }>(async ({ input }) => input.buildId),
  },
}).createMachine({
  id: 'siteUpdate',
  context: ({ input }) => ({
    buildId: input.buildId,
    latestBuildId: input.buildId,
    clock: input.clock,
    storedReload: input.storedReload,
  }),
  type: 'parallel',
  states: {
    build: {
      initial: 'current',
      states: {
        current: { after: { checkInterval: 'checking' } },
        checking: {
          invoke: {
            src: 'checkBuild',
            input: ({ context }) => ({ buildId: context.buildId }),
            onDone: [
              {
                guard: { type: 'isNewBuild', params: ({ event }) => ({ latest: event.output }) },
                target: 'outdated',
                actions: assign({ latestBuildId: ({ event }) => event.output }),
              },
              { target: 'current' },
            ],
            // A failed check is retried at the next interval.
            onError: 'current',
          },
        },
        outdated: {
          on: {
            'siteUpdate.navigate': [
              // Held back: this path was reloaded moments ago, so the router navigates as usual.
              { guard: { type: 'isRecentReload', params: ({ event }) => ({ path: event.path }) } },
              {
                target: 'reloading',
                actions: [
                  {
                    type: 'storeReloadPath',
                    params: ({ context, event }) => ({
                      path: event.path,
                      expiresAt: context.clock.now() + RELOAD_GUARD_MS,
                    }),
                  },
                  { type: 'reloadAt', params: ({ event }) => ({ path: event.path }) },
                ],
              },
            ],
          },
        },
        reloading: {},
      },
    },
    reloadGuard: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isGuardActive', target: 'active' },
            { guard: 'hasStoredReload', target: 'expired', actions: 'clearReloadPath' },
            { target: 'expired' },
          ],
        },
        active: { after: { reloadGuardLeft: { target: 'expired', actions: 'clearReloadPath' } } },
        expired: {},
      },
    },
  },
});

export type SiteUpdateSnapshot = SnapshotFrom<typeof siteUpdateMachine>;

/** A newer build is out; the next navigation (after the guard) will be a full page load. */
export function isUpdateAvailable(snapshot: SiteUpdateSnapshot): boolean {
  return snapshot.matches({ build: 'outdated' }) || isReloading(snapshot);
}

/** The last navigation became a reload, so the router must not also navigate client-side. */
export function isReloading(snapshot: SiteUpdateSnapshot): boolean {
  return snapshot.matches({ build: 'reloading' });
}
