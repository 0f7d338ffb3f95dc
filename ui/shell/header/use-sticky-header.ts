import { useActorRef } from '@xstate/react';
import { useEffect, type RefObject } from 'react';
import { stickyHeaderMachine } from '../../../core/layout/sticky-header.machine';

/** spec 4: the document's marker while the sticky header is not fully visible. */
export const HEADER_STUCK_CLASS = 'header-is-stuck';

const markedHeader = stickyHeaderMachine.provide({
  actions: {
    setStuckMarker: (_, { stuck }) => {
      document.documentElement.classList.toggle(HEADER_STUCK_CLASS, stuck);
    },
  },
});

/**
 * Watches how much of the header the viewport shows and marks the document stuck when any of it is
 * out of view. The observed area starts one pixel down, so a header pinned at the very top counts
 * as stuck too.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>): void {
  const actor = useActorRef(markedHeader);
  useEffect(() => {
    const element = header.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) actor.send({ type: 'header.visibility', ratio: entry.intersectionRatio });
      },
      { threshold: [0, 0.25, 0.5, 0.75, 0.99, 1], rootMargin: '-1px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.documentElement.classList.remove(HEADER_STUCK_CLASS);
    };
  }, [actor, header]);
}
