import { assign, setup, type SnapshotFrom } from 'xstate';

/** The sport navigation's 'Links' sub-menu: open or closed, plus at most one expanded item. */
export interface SportSubMenuContext {
  expandedId: number | null;
}

export type SportSubMenuEvent =
  | { type: 'sportNav.toggle' }
  | { type: 'sportNav.expand'; id: number }
  | { type: 'sportNav.escape' }
  | { type: 'sportNav.routeChanged' };

// spec 2.3 and 4: on smaller screens a Links +/- toggle opens the sub-menu; one expanded item;
// menus close on every route change. Every way of closing also collapses the expanded item, and
// items may expand while closed because on extra-large screens the links show as a bar.
export const sportSubMenuMachine = setup({
  types: {
    context: {} as SportSubMenuContext,
    events: {} as SportSubMenuEvent,
  },
  actions: {
    toggleExpanded: assign({
      expandedId: ({ context, event }) => {
        if (event.type !== 'sportNav.expand') return context.expandedId;
        return context.expandedId === event.id ? null : event.id;
      },
    }),
    collapse: assign({ expandedId: null }),
  },
}).createMachine({
  id: 'sportSubMenu',
  context: { expandedId: null },
  initial: 'closed',
  on: {
    'sportNav.expand': { actions: 'toggleExpanded' },
    'sportNav.escape': { target: '.closed', actions: 'collapse' },
    'sportNav.routeChanged': { target: '.closed', actions: 'collapse' },
  },
  states: {
    closed: {
      on: { 'sportNav.toggle': 'open' },
    },
    open: {
      on: { 'sportNav.toggle': { target: 'closed', actions: 'collapse' } },
    },
  },
});

export type SportSubMenuSnapshot = SnapshotFrom<typeof sportSubMenuMachine>;

/** spec 2.3: an open sport sub-menu sets the page-level 'sport-nav-is-open' marker. */
export function isSportNavOpen(snapshot: SportSubMenuSnapshot): boolean {
  return snapshot.matches('open');
}

/** Whether sport navigation item `id` shows its children. */
export function isSportItemExpanded(snapshot: SportSubMenuSnapshot, id: number): boolean {
  return snapshot.context.expandedId === id;
}
