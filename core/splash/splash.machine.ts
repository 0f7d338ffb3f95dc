import { fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  SPLASH_CLICK_FAILURE_MESSAGE,
  SPLASH_CONTINUE_COOKIE_MS,
  SPLASH_FALLBACK_PATH,
  SPLASH_FOCUS_DELAY_MS,
  SPLASH_PERMANENT_COOKIE_EXPIRES_AT,
  SPLASH_SHOWN_COOKIE_MS,
} from './splash-timings';

/**
 * One actor per splash content. Whether it is visible at all (content, dates, cookies, splash
 * path) is decided beforehand by the pure visibility rules and passed in as `visible`.
 */
export interface SplashMachineInput {
  splashId: number;
  link: string | null;
  onSplashRoute: boolean;
  visible: boolean;
}

export type SplashMachineContext = SplashMachineInput;

export type SplashEvent =
  | { type: 'splash.continue' }
  | { type: 'splash.escape' }
  | { type: 'splash.skip' }
  | { type: 'splash.mediaClick' };

/** Relative cookie lifetimes; the app turns them into an expiry with its Clock. */
export interface SplashCookieParams {
  splashId: number;
  maxAgeMs: number;
}

/** The permanent skip cookie expires at an absolute time. */
export interface SplashPermanentCookieParams {
  splashId: number;
  expiresAt: number;
}

// spec 4: clicking the image or video goes to the splash link or /.
export function splashLinkTarget(link: string | null): string {
  return link?.trim() || SPLASH_FALLBACK_PATH;
}

export const splashMachine = setup({
  types: {
    context: {} as SplashMachineContext,
    events: {} as SplashEvent,
    input: {} as SplashMachineInput,
  },
  guards: {
    isVisible: ({ context }) => context.visible,
    isOnSplashRoute: ({ context }) => context.onSplashRoute,
  },
  delays: {
    focusDelay: SPLASH_FOCUS_DELAY_MS,
  },
  actions: {
    setShownCookie: (_, _params: SplashCookieParams) => {},
    setContinueCookie: (_, _params: SplashCookieParams) => {},
    setPermanentCookie: (_, _params: SplashPermanentCookieParams) => {},
    focusSplash: () => {},
    navigate: (_, _params: { url: string }) => {},
    /** spec 8: a failed click recording is logged only; the visitor still goes on. */
    logClickFailure: (_, _params: { message: string; error: unknown }) => {},
  },
  actors: {
    /** Supplied by the app: GET /api/v2/Splash/click/{splashId}. */
    recordClick: fromPromise<void, { splashId: number }>(async () => {}),
  },
}).createMachine({
  id: 'splash',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isVisible', target: 'shown' }, { target: 'hidden' }],
    },
    hidden: { type: 'final' },
    shown: {
      // spec 4: when shown, a 5-minute cookie is set and focus moves to the splash after 1.5 s.
      entry: {
        type: 'setShownCookie',
        params: ({ context }) => ({ splashId: context.splashId, maxAgeMs: SPLASH_SHOWN_COOKIE_MS }),
      },
      after: { focusDelay: { actions: 'focusSplash' } },
      on: {
        'splash.continue': 'continuing',
        'splash.escape': 'continuing',
        'splash.skip': {
          target: 'closed',
          actions: {
            type: 'setPermanentCookie',
            params: ({ context }) => ({ splashId: context.splashId, expiresAt: SPLASH_PERMANENT_COOKIE_EXPIRES_AT }),
          },
        },
        'splash.mediaClick': 'recordingClick',
      },
    },
    // spec 4: 'Continue to Home' or Escape sets a 4-hour cookie, closes, and goes to / on the splash route.
    continuing: {
      entry: {
        type: 'setContinueCookie',
        params: ({ context }) => ({ splashId: context.splashId, maxAgeMs: SPLASH_CONTINUE_COOKIE_MS }),
      },
      always: [
        {
          guard: 'isOnSplashRoute',
          target: 'closed',
          actions: { type: 'navigate', params: { url: SPLASH_FALLBACK_PATH } },
        },
        { target: 'closed' },
      ],
    },
    recordingClick: {
      invoke: {
        src: 'recordClick',
        input: ({ context }) => ({ splashId: context.splashId }),
        onDone: {
          target: 'closed',
          actions: { type: 'navigate', params: ({ context }) => ({ url: splashLinkTarget(context.link) }) },
        },
        onError: {
          target: 'closed',
          actions: [
            {
              type: 'logClickFailure',
              params: ({ event }) => ({ message: SPLASH_CLICK_FAILURE_MESSAGE, error: event.error }),
            },
            { type: 'navigate', params: ({ context }) => ({ url: splashLinkTarget(context.link) }) },
          ],
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type SplashSnapshot = SnapshotFrom<typeof splashMachine>;

/** Whether the overlay is on screen (it stays up while the click is being recorded). */
export function isSplashShown(snapshot: SplashSnapshot): boolean {
  return snapshot.matches('shown') || snapshot.matches('recordingClick');
}
