import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import { CONDITION_OPERATORS, FIELD_TYPES, isConditionOperator, isFieldType } from '../../../core/forms/form-schema';
import { FORM_ERROR_NO_INPUT_DEFINITION, FORM_ERROR_NO_SCHEMA } from '../../../core/forms/form-errors';

const knownTypeArb = fc.constantFrom(...FIELD_TYPES);
const unknownTypeArb = fc.string({ maxLength: 12 }).filter((type) => !isFieldType(type.trim().toLowerCase()));

function rawField(type: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 1, name: 'f', label: 'F', type, ...extra };
}

describe('parseFormSchema (spec 5, 8)', () => {
  it('parses every known type, in any case, keeping the fields', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(knownTypeArb, fc.boolean()), { maxLength: 10 }), (types) => {
        const raw = { id: 3, fields: types.map(([type, upper], index) => rawField(upper ? type.toUpperCase() : type, { id: index, name: `f${index}` })) };
        const result = parseFormSchema(raw);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.form.fields.map((field) => field.type)).toEqual(types.map(([type]) => type));
      }),
    );
  });

  it('fails the whole form on any unknown type with the exact messages and code 600', () => {
    fc.assert(
      fc.property(
        fc.array(knownTypeArb, { maxLength: 5 }),
        fc.array(unknownTypeArb, { minLength: 1, maxLength: 3 }),
        (known, unknown) => {
          const result = parseFormSchema({ fields: [...known.map((type) => rawField(type)), ...unknown.map((type) => rawField(type))] });
          expect(result).toEqual({
            ok: false,
            code: FORM_ERROR_NO_INPUT_DEFINITION,
            errors: [...unknown.map((type) => `Form match error: field type [${type}] not found`), 'Error parsing the form schema'],
          });
        },
      ),
    );
  });

  it('reports a field with no readable type as its text', () => {
    const result = parseFormSchema({ fields: [null, { name: 'a' }] });
    expect(result.ok ? [] : result.errors).toEqual([
      'Form match error: field type [null] not found',
      'Form match error: field type [undefined] not found',
      'Error parsing the form schema',
    ]);
  });

  it('fails with code 601 and only the form-level error when there is no schema', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(null), fc.constant(undefined), fc.string(), fc.integer(), fc.record({ fields: fc.oneof(fc.string(), fc.constant(null)) })), (raw) => {
        expect(parseFormSchema(raw)).toEqual({ ok: false, code: FORM_ERROR_NO_SCHEMA, errors: ['Error parsing the form schema'] });
      }),
    );
  });

  it('reads each spec operator in any case, and knows no other', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONDITION_OPERATORS), fc.boolean(), (operator, upper) => {
        const raw = { fields: [rawField('text', { condition: { fieldName: 'x', operator: upper ? operator.toUpperCase() : operator, value: 'a' } })] };
        const result = parseFormSchema(raw);
        expect(result.ok && result.form.fields[0]?.condition).toEqual({ fieldName: 'x', operator, value: 'a' });
        expect(isConditionOperator(operator)).toBe(true);
      }),
    );
    expect(isConditionOperator('Contains')).toBe(false);
  });

  it('fails on a condition operator it cannot evaluate, without a library code', () => {
    const result = parseFormSchema({ fields: [rawField('text', { condition: { fieldName: 'x', operator: 'Contains', value: 'a' } })] });
    expect(result).toEqual({ ok: false, code: null, errors: ['Error parsing the form schema'] });
  });

  it('reads flags, limits, options and conditions leniently', () => {
    const result = parseFormSchema({
      id: 12,
      title: 'Sign up',
      description: null,
      startDate: '2024-01-01T00:00:00',
      expirationDate: ' ',
      maxSubmissions: 0,
      submissionCount: '4',
      fields: [
        {
          id: 5,
          label: 'Colour',
          type: ' Select ',
          required: 'true',
          maxLength: '20',
          maxQuantity: -1,
          isEmail: 1,
          defaultToday: 'no',
          defaultValue: 'red',
          rank: '2',
          options: [{ label: 'Red', rank: 1, otherAnswer: 'TRUE' }, 'junk', { label: 'Blue', value: 'b' }],
          condition: { fieldName: 'other', operator: 'is any value', value: 3 },
        },
        { type: 'text', condition: { fieldName: '  ' }, maxLength: 'abc', required: null },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form).toMatchObject({
      id: '12',
      title: 'Sign up',
      description: '',
      startDate: '2024-01-01T00:00:00',
      expirationDate: null,
      maxSubmissions: null,
      submissionCount: 4,
    });
    expect(result.form.fields[0]).toEqual({
      id: '5',
      name: 'field_5',
      label: 'Colour',
      type: 'select',
      required: true,
      maxLength: 20,
      maxQuantity: null,
      isEmail: true,
      options: [
        { label: 'Red', value: 'Red', rank: 1, otherAnswer: true },
        { label: 'Blue', value: 'b', rank: 2, otherAnswer: false },
      ],
      defaultToday: false,
      defaultValue: 'red',
      condition: { fieldName: 'other', operator: 'Is any value', value: '3' },
      rank: 2,
    });
    expect(result.form.fields[1]).toMatchObject({ id: '1', name: 'field_1', label: '', required: false, maxLength: null, condition: null, rank: 1, options: [] });
  });

  it('keeps positive limits as whole numbers and never reads a negative count', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string()), fc.integer({ min: -10, max: 10 }), (limit, count) => {
        const result = parseFormSchema({ maxSubmissions: limit, submissionCount: count, fields: [rawField('number', { maxQuantity: limit })] });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const numeric = typeof limit === 'string' && limit.trim() !== '' ? Number(limit) : limit;
        const expected = typeof numeric === 'number' && Number.isFinite(numeric) && numeric >= 1 ? Math.floor(numeric) : null;
        expect(result.form.maxSubmissions).toBe(expected);
        expect(result.form.fields[0]?.maxQuantity).toBe(expected);
        expect(result.form.submissionCount).toBe(Math.max(0, count));
      }),
    );
  });
});
