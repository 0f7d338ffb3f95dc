import { useEffect } from 'react';

// Several menus can hold the same marker (desktop and mobile both set nav-is-open), so count holders.
const holders = new Map<string, number>();

/** spec 2.3: an open menu marks the page (e.g. 'nav-is-open') on the root element while it is open. */
export function useDocumentClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    holders.set(className, (holders.get(className) ?? 0) + 1);
    root.classList.add(className);
    return () => {
      const left = (holders.get(className) ?? 1) - 1;
      if (left > 0) {
        holders.set(className, left);
        return;
      }
      holders.delete(className);
      root.classList.remove(className);
    };
  }, [className, active]);
}
