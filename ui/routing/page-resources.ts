import { createContext, createElement, useContext, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * The data a page's own effects would fetch (promotion sets, ad creatives, the splash), fetched by the
 * server while it renders the page and handed to the browser with it (#12): the slots arrive filled,
 * nothing below them moves when they fill, and the browser asks the API nothing on its first render.
 */
export interface PageResources {
  /**
   * What `load` gives for `key` on this page. On the server the first ask loads it and suspends the
   * render until it has arrived; in the browser it is the server's value while the server's page is
   * being hydrated, and undefined once it has been (or for a key the server did not load).
   */
  read<T>(key: string, load: () => Promise<T>): T | undefined;
  /**
   * The server's values as they are now, still readable after the page's first navigation: for a part
   * of the page that hydrates later (near-viewport-view.tsx). Absent where there is nothing to keep.
   */
  held?(): PageResources;
}

/** Present on the server and in a hydrated page; without it (a view rendered alone) every resource loads after render. */
export const PageResourcesContext = createContext<PageResources | null>(null);

/**
 * The value `load` gives for `key`: from the server's render when it rendered this page, else loaded
 * after render, and again whenever `key` changes. null until it arrives (or, with `keepWhileLoading`,
 * the previous key's value until the new one arrives), and while `key` is null. `load` is read when
 * `key` changes, so it may be a new function on every render.
 */
export function usePageResource<T>(key: string | null, load: () => Promise<T>, { keepWhileLoading = false } = {}): T | null {
  const resources = useContext(PageResourcesContext);
  const rendered = key === null ? undefined : resources?.read(key, load);
  const [state, setState] = useState<{ key: string | null; value: T | null }>(() => ({ key, value: rendered ?? null }));
  // The key whose value came with the page: its first effect has nothing to fetch.
  const fromPage = useRef(rendered === undefined ? null : key);

  useEffect(() => {
    if (key === null) return;
    if (fromPage.current === key) {
      fromPage.current = null;
      return;
    }
    let current = true;
    void load().then((value) => {
      if (current) setState({ key, value });
    });
    return () => {
      current = false;
    };
    // A new key is a new resource; a new `load` for the same key is the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key || (keepWhileLoading && key !== null) ? state.value : null;
}

/**
 * A view that reads a page resource, rendered on its own. On the server a view whose resource has not
 * arrived suspends, and the renderer then renders the output of the view's parent again: the whole
 * shell, for the splash. Behind this wrapper only the view renders again, and the ids the views
 * around it take with useId are taken once.
 */
export function renderedAlone<P extends object>(View: ComponentType<P>): ComponentType<P> {
  function Alone(props: P) {
    return createElement(View, props);
  }
  Alone.displayName = `RenderedAlone(${View.displayName ?? View.name})`;
  return Alone;
}
