import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import {
  isSportItemExpanded,
  isSportNavOpen,
  sportSubMenuMachine,
  type SportSubMenuEvent,
} from '../../../core/navigation/sport-sub-menu.machine';

function start() {
  return createActor(sportSubMenuMachine, { clock: new SimulatedClock() }).start();
}

describe('sport sub-menu machine', () => {
  it('the Links toggle opens and closes the sub-menu', () => {
    const actor = start();
    expect(isSportNavOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'sportNav.toggle' });
    expect(isSportNavOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'sportNav.toggle' });
    expect(isSportNavOpen(actor.getSnapshot())).toBe(false);
  });

  it('expands one item at a time and a second expand of the same item collapses it', () => {
    const actor = start();
    actor.send({ type: 'sportNav.toggle' });
    actor.send({ type: 'sportNav.expand', id: 10 });
    expect(isSportItemExpanded(actor.getSnapshot(), 10)).toBe(true);
    actor.send({ type: 'sportNav.expand', id: 11 });
    expect(isSportItemExpanded(actor.getSnapshot(), 11)).toBe(true);
    expect(isSportItemExpanded(actor.getSnapshot(), 10)).toBe(false);
    actor.send({ type: 'sportNav.expand', id: 11 });
    expect(actor.getSnapshot().context.expandedId).toBeNull();
  });

  it.each(['sportNav.escape', 'sportNav.routeChanged', 'sportNav.toggle'] as const)(
    '%s closes and collapses',
    (type) => {
      const actor = start();
      actor.send({ type: 'sportNav.toggle' });
      actor.send({ type: 'sportNav.expand', id: 3 });
      actor.send({ type });
      expect(isSportNavOpen(actor.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().context.expandedId).toBeNull();
    },
  );

  it('matches a simple model over any event sequence', () => {
    const event: fc.Arbitrary<SportSubMenuEvent> = fc.oneof(
      fc.constant({ type: 'sportNav.toggle' as const }),
      fc.constant({ type: 'sportNav.escape' as const }),
      fc.constant({ type: 'sportNav.routeChanged' as const }),
      fc.integer({ min: 1, max: 3 }).map((id) => ({ type: 'sportNav.expand' as const, id })),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        const actor = start();
        let open = false;
        let expanded: number | null = null;
        for (const e of events) {
          actor.send(e);
          if (e.type === 'sportNav.expand') expanded = expanded === e.id ? null : e.id;
          else if (e.type === 'sportNav.toggle' && !open) open = true;
          else {
            open = false;
            expanded = null;
          }
          expect(isSportNavOpen(actor.getSnapshot())).toBe(open);
          expect(actor.getSnapshot().context.expandedId).toBe(expanded);
        }
      }),
    );
  });
});
