import { and, assign, not, setup, type SnapshotFrom } from 'xstate';

/** Which level-1 item of the desktop main navigation shows its drop-down, if any. */
export interface DesktopNavContext {
  openId: number | null;
  /**
   * The open item was opened by the mouse resting on it and has not been clicked since: the click
   * that usually follows a hover confirms it rather than closing it.
   */
  openedByHover: boolean;
}

export type DesktopNavEvent =
  | { type: 'nav.hover'; id: number }
  | { type: 'nav.click'; id: number }
  | { type: 'nav.leave' }
  | { type: 'nav.escape' }
  | { type: 'nav.routeChanged' };

// spec 2.3 and 4: one open level-1 item at a time; hover or click opens; second click,
// mouse leave, Escape or route change closes. A click on an item the hover just opened is the
// first click, not the second.
export const desktopNavMachine = setup({
  types: {
    context: {} as DesktopNavContext,
    events: {} as DesktopNavEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) => 'id' in event && context.openId === event.id,
    isOpenedByHover: ({ context }) => context.openedByHover,
  },
  actions: {
    openItem: assign({ openId: ({ event }) => ('id' in event ? event.id : null), openedByHover: false }),
    openByHover: assign({ openId: ({ event }) => ('id' in event ? event.id : null), openedByHover: true }),
    confirmOpen: assign({ openedByHover: false }),
    closeAll: assign({ openId: null, openedByHover: false }),
    /** Supplied by the UI: move focus back to the trigger of the item that was open. */
    focusTrigger: (_, _params: { id: number }) => {},
  },
}).createMachine({
  id: 'desktopNav',
  context: { openId: null, openedByHover: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'nav.hover': { target: 'open', actions: 'openByHover' },
        'nav.click': { target: 'open', actions: 'openItem' },
      },
    },
    open: {
      on: {
        'nav.hover': { guard: not('isOpenItem'), actions: 'openByHover' },
        'nav.click': [
          { guard: and(['isOpenItem', 'isOpenedByHover']), actions: 'confirmOpen' },
          { guard: 'isOpenItem', target: 'closed', actions: 'closeAll' },
          { actions: 'openItem' },
        ],
        'nav.leave': { target: 'closed', actions: 'closeAll' },
        'nav.escape': {
          target: 'closed',
          // openId is always set while open.
          actions: [{ type: 'focusTrigger', params: ({ context }) => ({ id: context.openId as number }) }, 'closeAll'],
        },
        'nav.routeChanged': { target: 'closed', actions: 'closeAll' },
      },
    },
  },
});

export type DesktopNavSnapshot = SnapshotFrom<typeof desktopNavMachine>;

/** spec 2.3: an open menu sets the page-level 'nav-is-open' marker. */
export function isNavOpen(snapshot: DesktopNavSnapshot): boolean {
  return snapshot.context.openId !== null;
}

/** Whether the drop-down of level-1 item `id` is the open one. */
export function isItemOpen(snapshot: DesktopNavSnapshot, id: number): boolean {
  return snapshot.context.openId === id;
}
