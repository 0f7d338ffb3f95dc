import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import {
  canSubmit,
  isSearchOpen,
  isSearchable,
  SEARCH_PLACEHOLDER,
  searchOverlayMachine,
  searchUrl,
} from '../../../core/search/search-overlay.machine';

function start() {
  const navigateToSearch = vi.fn();
  const returnFocusToToggle = vi.fn();
  const actor = createActor(
    searchOverlayMachine.provide({
      actions: {
        navigateToSearch: (_, params) => navigateToSearch(params),
        returnFocusToToggle: () => returnFocusToToggle(),
      },
    }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, navigateToSearch, returnFocusToToggle };
}

describe('search helpers', () => {
  it('uses the spec placeholder', () => {
    expect(SEARCH_PLACEHOLDER).toBe('Search...');
  });

  it('builds /search?q= with the trimmed, encoded text, which decodes back', () => {
    expect(searchUrl('  basket ball & more ')).toBe('/search?q=basket%20ball%20%26%20more');
    fc.assert(
      fc.property(fc.string(), (text) => {
        const url = searchUrl(text);
        expect(url.startsWith('/search?q=')).toBe(true);
        expect(new URLSearchParams(url.slice('/search'.length)).get('q')).toBe(text.trim());
      }),
    );
  });

  it('is searchable exactly when the trimmed text is non-empty', () => {
    fc.assert(fc.property(fc.string(), (text) => isSearchable(text) === (text.trim() !== '')));
  });
});

describe('search overlay machine', () => {
  it('toggle and open open it; toggle closes it', () => {
    const { actor } = start();
    actor.send({ type: 'search.toggle' });
    expect(isSearchOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'search.toggle' });
    expect(isSearchOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'search.open' });
    expect(isSearchOpen(actor.getSnapshot())).toBe(true);
  });

  it('keeps typed text across close and open', () => {
    const { actor } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.input', value: 'hockey' });
    actor.send({ type: 'search.escape' });
    actor.send({ type: 'search.open' });
    expect(actor.getSnapshot().context.text).toBe('hockey');
  });

  it('does not submit blank text and the submit button stays disabled', () => {
    const { actor, navigateToSearch } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.input', value: '   ' });
    expect(canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'search.submit' });
    expect(navigateToSearch).not.toHaveBeenCalled();
    expect(isSearchOpen(actor.getSnapshot())).toBe(true);
  });

  it('submits the trimmed query to /search?q= and closes', () => {
    const { actor, navigateToSearch, returnFocusToToggle } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.input', value: ' tickets ' });
    expect(canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'search.submit' });
    expect(navigateToSearch).toHaveBeenCalledExactlyOnceWith({ url: '/search?q=tickets' });
    expect(isSearchOpen(actor.getSnapshot())).toBe(false);
    expect(returnFocusToToggle).not.toHaveBeenCalled();
  });

  it.each(['search.escape', 'search.outsideClick'] as const)('%s closes and returns focus to the toggle', (type) => {
    const { actor, returnFocusToToggle } = start();
    actor.send({ type: 'search.open' });
    actor.send({ type });
    expect(isSearchOpen(actor.getSnapshot())).toBe(false);
    expect(returnFocusToToggle).toHaveBeenCalledTimes(1);
  });

  it('runs with the default no-op effects', () => {
    const actor = createActor(searchOverlayMachine).start();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.input', value: 'x' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

// Model-based run: real machine against the spec's rules stated as a tiny model.
interface Model {
  open: boolean;
  text: string;
  navigations: string[];
  focusReturns: number;
}
interface Real {
  actor: Actor<typeof searchOverlayMachine>;
  navigations: string[];
  focusReturns: { count: number };
}

function agree(m: Model, r: Real) {
  const snap = r.actor.getSnapshot();
  expect(isSearchOpen(snap)).toBe(m.open);
  expect(snap.context.text).toBe(m.text);
  expect(canSubmit(snap)).toBe(m.text.trim() !== '');
  expect(r.navigations).toEqual(m.navigations);
  expect(r.focusReturns.count).toBe(m.focusReturns);
}

function cmd(name: string, apply: (m: Model) => void, send: (r: Real) => void) {
  return {
    check: () => true,
    run: (m: Model, r: Real) => {
      apply(m);
      send(r);
      agree(m, r);
    },
    toString: () => name,
  };
}

const commands = [
  fc.constant(cmd('toggle', (m) => void (m.open = !m.open), (r) => r.actor.send({ type: 'search.toggle' }))),
  fc.constant(cmd('open', (m) => void (m.open = true), (r) => r.actor.send({ type: 'search.open' }))),
  fc
    .oneof(fc.string({ maxLength: 6 }), fc.constantFrom('', '  ', ' a b ', 'ü&?=#'))
    .map((value) =>
      cmd(`input(${JSON.stringify(value)})`, (m) => void (m.text = value), (r) => r.actor.send({ type: 'search.input', value })),
    ),
  fc.constant(
    cmd(
      'submit',
      (m) => {
        if (m.open && m.text.trim() !== '') {
          m.navigations.push('/search?q=' + encodeURIComponent(m.text.trim()));
          m.open = false;
        }
      },
      (r) => r.actor.send({ type: 'search.submit' }),
    ),
  ),
  ...(['search.escape', 'search.outsideClick'] as const).map((type) =>
    fc.constant(
      cmd(
        type,
        (m) => {
          if (m.open) m.focusReturns += 1;
          m.open = false;
        },
        (r) => r.actor.send({ type }),
      ),
    ),
  ),
];

describe('search overlay machine, model-based', () => {
  it('matches the model over any sequence of events', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const navigations: string[] = [];
        const focusReturns = { count: 0 };
        const actor = createActor(
          searchOverlayMachine.provide({
            actions: {
              navigateToSearch: (_, p) => void navigations.push(p.url),
              returnFocusToToggle: () => void (focusReturns.count += 1),
            },
          }),
          { clock: new SimulatedClock() },
        ).start();
        const model: Model = { open: false, text: '', navigations: [], focusReturns: 0 };
        fc.modelRun(() => ({ model, real: { actor, navigations, focusReturns } }), cmds);
        actor.stop();
      }),
    );
  });
});
