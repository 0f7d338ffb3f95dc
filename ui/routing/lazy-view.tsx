import { createContext, lazy, useContext, type ComponentType } from 'react';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** The loads of every lazy view, by name, for the browser to fetch a server-rendered page's before hydrating it. */
const loads = new Map<string, () => Promise<unknown>>();

/** While the server renders a page: the names of the lazy views it rendered. */
export const RenderedViewsContext = createContext<Set<string> | null>(null);

/**
 * A view whose code loads when it is first shown (DESIGN 7: the splash overlay, the carousel). A page
 * the server rendered with it names it (#12), and the browser loads its code before hydrating, so the
 * page is whole and answers from its first render rather than once a suspended view has loaded.
 */
export function lazyView<P extends object>(name: string, load: Load<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  loads.set(name, preload);
  const Suspending = lazy(load);
  function LazyView(props: P) {
    useContext(RenderedViewsContext)?.add(name);
    const View = loaded ?? Suspending;
    return <View {...props} />;
  }
  LazyView.displayName = `LazyView(${name})`;
  return LazyView;
}

/** Loads the code of the named lazy views (names no view has are skipped). */
export async function preloadViews(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loads.get(name)?.()));
}
