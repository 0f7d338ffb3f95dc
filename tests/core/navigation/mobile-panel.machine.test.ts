import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { isMobileNavOpen, mobilePanelMachine, MOBILE_NAV_TOGGLE_TAB } from '../../../core/navigation/mobile-panel.machine';

function start() {
  const emitToggleTab = vi.fn();
  const actor = createActor(
    mobilePanelMachine.provide({ actions: { emitToggleTab: (_, params) => emitToggleTab(params) } }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, emitToggleTab };
}

describe('mobile panel machine', () => {
  it('starts closed and the toggle opens it, emitting toggleTab with value navigation', () => {
    const { actor, emitToggleTab } = start();
    expect(isMobileNavOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'mobileNav.toggle' });
    expect(isMobileNavOpen(actor.getSnapshot())).toBe(true);
    expect(MOBILE_NAV_TOGGLE_TAB).toBe('navigation');
    expect(emitToggleTab).toHaveBeenCalledExactlyOnceWith({ value: 'navigation' });
  });

  it('the toggle closes an open panel without emitting again', () => {
    const { actor, emitToggleTab } = start();
    actor.send({ type: 'mobileNav.toggle' });
    actor.send({ type: 'mobileNav.toggle' });
    expect(isMobileNavOpen(actor.getSnapshot())).toBe(false);
    expect(emitToggleTab).toHaveBeenCalledTimes(1);
  });

  it.each(['mobileNav.blur', 'mobileNav.focusLeft', 'mobileNav.routeChanged'] as const)('%s closes it', (type) => {
    const { actor } = start();
    actor.send({ type: 'mobileNav.toggle' });
    actor.send({ type });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('emits toggleTab exactly once per opening over any event sequence', () => {
    const events = fc.constantFrom(
      'mobileNav.toggle',
      'mobileNav.blur',
      'mobileNav.focusLeft',
      'mobileNav.routeChanged',
    ) as fc.Arbitrary<'mobileNav.toggle' | 'mobileNav.blur' | 'mobileNav.focusLeft' | 'mobileNav.routeChanged'>;
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (seq) => {
        const { actor, emitToggleTab } = start();
        let open = false;
        let openings = 0;
        for (const type of seq) {
          actor.send({ type });
          if (type === 'mobileNav.toggle') {
            open = !open;
            if (open) openings += 1;
          } else open = false;
          expect(isMobileNavOpen(actor.getSnapshot())).toBe(open);
        }
        expect(emitToggleTab).toHaveBeenCalledTimes(openings);
      }),
    );
  });

  it('runs with the default no-op emitToggleTab', () => {
    const actor = createActor(mobilePanelMachine).start();
    actor.send({ type: 'mobileNav.toggle' });
    expect(actor.getSnapshot().value).toBe('open');
  });
});
