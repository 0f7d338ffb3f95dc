import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { BrowserHydrationTurns, HydrationTurnsContext, InTurn, ServerHydrationParts, type HydrationTurns } from '../../../ui/routing/hydration-turns';

function Page({ turns, sections }: { turns: HydrationTurns; sections: string[] }) {
  return (
    <HydrationTurnsContext.Provider value={turns}>
      <main>
        {sections.map((section) => (
          <InTurn key={section}>
            <section>
              <h2>{section}</h2>
              <InTurn>
                <p>{`${section} details`}</p>
              </InTurn>
            </section>
          </InTurn>
        ))}
      </main>
    </HydrationTurnsContext.Provider>
  );
}

async function serverMarkup(sections: string[]): Promise<{ html: string; parts: number }> {
  const parts = new ServerHydrationParts();
  const { prelude } = await prerender(<Page turns={parts} sections={sections} />);
  return { html: await new Response(prelude).text(), parts: parts.count };
}

describe('hydration in parts (#12, #24)', () => {
  it('counts each part the server rendered once, nested parts included', async () => {
    const { html, parts } = await serverMarkup(['Scores', 'News', 'Videos']);
    expect(parts).toBe(6);
    // Each part is a Suspense boundary in the markup, which React hydrates on its own.
    expect(html.match(/<!--\$-->/g)).toHaveLength(6);
  });

  it('hydrates the server markup without a mismatch and is settled once every part has hydrated', async () => {
    const sections = ['Scores', 'News'];
    const { html, parts } = await serverMarkup(sections);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const serverHeading = root.querySelector('h2');
    const turns = new BrowserHydrationTurns(parts);
    let settled = false;
    turns.whenSettled(() => {
      settled = true;
    });
    const errors: unknown[] = [];
    expect(settled).toBe(false);

    await act(async () => {
      hydrateRoot(root, <Page turns={turns} sections={sections} />, { onRecoverableError: (error) => errors.push(error) });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(errors).toEqual([]);
    expect(settled).toBe(true);
    // Hydrated in place: the server's nodes are kept, not replaced.
    expect(root.querySelector('h2')).toBe(serverHeading);
    expect(root.textContent).toBe('ScoresScores detailsNewsNews details');
    root.remove();
  });

  it('is settled at once for a page with no part, and calls a late listener at once', () => {
    const turns = new BrowserHydrationTurns(0);
    let settled = 0;
    turns.whenSettled(() => (settled += 1));
    turns.taken('a part shown later');
    turns.whenSettled(() => (settled += 1));
    expect(settled).toBe(2);
  });

  it('is settled when the page is rendered in the browser instead (a part failed to hydrate), whatever the server rendered', () => {
    const turns = new BrowserHydrationTurns(5);
    let settled = false;
    turns.whenSettled(() => (settled = true));
    turns.taken('header');
    expect(settled).toBe(false);
    turns.renderedInstead();
    expect(settled).toBe(true);
  });

  it('counts a part that hydrates twice (effects run again) once', () => {
    const turns = new BrowserHydrationTurns(2);
    let settled = false;
    turns.whenSettled(() => (settled = true));
    turns.taken('first');
    turns.taken('first');
    expect(settled).toBe(false);
    turns.taken('second');
    expect(settled).toBe(true);
  });
});
