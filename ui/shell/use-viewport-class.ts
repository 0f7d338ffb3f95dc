import { useEffect } from 'react';
import { BREAKPOINT_NAMES, breakpointForWidth, breakpointMediaQuery, type BreakpointName } from '../../core/viewport/breakpoints';
import { VIEWPORT_COOKIE_NAME, viewportCookieOptions } from '../../core/viewport/viewport-cookie';
import { usePlatform } from '../routing/platform-context';

/** The class on the root element: 'viewport-md' and so on. */
export const viewportClass = (name: BreakpointName): string => `viewport-${name}`;

/**
 * spec 4 and 9: the root element carries the class of the current named breakpoint, changing as
 * the breakpoints' media queries match, and the viewport cookie remembers it (so a later server
 * render can start at the visitor's size).
 */
export function useViewportClass(): void {
  const { cookies, clock } = usePlatform();
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const root = document.documentElement;
    let current: BreakpointName | null = null;
    const update = () => {
      const next = breakpointForWidth(window.innerWidth);
      if (next === current) return;
      if (current) root.classList.remove(viewportClass(current));
      root.classList.add(viewportClass(next));
      current = next;
      if (cookies.get(VIEWPORT_COOKIE_NAME) !== next) cookies.set(VIEWPORT_COOKIE_NAME, next, viewportCookieOptions(clock.now()));
    };
    const queries = BREAKPOINT_NAMES.map((name) => window.matchMedia(breakpointMediaQuery(name)));
    for (const query of queries) query.addEventListener('change', update);
    update();
    return () => {
      for (const query of queries) query.removeEventListener('change', update);
      if (current) root.classList.remove(viewportClass(current));
    };
  }, [cookies, clock]);
}
