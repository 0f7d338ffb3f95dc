import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, SimulatedClock } from 'xstate';
import { COPIED_LABEL, COPIED_TOOLTIP_MS, copyControlMachine, copyTooltip } from '../../../core/copy/copy-control.machine';

function start(text = 'https://example.edu/news/1') {
  const clock = new SimulatedClock();
  const copied: string[] = [];
  const actor = createActor(
    copyControlMachine.provide({ actions: { copyText: (_, p) => void copied.push(p.text) } }),
    { clock, input: { text } },
  ).start();
  return { actor, clock, copied };
}

describe('copy control machine', () => {
  it('uses the spec text and duration', () => {
    expect(COPIED_LABEL).toBe('Copied');
    expect(COPIED_TOOLTIP_MS).toBe(1500);
  });

  it('copies on activate and shows Copied for exactly 1500 ms', () => {
    const { actor, clock, copied } = start('abc');
    expect(copyTooltip(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'copy.activate' });
    expect(copied).toEqual(['abc']);
    expect(copyTooltip(actor.getSnapshot())).toBe('Copied');
    clock.increment(COPIED_TOOLTIP_MS - 1);
    expect(copyTooltip(actor.getSnapshot())).toBe('Copied');
    clock.increment(1);
    expect(copyTooltip(actor.getSnapshot())).toBeNull();
  });

  it('the tooltip shows exactly while the last activation is under 1500 ms old', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 15 }), fc.integer({ min: 0, max: 3000 }), (gaps, after) => {
        const { actor, clock, copied } = start();
        for (const gap of gaps) {
          clock.increment(gap);
          actor.send({ type: 'copy.activate' });
        }
        clock.increment(after);
        expect(copied).toHaveLength(gaps.length);
        expect(copyTooltip(actor.getSnapshot())).toBe(after < COPIED_TOOLTIP_MS ? 'Copied' : null);
      }),
    );
  });

  it('runs with the default no-op copyText', () => {
    const actor = createActor(copyControlMachine, { input: { text: 'x' } }).start();
    actor.send({ type: 'copy.activate' });
    expect(actor.getSnapshot().value).toBe('copied');
  });
});
