import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withChoice } from '../../../core/forms/choices';

describe('withChoice: ticking and unticking one choice of a list', () => {
  it('has the value exactly when chosen, each value once, the others untouched and in order', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 9 })), fc.integer({ min: 0, max: 9 }), fc.boolean(), (list, value, chosen) => {
        const next = withChoice(list, value, chosen);
        expect(next.includes(value)).toBe(chosen);
        expect(new Set(next).size).toBe(next.length);
        expect(next.filter((entry) => entry !== value)).toEqual(list.filter((entry) => entry !== value));
      }),
    );
  });

  it('adds a newly chosen value at the end and leaves the list it was given alone', () => {
    const list = ['a', 'b'];
    expect(withChoice(list, 'c', true)).toEqual(['a', 'b', 'c']);
    expect(withChoice(list, 'a', false)).toEqual(['b']);
    expect(list).toEqual(['a', 'b']);
  });
});
