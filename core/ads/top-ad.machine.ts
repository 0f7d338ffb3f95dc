import { assign, setup, type SnapshotFrom } from 'xstate';

// spec 2.3: the mobile top ad's close button: its text and its accessible label.
export const CLOSE_TOP_AD_TEXT = 'Close Ad';
export const CLOSE_TOP_AD_LABEL = 'close top ad';
// spec 9: desktop scroll handling of the top ad is throttled at 200 ms.
export const TOP_AD_SCROLL_THROTTLE_MS = 200;

export type TopAdDevice = 'mobile' | 'desktop';

export interface TopAdInput {
  device: TopAdDevice;
}

interface ScrollPosition {
  y: number;
  height: number;
}

export interface TopAdContext {
  device: TopAdDevice;
  /** The visitor pressed Close Ad. */
  dismissed: boolean;
  /** Desktop: the page is scrolled beyond the ad's height. */
  scrolledPast: boolean;
  /** Desktop: the latest scroll seen while throttled, applied when the wait ends. */
  pending: ScrollPosition | null;
}

export type TopAdEvent =
  | { type: 'topAd.close' }
  | ({ type: 'topAd.scroll' } & ScrollPosition)
  | { type: 'topAd.deviceChanged'; device: TopAdDevice };

const isPast = ({ y, height }: ScrollPosition) => y > height;

// spec 2.3: on mobile the top ad has a Close Ad button and otherwise stays visible; on desktop
// it hides after scrolling past its height (and shows again when scrolled back). Scrolls are
// throttled with a trailing update, so the last position of a fast scroll is never lost.
export const topAdMachine = setup({
  types: {
    context: {} as TopAdContext,
    events: {} as TopAdEvent,
    input: {} as TopAdInput,
  },
  guards: {
    isMobile: ({ context }) => context.device === 'mobile',
    hasPending: ({ context }) => context.pending !== null,
  },
  delays: { scrollThrottle: TOP_AD_SCROLL_THROTTLE_MS },
  actions: {
    dismiss: assign({ dismissed: true }),
    applyScroll: assign({
      scrolledPast: ({ context, event }) => (event.type === 'topAd.scroll' ? isPast(event) : context.scrolledPast),
    }),
    keepPending: assign({
      pending: ({ context, event }) => (event.type === 'topAd.scroll' ? { y: event.y, height: event.height } : context.pending),
    }),
    applyPending: assign({
      scrolledPast: ({ context }) => (context.pending ? isPast(context.pending) : context.scrolledPast),
      pending: null,
    }),
    setDevice: assign({
      device: ({ context, event }) => (event.type === 'topAd.deviceChanged' ? event.device : context.device),
      pending: null,
    }),
  },
}).createMachine({
  id: 'topAd',
  context: ({ input }) => ({ device: input.device, dismissed: false, scrolledPast: false, pending: null }),
  initial: 'deciding',
  on: {
    'topAd.deviceChanged': { target: '.deciding', actions: 'setDevice' },
  },
  states: {
    deciding: {
      always: [{ guard: 'isMobile', target: 'mobile' }, { target: 'desktop' }],
    },
    mobile: {
      on: { 'topAd.close': { actions: 'dismiss' } },
    },
    desktop: {
      initial: 'ready',
      states: {
        ready: {
          on: { 'topAd.scroll': { target: 'throttled', actions: 'applyScroll' } },
        },
        throttled: {
          on: { 'topAd.scroll': { actions: 'keepPending' } },
          after: {
            scrollThrottle: [
              { guard: 'hasPending', target: 'throttled', reenter: true, actions: 'applyPending' },
              { target: 'ready' },
            ],
          },
        },
      },
    },
  },
});

export type TopAdSnapshot = SnapshotFrom<typeof topAdMachine>;

export function isTopAdVisible(snapshot: TopAdSnapshot): boolean {
  const { device, dismissed, scrolledPast } = snapshot.context;
  if (dismissed) return false;
  return device === 'mobile' || !scrolledPast;
}

/** spec 2.3: the Close Ad button exists on mobile only. */
export function showCloseTopAd(snapshot: TopAdSnapshot): boolean {
  return snapshot.context.device === 'mobile' && !snapshot.context.dismissed;
}
