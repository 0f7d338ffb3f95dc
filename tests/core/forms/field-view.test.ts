import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { choiceOptions, fieldView, formFieldViews, isStacked } from '../../../core/forms/field-view';
import { otherAnswerFieldName, otherAnswerFields } from '../../../core/forms/other-answer-fields';
import { isFieldVisible } from '../../../core/forms/conditional-fields';
import { formFields } from '../../../core/forms/other-answer-fields';
import { labelArb, makeField, makeForm, optionsArb } from './form-fixtures';

const sortedValues = (options: readonly { value: string; rank: number }[]): string[] =>
  options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.rank - b.option.rank || a.index - b.index)
    .map(({ option }) => option.value);

describe('select options (spec 5)', () => {
  it("start with the empty 'Select...' option, then the options by rank", () => {
    fc.assert(
      fc.property(optionsArb(), (options) => {
        const view = choiceOptions(makeField({ type: 'select', options }));
        expect(view[0]).toEqual({ label: 'Select...', value: '' });
        expect(view.slice(1).map((option) => option.value)).toEqual(sortedValues(options));
      }),
    );
  });

  it('other choice fields list their options by rank with no placeholder', () => {
    fc.assert(
      fc.property(optionsArb(), fc.constantFrom('radio' as const, 'checkbox' as const), (options, type) => {
        expect(choiceOptions(makeField({ type, options })).map((option) => option.value)).toEqual(sortedValues(options));
      }),
    );
  });
});

describe('stacked radios (spec 5)', () => {
  it('stack radio fields with 5 or more options, nothing else', () => {
    fc.assert(
      fc.property(optionsArb(0, 9), fc.constantFrom('radio' as const, 'select' as const, 'checkbox' as const), (options, type) => {
        const field = makeField({ type, options });
        expect(isStacked(field)).toBe(type === 'radio' && options.length >= 5);
        expect(fieldView(field).stacked).toBe(isStacked(field));
      }),
    );
  });
});

describe('other-answer fields (spec 5)', () => {
  it("add one 'Other {label}' text field per other-answer option, after their field", () => {
    fc.assert(
      fc.property(optionsArb(), labelArb, fc.constantFrom('select' as const, 'radio' as const, 'checkbox' as const), (options, label, type) => {
        const field = makeField({ name: 'pick', label, type, options, rank: 3 });
        const views = formFieldViews(makeForm([makeField({ name: 'after', rank: 4 }), field, makeField({ name: 'before', rank: 1 })]));
        const others = options.filter((option) => option.otherAnswer);
        expect(views.map((view) => view.field.name)).toEqual([
          'before',
          'pick',
          ...sortedValues(others).map((value) => otherAnswerFieldName('pick', value)),
          'after',
        ]);
        for (const view of views.slice(2, 2 + others.length)) {
          expect(view.field).toMatchObject({ type: 'text', label: `Other ${label}`, required: false });
          expect(view.otherAnswerFor?.fieldName).toBe('pick');
        }
      }),
    );
  });

  it('show only while their option is chosen', () => {
    fc.assert(
      fc.property(optionsArb(1), fc.nat(), (options, pick) => {
        const field = makeField({ name: 'pick', type: 'select', options });
        const fields = formFields(makeForm([field]));
        const chosen = options[pick % options.length]?.value ?? '';
        for (const other of otherAnswerFields(field)) {
          const optionValue = other.condition?.value;
          expect(isFieldVisible(fields, other.name, { pick: chosen })).toBe(optionValue === chosen);
          expect(isFieldVisible(fields, other.name, { pick: [chosen] })).toBe(optionValue === chosen);
          expect(isFieldVisible(fields, other.name, {})).toBe(false);
        }
      }),
    );
  });

  it('are not added for fields without choices', () => {
    const options = [{ label: 'x', value: 'x', rank: 0, otherAnswer: true }];
    expect(otherAnswerFields(makeField({ type: 'text', options }))).toEqual([]);
    expect(formFieldViews(makeForm([makeField({ type: 'text', options })]))).toHaveLength(1);
  });
});
