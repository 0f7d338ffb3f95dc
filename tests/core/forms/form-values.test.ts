import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialValue, initialValues } from '../../../core/forms/form-values';
import { otherAnswerFieldName } from '../../../core/forms/other-answer-fields';
import { isoDateArb, makeField, makeForm, makeOption } from './form-fixtures';

describe('initial values', () => {
  it('a date field that defaults to today starts as today (spec 5), otherwise blank', () => {
    fc.assert(
      fc.property(isoDateArb, fc.boolean(), (today, defaultToday) => {
        expect(initialValue(makeField({ type: 'date', defaultToday }), today)).toBe(defaultToday ? today : '');
      }),
    );
  });

  it('checkboxes start unticked, presets are kept, separators get no value', () => {
    const form = makeForm([
      makeField({ name: 'agree', type: 'checkbox' }),
      makeField({ name: 'days', type: 'checkbox', options: [makeOption('mon'), makeOption('tue', { otherAnswer: true })] }),
      makeField({ name: 'source', type: 'hidden', defaultValue: 'web' }),
      makeField({ name: 'line', type: '-' }),
      makeField({ name: 'when', type: 'date', defaultToday: true }),
      makeField({ name: 'text', defaultToday: true }),
    ]);
    expect(initialValues(form, '2024-06-15')).toEqual({
      agree: false,
      days: [],
      [otherAnswerFieldName('days', 'tue')]: '',
      source: 'web',
      when: '2024-06-15',
      text: '',
    });
  });
});
