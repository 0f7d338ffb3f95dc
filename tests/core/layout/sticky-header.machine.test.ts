import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { isHeaderStuck, isStuck, stickyHeaderMachine } from '../../../core/layout/sticky-header.machine';

function start() {
  const markers: boolean[] = [];
  const actor = createActor(
    stickyHeaderMachine.provide({ actions: { setStuckMarker: (_, p) => void markers.push(p.stuck) } }),
    { clock: new SimulatedClock() },
  ).start();
  return { actor, markers };
}

describe('sticky header machine', () => {
  it('is stuck exactly when the header is not fully visible', () => {
    expect(isHeaderStuck(1)).toBe(false);
    expect(isHeaderStuck(0.99)).toBe(true);
    expect(isHeaderStuck(0)).toBe(true);
  });

  it('follows the latest visibility and sets the marker once per change', () => {
    const ratio = fc.oneof(fc.constant(1), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true }));
    fc.assert(
      fc.property(fc.array(ratio, { maxLength: 30 }), (ratios) => {
        const { actor, markers } = start();
        const expected: boolean[] = [];
        let stuck = false;
        for (const r of ratios) {
          actor.send({ type: 'header.visibility', ratio: r });
          if (r < 1 !== stuck) {
            stuck = r < 1;
            expected.push(stuck);
          }
          expect(isStuck(actor.getSnapshot())).toBe(stuck);
        }
        expect(markers).toEqual(expected);
      }),
    );
  });

  it('runs with the default no-op marker', () => {
    const actor = createActor(stickyHeaderMachine).start();
    actor.send({ type: 'header.visibility', ratio: 0.5 });
    actor.send({ type: 'header.visibility', ratio: 1 });
    expect(isStuck(actor.getSnapshot())).toBe(false);
  });
});
