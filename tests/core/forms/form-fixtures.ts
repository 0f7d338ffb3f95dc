import fc from 'fast-check';
import type { FieldOption, FormField, FormSchema } from '../../../core/forms/form-schema';
import type { RuleContext } from '../../../core/forms/validation-rule';

/** A plain text field; tests override what they exercise. */
export function makeField(overrides: Partial<FormField> = {}): FormField {
  return {
    id: '1',
    name: 'field',
    label: 'Field',
    type: 'text',
    required: false,
    maxLength: null,
    maxQuantity: null,
    isEmail: false,
    options: [],
    defaultToday: false,
    defaultValue: null,
    condition: null,
    rank: 0,
    ...overrides,
  };
}

export function makeOption(value: string, overrides: Partial<FieldOption> = {}): FieldOption {
  return { label: value, value, rank: 0, otherAnswer: false, ...overrides };
}

export function makeForm(fields: readonly FormField[], overrides: Partial<FormSchema> = {}): FormSchema {
  return {
    id: '7',
    title: 'Form',
    description: '',
    startDate: null,
    expirationDate: null,
    maxSubmissions: null,
    submissionCount: 0,
    fields,
    ...overrides,
  };
}

export function ruleContext(overrides: Partial<RuleContext> = {}): RuleContext {
  return { name: 'field', label: 'Field', values: {}, today: '2024-06-15', ...overrides };
}

/** Labels as people write them: a capital and some letters and spaces. */
export const labelArb = fc.stringMatching(/^[A-Z][a-z]{0,8}( [a-z]{1,8})?$/);

/** Options with distinct values and random ranks. */
export const optionsArb = (minLength = 0, maxLength = 8): fc.Arbitrary<FieldOption[]> =>
  fc
    .uniqueArray(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength, maxLength })
    .chain((values) =>
      fc.tuple(
        fc.constant(values),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: values.length, maxLength: values.length }),
        fc.array(fc.boolean(), { minLength: values.length, maxLength: values.length }),
      ),
    )
    .map(([values, ranks, others]) =>
      values.map((value, index) => makeOption(value, { label: `Label ${value}`, rank: ranks[index] ?? 0, otherAnswer: others[index] ?? false })),
    );

/** Calendar dates as ISO YYYY-MM-DD. */
export const isoDateArb = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
