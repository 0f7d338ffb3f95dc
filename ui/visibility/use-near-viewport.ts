import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the viewport (within `margin`), once; it stays true. Where the
 * browser cannot tell (no IntersectionObserver, no element) it is true at once, so nothing waits for
 * a signal that never comes. #24: what is off screen on load starts its work (and loads its code)
 * when the visitor scrolls to it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin]);
  return near;
}
