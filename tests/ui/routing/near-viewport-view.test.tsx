import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserHydrationTurns, HydrationTurnsContext, InTurn, ServerHydrationParts, type HydrationTurns } from '../../../ui/routing/hydration-turns';
import { lazyView, preloadViews, RenderedViewsContext } from '../../../ui/routing/lazy-view';
import { loadDeferredViews, nearViewportView } from '../../../ui/routing/near-viewport-view';
import { withFakeIntersectionObserver } from '../support/intersection-observer';

/** A below-the-fold part whose code counts its loads; it answers clicks once hydrated. */
function belowFold() {
  let loads = 0;
  function Counter({ label }: { label: string }) {
    const [clicks, setClicks] = useState(0);
    return (
      <section>
        <h2>{label}</h2>
        <button type="button" onClick={() => setClicks(clicks + 1)}>{`Clicked ${clicks}`}</button>
        <NestedCarousel />
      </section>
    );
  }
  const NestedCarousel = lazyView('nested-carousel', async () => ({ default: () => <p>carousel</p> }));
  const View = nearViewportView(async () => {
    loads += 1;
    return { default: Counter as ComponentType<{ label: string }> };
  });
  return { View, loads: () => loads };
}

function Page({ turns, View }: { turns: HydrationTurns | null; View: ComponentType<{ label: string }> }) {
  return (
    <HydrationTurnsContext.Provider value={turns}>
      <main>
        <InTurn>
          <h1>Home</h1>
        </InTurn>
        <View label="Latest News" />
      </main>
    </HydrationTurnsContext.Provider>
  );
}

const roots: HTMLElement[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.remove();
});

async function serverRendered(View: ComponentType<{ label: string }>) {
  const parts = new ServerHydrationParts();
  const views = new Set<string>();
  const { prelude } = await prerender(
    <RenderedViewsContext.Provider value={views}>
      <Page turns={parts} View={View} />
    </RenderedViewsContext.Provider>,
  );
  const root = document.createElement('div');
  root.innerHTML = await new Response(prelude).text();
  document.body.append(root);
  roots.push(root);
  return { root, parts: parts.count, views };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('a part hydrated when the visitor nears it (#24)', () => {
  it('is in the server markup, but neither a hydration turn nor a view loaded before hydrating, nested views included', async () => {
    const { View } = belowFold();
    const { root, parts, views } = await serverRendered(View);
    expect(root.querySelector('h2')?.textContent).toBe('Latest News');
    expect(root.textContent).toContain('carousel');
    expect(parts).toBe(1);
    expect([...views]).toEqual([]);
  });

  it('keeps its server markup and loads no code until it comes near, then hydrates without a mismatch', async () => {
    await withFakeIntersectionObserver(async (observers) => {
      // The server's and the browser's code are separate copies, as they are in production.
      const { root, parts } = await serverRendered(belowFold().View);
      const { View, loads } = belowFold();
      const serverHeading = root.querySelector('h2');
      const turns = new BrowserHydrationTurns(parts);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, <Page turns={turns} View={View} />, { onRecoverableError: (error) => errors.push(error) });
      });
      await settle();

      // The page's first load is over without it: its markup is the server's, its code not loaded.
      expect(turns.settled).toBe(true);
      expect(loads()).toBe(0);
      expect(root.querySelector('h2')).toBe(serverHeading);
      expect(root.querySelector('[data-near-viewport]')?.getAttribute('data-hydrated')).toBeNull();
      const button = root.querySelector('button') as HTMLButtonElement;
      expect(observers.flatMap((observer) => observer.targets)).toContain(root.querySelector('section'));

      observers.forEach((observer) => observer.report(true));
      await settle();
      await settle();
      expect(loads()).toBe(1);
      expect(errors).toEqual([]);
      expect(root.querySelector('[data-near-viewport]')?.getAttribute('data-hydrated')).toBe('true');
      // Hydrated in place: the same elements, now answering.
      expect(root.querySelector('button')).toBe(button);
      await act(async () => button.click());
      expect(button.textContent).toBe('Clicked 1');
    });
  });

  it("loads on the page's first navigation, which could not update the part without its code", async () => {
    await withFakeIntersectionObserver(async () => {
      const { root, parts } = await serverRendered(belowFold().View);
      const { View, loads } = belowFold();
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(root, <Page turns={new BrowserHydrationTurns(parts)} View={View} />, { onRecoverableError: (error) => errors.push(error) });
      });
      await settle();
      expect(loads()).toBe(0);

      loadDeferredViews();
      await settle();
      await settle();
      expect(loads()).toBe(1);
      expect(errors).toEqual([]);
      expect(root.querySelector('[data-near-viewport]')?.getAttribute('data-hydrated')).toBe('true');
    });
  });

  it('loads at once where the page is rendered in the browser (reached by a link)', async () => {
    await preloadViews(['nested-carousel']);
    const { View, loads } = belowFold();
    const root = document.createElement('div');
    document.body.append(root);
    roots.push(root);
    await act(async () => createRoot(root).render(<Page turns={null} View={View} />));
    await settle();
    expect(loads()).toBe(1);
    expect(root.querySelector('h2')?.textContent).toBe('Latest News');
  });
});
