import { useEffect, useState, type RefObject } from 'react';

// An ad frame is our creative or an iframe a third-party ad script put in the slot.
const FRAME_SELECTOR = '[data-ad-frame], iframe';

/** spec 4: whether the slot holds an ad frame, watched as the provider fills or empties it. */
export function useHasAdFrame(slot: RefObject<HTMLElement | null>): boolean {
  const [hasFrame, setHasFrame] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const check = () => setHasFrame(element.querySelector(FRAME_SELECTOR) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [slot]);
  return hasFrame;
}
