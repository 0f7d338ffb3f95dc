import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { conditionHolds, fieldVisibility, isFieldVisible, visibleFields } from '../../../core/forms/conditional-fields';
import type { FieldCondition, FieldValue } from '../../../core/forms/form-schema';
import { makeField } from './form-fixtures';

const wordArb = fc.stringMatching(/^[a-z]{1,5}$/);
const cond = (operator: FieldCondition['operator'], value = '', fieldName = 'ref'): FieldCondition => ({ fieldName, operator, value });

describe('conditionHolds (spec 5)', () => {
  it("'Is a value' holds when the value equals, 'Is Not a value' when it differs", () => {
    fc.assert(
      fc.property(wordArb, wordArb, (wanted, given) => {
        expect(conditionHolds(cond('Is a value', wanted), given)).toBe(given === wanted);
        expect(conditionHolds(cond('Is Not a value', wanted), given)).toBe(given !== wanted);
      }),
    );
  });

  it('reads a checkbox group by membership and numbers and booleans by their text', () => {
    fc.assert(
      fc.property(fc.uniqueArray(wordArb, { maxLength: 4 }), wordArb, (ticked, wanted) => {
        expect(conditionHolds(cond('Is a value', wanted), ticked)).toBe(ticked.includes(wanted));
        expect(conditionHolds(cond('Is Not a value', wanted), ticked)).toBe(!ticked.includes(wanted));
      }),
    );
    expect(conditionHolds(cond('Is a value', '3'), 3)).toBe(true);
    expect(conditionHolds(cond('Is a value', 'true'), true)).toBe(true);
    expect(conditionHolds(cond('Is Not a value', 'true'), false)).toBe(true);
  });

  it("'Is any value' holds for any non-empty value", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.array(wordArb), fc.constant(null), fc.constant(undefined), fc.boolean(), fc.integer()), (value: FieldValue) => {
        const empty = value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
        expect(conditionHolds(cond('Is any value'), value)).toBe(!empty);
      }),
    );
  });
});

describe('fieldVisibility', () => {
  it('shows unconditional fields and conditional ones whose condition holds', () => {
    fc.assert(
      fc.property(wordArb, wordArb, (wanted, given) => {
        const fields = [makeField({ name: 'ref' }), makeField({ name: 'dep', condition: cond('Is a value', wanted) })];
        expect(visibleFields(fields, { ref: given }).map((field) => field.name)).toEqual(given === wanted ? ['ref', 'dep'] : ['ref']);
      }),
    );
  });

  it('treats a hidden field as empty for the fields that refer to it', () => {
    const fields = [
      makeField({ name: 'a' }),
      makeField({ name: 'b', condition: cond('Is a value', 'yes', 'a') }),
      makeField({ name: 'c', condition: cond('Is any value', '', 'b') }),
      makeField({ name: 'd', condition: cond('Is Not a value', 'x', 'b') }),
    ];
    expect(Object.fromEntries(fieldVisibility(fields, { a: 'no', b: 'filled' }))).toEqual({ a: true, b: false, c: false, d: true });
    expect(Object.fromEntries(fieldVisibility(fields, { a: 'yes', b: 'x' }))).toEqual({ a: true, b: true, c: true, d: false });
  });

  it('hides fields in a cycle of conditions whatever the order, and what depends only on them', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom<FieldCondition['operator']>('Is a value', 'Is any value', 'Is Not a value'), (reversed, operator) => {
        const fields = [
          makeField({ name: 'a', condition: cond(operator, 'v', 'b') }),
          makeField({ name: 'b', condition: cond(operator, 'v', 'a') }),
          makeField({ name: 'self', condition: cond(operator, 'v', 'self') }),
          makeField({ name: 'c', condition: cond('Is any value', '', 'a') }),
        ];
        const visibility = fieldVisibility(reversed ? [...fields].reverse() : fields, { a: 'v', b: 'v', self: 'v', c: 'v' });
        expect(Object.fromEntries(visibility)).toEqual({ a: false, b: false, self: false, c: false });
      }),
    );
  });

  it('reads a condition on a name no field has from the values as given', () => {
    const fields = [makeField({ name: 'dep', condition: cond('Is a value', 'on', 'external') })];
    expect(isFieldVisible(fields, 'dep', { external: 'on' })).toBe(true);
    expect(isFieldVisible(fields, 'dep', {})).toBe(false);
    expect(isFieldVisible(fields, 'missing', {})).toBe(false);
  });
});
