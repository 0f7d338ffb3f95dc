import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { BrowserHydrationTurns, HydrationTurnsContext } from './hydration-turns';
import { RenderedViewsContext } from './lazy-view';
import { PageResourcesContext } from './page-resources';

type Load<P> = () => Promise<{ default: ComponentType<P> }>;

/** How far below the viewport a deferred part starts loading its code. */
const MARGIN = '200px';

/**
 * Opens `open` once one of the element's children comes within MARGIN of the viewport, or focus moves
 * into it (a keyboard visitor); at once where the browser cannot tell. Returns the cleanup.
 */
function whenNear(element: HTMLElement, open: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || element.children.length === 0) {
    open();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  }, { rootMargin: MARGIN });
  for (const child of element.children) observer.observe(child);
  element.addEventListener('focusin', open);
  return () => {
    observer.disconnect();
    element.removeEventListener('focusin', open);
  };
}

/** Where a deferred view's code waits: open unless a hydrating part holds it, until that part says go. */
class Gate {
  private held: Promise<void> | null = null;
  private release: () => void = () => {};

  hold(): void {
    this.held ??= new Promise<void>((resolve) => (this.release = resolve));
  }

  open(): void {
    this.release();
  }

  passed(): Promise<void> {
    return this.held ?? Promise.resolve();
  }
}

/** The gates of every deferred view, for the first navigation to open. */
const gates = new Set<Gate>();

/**
 * Loads every deferred view's code now: called on the page's first navigation within the page. A part
 * still waiting for the visitor would otherwise hold that navigation: React cannot update a part it has
 * not hydrated (a link's location, a hash's scroll) without its code, and keeps the old screen until it can.
 */
export function loadDeferredViews(): void {
  for (const gate of gates) gate.open();
}

/** Marks the part's wrapper once its view has rendered (or hydrated) and its effects have run. */
function MarkHydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
  useEffect(() => wrapper.current?.setAttribute('data-hydrated', 'true'), [wrapper]);
  return null;
}

/**
 * #24, DESIGN 7: a below-the-fold part of a server-rendered page whose code loads, and which hydrates,
 * only when the visitor comes near it. Until then its server markup is on screen and its links work as
 * links. The first load's other parts do not wait for it (it is not one of the page's hydration turns,
 * nor a view the browser loads before hydrating), and what it holds that would load its own code (a
 * carousel) waits with it. Rendered in the browser (a page reached by a link) it loads at once.
 */
export function nearViewportView<P extends object>(load: Load<P>): ComponentType<P> {
  const gate = new Gate();
  gates.add(gate);
  const View = lazy(async () => {
    await gate.passed();
    return load();
  });
  const open = () => gate.open();

  function NearViewportView(props: P) {
    const turns = useContext(HydrationTurnsContext);
    // Decided on the first render: a hydrating page's part waits for the visitor, any other loads now.
    const [deferred] = useState(() => turns instanceof BrowserHydrationTurns && !turns.settled);
    // What the server rendered it with, kept for its late hydration past the page's first navigation.
    const resources = useContext(PageResourcesContext);
    const [ownResources] = useState(() => (deferred ? (resources?.held?.() ?? resources) : resources));
    // Before the view first renders (and its code would be asked for).
    if (deferred) gate.hold();
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!deferred || !element) return open();
      return whenNear(element, open);
    }, [deferred]);
    return (
      <div ref={wrapper} style={{ display: 'contents' }} data-near-viewport="">
        <HydrationTurnsContext.Provider value={null}>
          <RenderedViewsContext.Provider value={null}>
            <PageResourcesContext.Provider value={ownResources}>
              <Suspense fallback={null}>
                <View {...props} />
                <MarkHydrated wrapper={wrapper} />
              </Suspense>
            </PageResourcesContext.Provider>
          </RenderedViewsContext.Provider>
        </HydrationTurnsContext.Provider>
      </div>
    );
  }
  NearViewportView.displayName = 'NearViewportView';
  return NearViewportView;
}
