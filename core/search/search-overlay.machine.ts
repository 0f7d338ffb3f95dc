import { assign, setup, type SnapshotFrom } from 'xstate';

/** spec 2.3: the search input's placeholder. */
export const SEARCH_PLACEHOLDER = 'Search...';

/** spec 2.1 and 2.3: Enter submits to /search?q={query}. */
export function searchUrl(text: string): string {
  return '/search?q=' + encodeURIComponent(text.trim());
}

/** spec 5: search submits only when the trimmed text is non-empty. */
export function isSearchable(text: string): boolean {
  return text.trim().length > 0;
}

export interface SearchOverlayContext {
  text: string;
}

export type SearchOverlayEvent =
  | { type: 'search.toggle' }
  | { type: 'search.open' }
  | { type: 'search.input'; value: string }
  | { type: 'search.submit' }
  | { type: 'search.escape' }
  | { type: 'search.outsideClick' };

// spec 2.3 and 4: closed or open; typed text is kept across close and open; Escape or an outside
// click closes and returns focus to the toggle; Enter submits to /search?q={query}.
export const searchOverlayMachine = setup({
  types: {
    context: {} as SearchOverlayContext,
    events: {} as SearchOverlayEvent,
  },
  guards: {
    hasQuery: ({ context }) => isSearchable(context.text),
  },
  actions: {
    storeText: assign({ text: ({ context, event }) => (event.type === 'search.input' ? event.value : context.text) }),
    /** Supplied by the app: client-side navigation to the search results page. */
    navigateToSearch: (_, _params: { url: string }) => {},
    /** Supplied by the UI: focus the search toggle button again. */
    returnFocusToToggle: () => {},
  },
}).createMachine({
  id: 'searchOverlay',
  context: { text: '' },
  initial: 'closed',
  on: {
    'search.input': { actions: 'storeText' },
  },
  states: {
    closed: {
      on: {
        'search.toggle': 'open',
        'search.open': 'open',
      },
    },
    open: {
      on: {
        'search.toggle': 'closed',
        'search.submit': {
          guard: 'hasQuery',
          target: 'closed',
          actions: { type: 'navigateToSearch', params: ({ context }) => ({ url: searchUrl(context.text) }) },
        },
        'search.escape': { target: 'closed', actions: 'returnFocusToToggle' },
        'search.outsideClick': { target: 'closed', actions: 'returnFocusToToggle' },
      },
    },
  },
});

export type SearchOverlaySnapshot = SnapshotFrom<typeof searchOverlayMachine>;

export function isSearchOpen(snapshot: SearchOverlaySnapshot): boolean {
  return snapshot.matches('open');
}

/** spec 5: the submit button is disabled and unfocusable while the trimmed text is empty. */
export function canSubmit(snapshot: SearchOverlaySnapshot): boolean {
  return isSearchable(snapshot.context.text);
}
