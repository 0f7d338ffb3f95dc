import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateRule } from '../../../core/forms/rule-evaluation';
import type { FieldValue } from '../../../core/forms/form-schema';
import type { RuleContext, ValidationRule } from '../../../core/forms/validation-rule';
import { labelArb, ruleContext } from './form-fixtures';

function check(rule: ValidationRule, value: FieldValue, context: Partial<RuleContext> = {}) {
  return evaluateRule(rule, value, ruleContext(context));
}
const fails = (message: string) => ({ valid: false, message });
const passes = { valid: true };

const numArb = fc.integer({ min: -1000, max: 1000 });
const numberTextArb = fc.oneof(numArb, fc.double({ min: -1e6, max: 1e6, noNaN: true }).map(String), numArb.map((n) => ` ${n} `));

describe('number (spec 5)', () => {
  it('accepts numbers and numeric text', () => {
    fc.assert(
      fc.property(numberTextArb, (value) => {
        expect(check({ name: 'number' }, value)).toEqual(passes);
      }),
    );
  });

  it("rejects other text with '{field} must be a number.'", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}\d?$/), labelArb, (value, label) => {
        const outcome = check({ name: 'number' }, value, { label });
        expect(outcome).toEqual(fails(`${label} must be a number.`));
        expect(outcome.valid ? '' : outcome.message).toContain('must be a number');
      }),
    );
    expect(check({ name: 'number' }, 'Infinity')).toEqual(fails('Field must be a number.'));
    expect(check({ name: 'number' }, Number.NaN)).toEqual(fails('Field must be a number.'));
  });
});

describe('min and max', () => {
  it('compare numbers with the bound', () => {
    fc.assert(
      fc.property(numArb, numArb, labelArb, (value, bound, label) => {
        expect(check({ name: 'min', args: [bound] }, String(value), { label })).toEqual(value >= bound ? passes : fails(`${label} must be at least ${bound}.`));
        expect(check({ name: 'max', args: [String(bound)] }, value, { label })).toEqual(value <= bound ? passes : fails(`${label} must be at most ${bound}.`));
      }),
    );
  });

  it('count the entries of a list', () => {
    fc.assert(
      fc.property(fc.array(fc.constant('x'), { minLength: 1, maxLength: 8 }), fc.nat(8), (values, bound) => {
        expect(check({ name: 'min', args: [bound] }, values)).toEqual(values.length >= bound ? passes : fails(`Field must have at least ${bound} selected.`));
        expect(check({ name: 'max', args: [bound] }, values)).toEqual(values.length <= bound ? passes : fails(`Field must have at most ${bound} selected.`));
      }),
    );
  });

  it('fail values that are not numbers, and word a bad bound with the fallback', () => {
    expect(check({ name: 'min', args: [1] }, 'abc')).toEqual(fails('Field must be at least 1.'));
    expect(check({ name: 'max', args: ['lots'] }, '3')).toEqual(fails('This field is not valid.'));
    expect(check({ name: 'min' }, '3')).toEqual(fails('This field is not valid.'));
  });
});

describe('between', () => {
  it('accepts numbers within the bounds, given in either order', () => {
    fc.assert(
      fc.property(numArb, numArb, numArb, labelArb, (value, a, b, label) => {
        const inside = value >= Math.min(a, b) && value <= Math.max(a, b);
        expect(check({ name: 'between', args: [a, b] }, String(value), { label })).toEqual(inside ? passes : fails(`${label} must be between ${a} and ${b}.`));
      }),
    );
  });

  it('fails without two numeric bounds or a numeric value', () => {
    expect(check({ name: 'between', args: [1] }, '1')).toEqual(fails('This field is not valid.'));
    expect(check({ name: 'between', args: [1, 'x'] }, '1')).toEqual(fails('Field must be between 1 and x.'));
    expect(check({ name: 'between', args: [1, 10] }, 'five')).toEqual(fails('Field must be between 1 and 10.'));
  });
});

describe('length (spec 5: maximum length gives length 1 to max)', () => {
  it('accepts text whose length is within the bounds, and words the bound it missed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ''), fc.integer({ min: 1, max: 20 }), labelArb, (text, max, label) => {
        const expected = text.length <= max ? passes : fails(`${label} must be at most ${max} character${max === 1 ? '' : 's'}.`);
        expect(check({ name: 'length', args: [1, max] }, text, { label })).toEqual(expected);
      }),
    );
  });

  it('words a too short value by the lower bound, bounds in either order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 10, max: 20 }), (min, max) => {
        expect(check({ name: 'length', args: [min] }, 'a')).toEqual(fails(`Field must be at least ${min} characters.`));
        expect(check({ name: 'length', args: [max, min] }, 'a')).toEqual(fails(`Field must be at least ${min} characters.`));
        expect(check({ name: 'length', args: [max, min] }, 'a'.repeat(max + 1))).toEqual(fails(`Field must be at most ${max} characters.`));
        expect(check({ name: 'length', args: [min, min] }, 'a'.repeat(min))).toEqual(passes);
      }),
    );
  });

  it('measures lists in items and fails values with no length', () => {
    expect(check({ name: 'length', args: [2, 3] }, ['a'])).toEqual(fails('Field must be at least 2 items.'));
    expect(check({ name: 'length', args: [1, 1] }, ['a', 'b'])).toEqual(fails('Field must be at most 1 item.'));
    expect(check({ name: 'length', args: [1, 3] }, 12345)).toEqual(fails('This field is not valid.'));
  });
});
