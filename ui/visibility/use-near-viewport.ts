import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far outside the viewport counts as near (an IntersectionObserver root margin); 200px by default. */
  margin?: string;
  /**
   * Follow the element in and out of the viewport (true), instead of answering true once for good
   * (false, the default).
   */
  follow?: boolean;
}

/**
 * Whether the element is near the viewport (within `margin`). By default it answers once: it becomes
 * true when the element first comes near and stays true (#24: what is off screen on load starts its
 * work, and loads its code, when the visitor scrolls to it). With `follow` it also turns false again
 * when the element leaves (#24: a countdown or a carousel nobody sees stops working until it is seen
 * again). It is false on the first render (the server's too, so hydration matches) until the observer
 * reports. Where the browser cannot tell (no IntersectionObserver, no element) it is true at once, so
 * nothing waits for a signal that never comes.
 */
export function useNearViewport(ref: RefObject<Element | null>, options: NearViewportOptions | string = {}): boolean {
  const { margin = '200px', follow = false } = typeof options === 'string' ? { margin: options } : options;
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // One element is observed: its latest entry is where it is now.
        const latest = entries.at(-1);
        if (follow) {
          if (latest) setNear(latest.isIntersecting);
          return;
        }
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, follow]);
  return near;
}
