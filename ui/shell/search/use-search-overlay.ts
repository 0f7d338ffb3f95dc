import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { searchOverlayMachine } from '../../../core/search/search-overlay.machine';

export const SEARCH_OVERLAY_ID = 'site-search';
export const SEARCH_TOGGLE_ID = 'site-search-toggle';

export type SearchOverlayActor = ActorRefFrom<typeof searchOverlayMachine>;

/**
 * The search overlay's actor with its router and focus effects. The header owns it so that the
 * mobile panel can close the overlay when it opens.
 */
export function useSearchOverlay(): SearchOverlayActor {
  const navigate = useNavigate();
  return useActorRef(
    searchOverlayMachine.provide({
      actions: {
        navigateToSearch: (_, params) => {
          void navigate(params.url);
        },
        // An outside click that landed on another control (something in the tab order) leaves the
        // focus there; a click on plain content (body, a tabindex=-1 container) does not count.
        returnFocusToToggle: () => {
          const active = document.activeElement;
          const overlay = document.getElementById(SEARCH_OVERLAY_ID);
          if (active instanceof HTMLElement && active.tabIndex >= 0 && !overlay?.contains(active)) return;
          document.getElementById(SEARCH_TOGGLE_ID)?.focus();
        },
      },
    }),
  );
}
