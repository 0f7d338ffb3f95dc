import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRINT_ELEMENT_MISSING, PRINT_WINDOW_DELAY_MS, printOutcome } from '../../../core/print/print-rules';

describe('print views (spec 8, 9)', () => {
  it('print when the element exists, and say so with the exact text when it does not', () => {
    fc.assert(
      fc.property(fc.boolean(), (exists) => {
        expect(printOutcome(exists)).toEqual(exists ? { kind: 'print' } : { kind: 'error', message: 'Element to print not found' });
      }),
    );
    expect(PRINT_ELEMENT_MISSING).toBe('Element to print not found');
    expect(PRINT_WINDOW_DELAY_MS).toBe(1500);
  });
});
