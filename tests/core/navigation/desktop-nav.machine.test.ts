import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { desktopNavMachine, isItemOpen, isNavOpen } from '../../../core/navigation/desktop-nav.machine';

function start() {
  const focusTrigger = vi.fn();
  const actor = createActor(
    desktopNavMachine.provide({ actions: { focusTrigger: (_, params) => focusTrigger(params) } }),
    { clock: new SimulatedClock() },
  );
  actor.start();
  return { actor, focusTrigger };
}

describe('desktop navigation machine', () => {
  it('starts closed', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(isNavOpen(actor.getSnapshot())).toBe(false);
  });

  it('hover opens an item and hovering another swaps it (one open at a time)', () => {
    const { actor } = start();
    actor.send({ type: 'nav.hover', id: 1 });
    expect(isItemOpen(actor.getSnapshot(), 1)).toBe(true);
    actor.send({ type: 'nav.hover', id: 2 });
    expect(isItemOpen(actor.getSnapshot(), 2)).toBe(true);
    expect(isItemOpen(actor.getSnapshot(), 1)).toBe(false);
    expect(isNavOpen(actor.getSnapshot())).toBe(true);
  });

  it('a second click on the open item closes it; a click on another item swaps', () => {
    const { actor } = start();
    actor.send({ type: 'nav.click', id: 3 });
    expect(actor.getSnapshot().context.openId).toBe(3);
    actor.send({ type: 'nav.click', id: 4 });
    expect(actor.getSnapshot().context.openId).toBe(4);
    actor.send({ type: 'nav.click', id: 4 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it.each(['nav.leave', 'nav.routeChanged'] as const)('%s closes without moving focus', (type) => {
    const { actor, focusTrigger } = start();
    actor.send({ type: 'nav.hover', id: 5 });
    actor.send({ type });
    expect(isNavOpen(actor.getSnapshot())).toBe(false);
    expect(focusTrigger).not.toHaveBeenCalled();
  });

  it('Escape closes and returns focus to the trigger of the open item', () => {
    const { actor, focusTrigger } = start();
    actor.send({ type: 'nav.click', id: 7 });
    actor.send({ type: 'nav.escape' });
    expect(isNavOpen(actor.getSnapshot())).toBe(false);
    expect(focusTrigger).toHaveBeenCalledExactlyOnceWith({ id: 7 });
  });

  it('Escape while closed does nothing', () => {
    const { actor, focusTrigger } = start();
    actor.send({ type: 'nav.escape' });
    expect(focusTrigger).not.toHaveBeenCalled();
  });

  it('the default focusTrigger is a harmless no-op', () => {
    const actor = createActor(desktopNavMachine).start();
    actor.send({ type: 'nav.hover', id: 1 });
    actor.send({ type: 'nav.escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});

// Model-based run: the real machine against a one-variable model of the spec's rules.
interface Model {
  openId: number | null;
  openedByHover: boolean;
  focusCalls: number[];
}
interface Real {
  actor: Actor<typeof desktopNavMachine>;
  focusCalls: number[];
}

function checkAgrees(m: Model, r: Real) {
  const snap = r.actor.getSnapshot();
  expect(snap.context.openId).toBe(m.openId);
  expect(isNavOpen(snap)).toBe(m.openId !== null);
  expect(snap.value).toBe(m.openId === null ? 'closed' : 'open');
  expect(r.focusCalls).toEqual(m.focusCalls);
}

const id = fc.integer({ min: 1, max: 4 });
const commands = [
  id.map((n) => ({
    check: () => true,
    run: (m: Model, r: Real) => {
      if (m.openId !== n) {
        m.openId = n;
        m.openedByHover = true;
      }
      r.actor.send({ type: 'nav.hover', id: n });
      checkAgrees(m, r);
    },
    toString: () => `hover(${n})`,
  })),
  id.map((n) => ({
    check: () => true,
    run: (m: Model, r: Real) => {
      // The click that follows a hover confirms the item; a second click closes it.
      if (m.openId === n && m.openedByHover) m.openedByHover = false;
      else {
        m.openId = m.openId === n ? null : n;
        m.openedByHover = false;
      }
      r.actor.send({ type: 'nav.click', id: n });
      checkAgrees(m, r);
    },
    toString: () => `click(${n})`,
  })),
  ...(['nav.leave', 'nav.routeChanged', 'nav.escape'] as const).map((type) =>
    fc.constant({
      check: () => true,
      run: (m: Model, r: Real) => {
        if (type === 'nav.escape' && m.openId !== null) m.focusCalls.push(m.openId);
        m.openId = null;
        m.openedByHover = false;
        r.actor.send({ type });
        checkAgrees(m, r);
      },
      toString: () => type,
    }),
  ),
];

describe('desktop navigation machine, model-based', () => {
  it('matches the model over any sequence of hover, click, leave, Escape and route change', () => {
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        const focusCalls: number[] = [];
        const actor = createActor(
          desktopNavMachine.provide({ actions: { focusTrigger: (_, p) => void focusCalls.push(p.id) } }),
          { clock: new SimulatedClock() },
        ).start();
        fc.modelRun(() => ({ model: { openId: null, openedByHover: false, focusCalls: [] }, real: { actor, focusCalls } }), cmds);
        actor.stop();
      }),
    );
  });
});
