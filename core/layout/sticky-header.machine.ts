import { setup, type SnapshotFrom } from 'xstate';

export type StickyHeaderEvent = { type: 'header.visibility'; ratio: number };

/** spec 4: the header counts as stuck as soon as any part of it is out of view. */
export function isHeaderStuck(visibleRatio: number): boolean {
  return visibleRatio < 1;
}

// spec 4: marks the document as stuck when the header is not fully visible. The marker action
// runs only on a change, so the UI touches the document once per switch, not per observation.
export const stickyHeaderMachine = setup({
  types: {
    events: {} as StickyHeaderEvent,
  },
  guards: {
    isPartlyHidden: ({ event }) => isHeaderStuck(event.ratio),
    isFullyVisible: ({ event }) => !isHeaderStuck(event.ratio),
  },
  actions: {
    /** Supplied by the UI: set or remove the document-level stuck marker. */
    setStuckMarker: (_, _params: { stuck: boolean }) => {},
  },
}).createMachine({
  id: 'stickyHeader',
  initial: 'unstuck',
  states: {
    unstuck: {
      on: {
        'header.visibility': {
          guard: 'isPartlyHidden',
          target: 'stuck',
          actions: { type: 'setStuckMarker', params: { stuck: true } },
        },
      },
    },
    stuck: {
      on: {
        'header.visibility': {
          guard: 'isFullyVisible',
          target: 'unstuck',
          actions: { type: 'setStuckMarker', params: { stuck: false } },
        },
      },
    },
  },
});

export type StickyHeaderSnapshot = SnapshotFrom<typeof stickyHeaderMachine>;

export function isStuck(snapshot: StickyHeaderSnapshot): boolean {
  return snapshot.matches('stuck');
}
