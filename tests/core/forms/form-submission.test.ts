import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { submittedValues, validateField, validateForm, visibleInputs } from '../../../core/forms/form-submission';
import { parseFormSchema } from '../../../core/forms/form-schema-parser';
import { otherAnswerFieldName } from '../../../core/forms/other-answer-fields';
import type { FormSchema } from '../../../core/forms/form-schema';
import { labelArb, makeField, makeForm, makeOption } from './form-fixtures';

const TODAY = '2024-06-15';
const INCOMPLETE = ['Sorry, not all fields are filled out correctly.', 'Form incomplete.'];

/** A form as the server sends it, through the real parser. */
function signUpForm(): FormSchema {
  const result = parseFormSchema({
    id: 1,
    title: 'Camp sign-up',
    fields: [
      { id: 1, name: 'name', label: 'Name', type: 'text', required: true, maxLength: 10, rank: 1 },
      { id: 2, name: 'email', label: 'Email', type: 'text', required: true, isEmail: true, rank: 2 },
      { id: 3, type: '-', rank: 3, required: true },
      {
        id: 4,
        name: 'shirt',
        label: 'Shirt size',
        type: 'select',
        rank: 4,
        options: [
          { label: 'Small', value: 's', rank: 1 },
          { label: 'Another size', value: 'other', rank: 2, otherAnswer: true },
        ],
      },
      { id: 5, name: 'guests', label: 'Guests', type: 'number', maxQuantity: 4, rank: 5 },
      { id: 6, name: 'allergy', label: 'Allergy', type: 'textarea', required: true, rank: 6, condition: { fieldName: 'hasAllergy', operator: 'Is a value', value: 'yes' } },
      { id: 7, name: 'hasAllergy', label: 'Any allergy?', type: 'radio', rank: 7, options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no' }] },
    ],
  });
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.form;
}

describe('validateForm (spec 5)', () => {
  it('passes a correctly filled form with no messages', () => {
    const values = { name: 'Ada', email: 'ada@example.com', shirt: 's', guests: '2', hasAllergy: 'no' };
    expect(validateForm(signUpForm(), values, TODAY)).toEqual({ valid: true, fieldErrors: {}, formErrors: [] });
  });

  it('gives field messages and the form-level incomplete messages when a field fails', () => {
    const values = { name: 'Ada Lovelace-King', email: 'ada', shirt: 'xl', guests: 'five', hasAllergy: 'yes', allergy: '' };
    expect(validateForm(signUpForm(), values, TODAY)).toEqual({
      valid: false,
      fieldErrors: {
        name: ['Name must be at most 10 characters.'],
        email: ['Please enter a valid email address.'],
        shirt: ['Shirt size is not an allowed value.'],
        guests: ['Guests must be a number.', 'Guests must be at most 4.'],
        allergy: ['Allergy is required.'],
      },
      formErrors: INCOMPLETE,
    });
  });

  it('judges only visible fields: a hidden required field never fails', () => {
    fc.assert(
      fc.property(fc.constantFrom('no', '', undefined), (answer) => {
        const result = validateForm(signUpForm(), { name: 'Ada', email: 'a@b.co', hasAllergy: answer }, TODAY);
        expect(result.valid).toBe(true);
        expect(result.fieldErrors).not.toHaveProperty('allergy');
      }),
    );
  });

  it('fails exactly when some visible required field is empty', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), labelArb, (required, filled, label) => {
        const fields = required.map((isRequired, index) => makeField({ id: String(index), name: `f${index}`, label: `${label} ${index}`, required: isRequired, rank: index }));
        const values = Object.fromEntries(fields.map((field, index) => [field.name, filled[index] ? 'x' : '']));
        const failing = fields.filter((field, index) => field.required && !filled[index]);
        const result = validateForm(makeForm(fields), values, TODAY);
        expect(result.valid).toBe(failing.length === 0);
        expect(result.fieldErrors).toEqual(Object.fromEntries(failing.map((field) => [field.name, [`${field.label} is required.`]])));
        expect(result.formErrors).toEqual(failing.length === 0 ? [] : INCOMPLETE);
      }),
    );
  });

  it('validates the other-answer field only while its option is chosen', () => {
    const otherName = otherAnswerFieldName('shirt', 'other');
    const form = makeForm([
      makeField({ name: 'shirt', label: 'Shirt', type: 'select', options: [makeOption('s'), makeOption('other', { otherAnswer: true })] }),
    ]);
    expect(visibleInputs(form, { shirt: 's' }).map((field) => field.name)).toEqual(['shirt']);
    expect(visibleInputs(form, { shirt: 'other' }).map((field) => field.name)).toEqual(['shirt', otherName]);
  });

  it('never reads values from the object prototype', () => {
    const form = makeForm([makeField({ name: 'constructor', label: 'Constructor', required: true }), makeField({ name: '__proto__', label: 'Proto', required: true })]);
    const result = validateForm(form, {}, TODAY);
    expect(result.fieldErrors).toEqual({ constructor: ['Constructor is required.'], ['__proto__']: ['Proto is required.'] });
    expect(Object.getPrototypeOf(result.fieldErrors)).toBe(Object.prototype);
  });
});

describe('validateField', () => {
  it('gives the messages of one field as the user types', () => {
    const field = makeField({ name: 'code', label: 'Code', maxLength: 3, required: true });
    expect(validateField(field, { code: '' }, TODAY)).toEqual(['Code is required.']);
    expect(validateField(field, { code: 'abcd' }, TODAY)).toEqual(['Code must be at most 3 characters.']);
    expect(validateField(field, { code: 'abc' }, TODAY)).toEqual([]);
  });
});

describe('submittedValues', () => {
  it('keeps the values of visible inputs only, null where none was given', () => {
    const values = { name: 'Ada', email: 'a@b.co', shirt: 'other', [otherAnswerFieldName('shirt', 'other')]: 'XXL', hasAllergy: 'no', allergy: 'nuts', junk: 'x' };
    expect(submittedValues(signUpForm(), values)).toEqual({
      name: 'Ada',
      email: 'a@b.co',
      shirt: 'other',
      [otherAnswerFieldName('shirt', 'other')]: 'XXL',
      guests: null,
      hasAllergy: 'no',
    });
  });
});
