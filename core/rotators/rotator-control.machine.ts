import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

// spec 4: the control's label toggles between these, character for character.
export const PAUSE_ROTATORS_LABEL = 'Pause All Rotators';
export const PLAY_ROTATORS_LABEL = 'Play All Rotators';
// spec 4: what the screen-reader announcer says after a toggle.
export const ROTATORS_PAUSED_MESSAGE = 'All Rotators Paused';
export const ROTATORS_PLAYING_MESSAGE = 'All Rotators Playing';

// spec 1 and 9: autoplaying carousels are detected 2 s after a route name change.
export const ROTATOR_DETECTION_DELAY_MS = 2_000;
// spec 4 and 9: the playing message hides after 1 s.
export const ROTATOR_MESSAGE_HIDE_MS = 1_000;

export interface RotatorControlContext {
  hasAutoplayingCarousel: boolean;
  announcement: string | null;
}

export type RotatorControlEvent = { type: 'rotator.toggle' } | { type: 'rotator.routeNameChanged' } | { type: 'rotator.carouselsChanged' };

/**
 * spec 1 and 4: one pause/play control for every rotating carousel on the page.
 * Detection is an invoked promise actor `detectCarousel` (the UI looks for an autoplaying
 * carousel and answers true or false), so a slow or failing lookup never blocks the toggle. A
 * route name change hides the control until the new page has been looked at, because the old
 * page's answer says nothing about the new one. A carousel that starts or stops autoplaying after
 * that look (one hydrated when the visitor scrolls to it, long after the 2 s) has the page looked at
 * again at once, so the control is there whenever anything rotates (WCAG 2.2.2). Paused or playing
 * carries over across routes.
 */
export const rotatorControlMachine = setup({
  types: {
    context: {} as RotatorControlContext,
    events: {} as RotatorControlEvent,
  },
  guards: {
    /** Supplied by the UI: the visitor prefers reduced motion, so rotators start paused, unannounced. */
    startsPaused: () => false,
  },
  delays: {
    detectionDelay: ROTATOR_DETECTION_DELAY_MS,
    messageHide: ROTATOR_MESSAGE_HIDE_MS,
  },
  actions: {
    /** Supplied by the UI: stop every carousel's autoplay. */
    pauseAll: () => {},
    /** Supplied by the UI: resume every carousel's autoplay. */
    playAll: () => {},
    announcePaused: assign({ announcement: ROTATORS_PAUSED_MESSAGE }),
    announcePlaying: assign({ announcement: ROTATORS_PLAYING_MESSAGE }),
    clearAnnouncement: assign({ announcement: null }),
    forgetCarousel: assign({ hasAutoplayingCarousel: false }),
  },
  actors: {
    /** Supplied by the UI: does the current page have an autoplaying carousel? */
    detectCarousel: fromPromise<boolean>(async () => false),
  },
}).createMachine({
  id: 'rotatorControl',
  context: { hasAutoplayingCarousel: false, announcement: null },
  type: 'parallel',
  states: {
    detection: {
      initial: 'idle',
      on: {
        'rotator.routeNameChanged': { target: '.waiting', reenter: true, actions: 'forgetCarousel' },
      },
      states: {
        idle: { on: { 'rotator.carouselsChanged': 'detecting' } },
        waiting: { after: { detectionDelay: 'detecting' } },
        detecting: {
          on: { 'rotator.carouselsChanged': { target: 'detecting', reenter: true } },
          invoke: {
            src: 'detectCarousel',
            onDone: { target: 'idle', actions: assign({ hasAutoplayingCarousel: ({ event }) => event.output }) },
            onError: { target: 'idle', actions: 'forgetCarousel' },
          },
        },
      },
    },
    playback: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'startsPaused', target: 'paused' }, { target: 'playing' }] },
        playing: {
          initial: 'quiet',
          on: { 'rotator.toggle': { target: 'paused', actions: ['pauseAll', 'announcePaused'] } },
          states: {
            quiet: {},
            announcing: { after: { messageHide: { target: 'quiet', actions: 'clearAnnouncement' } } },
          },
        },
        paused: {
          on: { 'rotator.toggle': { target: 'playing.announcing', actions: ['playAll', 'announcePlaying'] } },
        },
      },
    },
  },
});

export type RotatorControlSnapshot = SnapshotFrom<typeof rotatorControlMachine>;

export function areRotatorsPlaying(snapshot: RotatorControlSnapshot): boolean {
  return snapshot.matches({ playback: 'playing' });
}

/** The button's text: what pressing it will do. */
export function rotatorControlLabel(snapshot: RotatorControlSnapshot): string {
  return areRotatorsPlaying(snapshot) ? PAUSE_ROTATORS_LABEL : PLAY_ROTATORS_LABEL;
}

/** spec 1: the control is shown only when the page has an autoplaying carousel. */
export function isRotatorControlVisible(snapshot: RotatorControlSnapshot): boolean {
  return snapshot.context.hasAutoplayingCarousel;
}

/** Text for the live region, or null when nothing is to be announced. */
export function rotatorAnnouncement(snapshot: RotatorControlSnapshot): string | null {
  return snapshot.context.announcement;
}
