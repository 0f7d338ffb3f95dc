import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldRules } from '../../../core/forms/field-rules';
import { FIELD_TYPES } from '../../../core/forms/form-schema';
import { makeField, makeOption } from './form-fixtures';

const limitArb = fc.option(fc.integer({ min: 1, max: 500 }), { nil: null });

describe('fieldRules (spec 5)', () => {
  it('derives required, length 1 to max, max and email from the flags', () => {
    fc.assert(
      fc.property(fc.boolean(), limitArb, limitArb, fc.boolean(), fc.constantFrom('text', 'textarea', 'hidden' as const), (required, maxLength, maxQuantity, isEmail, type) => {
        const rules = fieldRules(makeField({ type, required, maxLength, maxQuantity, isEmail }));
        expect(rules).toEqual([
          ...(required ? [{ name: 'required' }] : []),
          ...(maxLength !== null ? [{ name: 'length', args: [1, maxLength] }] : []),
          ...(maxQuantity !== null ? [{ name: 'max', args: [maxQuantity] }] : []),
          ...(isEmail ? [{ name: 'email' }] : []),
        ]);
      }),
    );
  });

  it('checks the type: number, date, and choices among the options', () => {
    expect(fieldRules(makeField({ type: 'number', maxQuantity: 10 }))).toEqual([{ name: 'number' }, { name: 'max', args: [10] }]);
    expect(fieldRules(makeField({ type: 'date', required: true }))).toEqual([{ name: 'required' }, { name: 'date' }]);
    const options = [makeOption('a'), makeOption('b')];
    for (const type of ['select', 'radio', 'checkbox'] as const) {
      expect(fieldRules(makeField({ type, options }))).toEqual([{ name: 'is', args: ['a', 'b'] }]);
      expect(fieldRules(makeField({ type }))).toEqual([]);
    }
  });

  it('gives a separator no rules whatever its flags', () => {
    fc.assert(
      fc.property(fc.boolean(), limitArb, fc.boolean(), (required, maxLength, isEmail) => {
        expect(fieldRules(makeField({ type: '-', required, maxLength, maxQuantity: maxLength, isEmail }))).toEqual([]);
      }),
    );
  });

  it('gives every input type at least its required rule when flagged', () => {
    for (const type of FIELD_TYPES.filter((type) => type !== '-')) {
      expect(fieldRules(makeField({ type, required: true }))[0]).toEqual({ name: 'required' });
    }
  });
});
