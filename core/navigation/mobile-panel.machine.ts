import { setup, type SnapshotFrom } from 'xstate';

export type MobilePanelEvent =
  | { type: 'mobileNav.toggle' }
  | { type: 'mobileNav.blur' }
  | { type: 'mobileNav.focusLeft' }
  | { type: 'mobileNav.routeChanged' };

/** The tab value the mobile panel announces when it opens. */
export type ToggleTabValue = 'navigation';

// spec 4: opening the mobile panel emits toggleTab with value navigation.
export const MOBILE_NAV_TOGGLE_TAB: ToggleTabValue = 'navigation';

// spec 2.3 and 4: off-canvas panel, open or closed; toggles on the button, closes on blur,
// focus leaving the panel or a route change.
export const mobilePanelMachine = setup({
  types: {
    events: {} as MobilePanelEvent,
  },
  actions: {
    /** Supplied by the UI: tell sibling tabs (search, etc.) which one is now active. */
    emitToggleTab: (_, _params: { value: ToggleTabValue }) => {},
  },
}).createMachine({
  id: 'mobilePanel',
  initial: 'closed',
  states: {
    closed: {
      on: {
        'mobileNav.toggle': {
          target: 'open',
          actions: { type: 'emitToggleTab', params: { value: MOBILE_NAV_TOGGLE_TAB } },
        },
      },
    },
    open: {
      on: {
        'mobileNav.toggle': 'closed',
        'mobileNav.blur': 'closed',
        'mobileNav.focusLeft': 'closed',
        'mobileNav.routeChanged': 'closed',
      },
    },
  },
});

export type MobilePanelSnapshot = SnapshotFrom<typeof mobilePanelMachine>;

/** Whether the off-canvas panel is open (drives the toggle's aria-expanded). */
export function isMobileNavOpen(snapshot: MobilePanelSnapshot): boolean {
  return snapshot.matches('open');
}
