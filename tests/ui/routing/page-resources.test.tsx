import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydratedPageResources } from '../../../composition/hydrated-page-resources';
import { PageResourcesContext, usePageResource } from '../../../ui/routing/page-resources';

function Slot({ name, load }: { name: string | null; load: (name: string) => Promise<string> }) {
  const value = usePageResource(name, () => load(name!));
  return <p>{value ?? 'empty'}</p>;
}

/** A load that records its calls and answers when told. */
function loads() {
  const calls: string[] = [];
  const pending: Array<() => void> = [];
  const load = (name: string) => {
    calls.push(name);
    return new Promise<string>((resolve) => pending.push(() => resolve(`loaded ${name}`)));
  };
  return { calls, load, answer: () => act(async () => pending.splice(0).forEach((resolve) => resolve())) };
}

describe('usePageResource (#12)', () => {
  it("renders the server's value first and loads nothing for it; a new key loads after render", async () => {
    const resources = new HydratedPageResources({ home: 'rendered home' });
    const { calls, load, answer } = loads();
    const { rerender } = render(
      <PageResourcesContext.Provider value={resources}>
        <Slot name="home" load={load} />
      </PageResourcesContext.Provider>,
    );
    expect(screen.getByText('rendered home')).toBeInTheDocument();
    await answer();
    expect(calls).toEqual([]);

    resources.release();
    rerender(
      <PageResourcesContext.Provider value={resources}>
        <Slot name="sport" load={load} />
      </PageResourcesContext.Provider>,
    );
    expect(screen.getByText('empty')).toBeInTheDocument();
    await answer();
    expect(calls).toEqual(['sport']);
    expect(screen.getByText('loaded sport')).toBeInTheDocument();
  });

  it('loads after render without resources, and a released page gives a later view nothing', async () => {
    const { calls, load, answer } = loads();
    render(<Slot name="home" load={load} />);
    expect(screen.getByText('empty')).toBeInTheDocument();
    await answer();
    expect(screen.getByText('loaded home')).toBeInTheDocument();
    expect(calls).toEqual(['home']);

    const released = new HydratedPageResources({ home: 'rendered home' });
    released.release();
    expect(released.read('home')).toBeUndefined();
  });

  it('asks nothing while the key is null', async () => {
    const { calls, load, answer } = loads();
    render(<Slot name={null} load={load} />);
    await answer();
    expect(calls).toEqual([]);
    expect(screen.getByText('empty')).toBeInTheDocument();
  });
});
