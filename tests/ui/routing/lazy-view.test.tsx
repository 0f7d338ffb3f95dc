import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ServerPageResources } from '../../../composition/server/server-page-resources';
import { lazyView, preloadViews, RenderedViewsContext } from '../../../ui/routing/lazy-view';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazy views (#12)', () => {
  it("are named by the pages that render them, and render at once once preloaded, as a hydrating page's must", async () => {
    let loads = 0;
    const LazyGreeting = lazyView('greeting', async () => {
      loads += 1;
      return { default: Greeting };
    });
    const rendered = new Set<string>();
    const first = render(
      <RenderedViewsContext.Provider value={rendered}>
        <Suspense fallback={<p>loading</p>}>
          <LazyGreeting name="fans" />
        </Suspense>
      </RenderedViewsContext.Provider>,
    );
    expect(rendered).toEqual(new Set(['greeting']));
    expect(await screen.findByText('Hello fans')).toBeInTheDocument();
    first.unmount();

    await preloadViews(['greeting', 'no-such-view']);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyGreeting name="again" />
      </Suspense>,
    );
    // No fallback frame: the view's code is there before its first render.
    expect(screen.getByText('Hello again')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(loads).toBe(2);
  });
});

describe("a server render's page resources (#12)", () => {
  it('suspend the first ask until the value arrives, then give it; a failed load is left for the browser', async () => {
    const resources = new ServerPageResources();
    let thrown: unknown;
    try {
      resources.read('promotions:home-top:0', async () => ({ campaigns: [1, 2] }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(resources.read('promotions:home-top:0', async () => ({ campaigns: [] }))).toEqual({ campaigns: [1, 2] });

    try {
      resources.read('splash:0', () => Promise.reject(new Error('down')));
    } catch (error) {
      await error;
    }
    expect(resources.read('splash:0', async () => 'never asked')).toBeUndefined();
    expect(resources.values()).toEqual({ 'promotions:home-top:0': { campaigns: [1, 2] } });
  });
});
