import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shouldShowMessage } from '../../../core/forms/message-visibility';
import { FIELD_TYPES } from '../../../core/forms/form-schema';

const touchArb = fc.record({ blurred: fc.boolean(), changed: fc.boolean(), submitted: fc.boolean() });

describe('shouldShowMessage (spec 5)', () => {
  it('shows every field after submit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES), touchArb, (type, touch) => {
        expect(shouldShowMessage(type, { ...touch, submitted: true })).toBe(true);
      }),
    );
  });

  it('before submit, shows checkboxes after change and other fields after blur', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_TYPES), touchArb, (type, touch) => {
        const before = { ...touch, submitted: false };
        expect(shouldShowMessage(type, before)).toBe(type === 'checkbox' ? touch.changed : touch.blurred);
      }),
    );
  });
});
