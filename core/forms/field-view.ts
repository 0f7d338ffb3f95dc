import { byRank, type FormField, type FormSchema } from './form-schema';
import type { ValidationRule } from './validation-rule';
import { fieldRules } from './field-rules';
import { otherAnswerField, otherAnswerOptions } from './other-answer-fields';

/** spec 5: the empty first option of every select. */
export const SELECT_PLACEHOLDER = 'Select...';
/** spec 5: radio fields with this many options or more display stacked. */
export const STACKED_RADIO_OPTIONS = 5;

export interface ChoiceView {
  readonly label: string;
  readonly value: string;
}

/** What a view needs to draw one field; no values, so it is built once per form. */
export interface FieldView {
  readonly field: FormField;
  /** Options in rank order; a select's start with the empty 'Select...' option. */
  readonly options: readonly ChoiceView[];
  readonly stacked: boolean;
  readonly rules: readonly ValidationRule[];
  /** For an other-answer text field, the field and option it belongs to; else null. */
  readonly otherAnswerFor: { readonly fieldName: string; readonly optionValue: string } | null;
}

/** spec 5: options sorted by rank; a select gets the empty 'Select...' option first. */
export function choiceOptions(field: FormField): ChoiceView[] {
  const options = byRank(field.options).map(({ label, value }) => ({ label, value }));
  return field.type === 'select' ? [{ label: SELECT_PLACEHOLDER, value: '' }, ...options] : options;
}

/** spec 5: radio fields with 5 or more options display stacked. */
export function isStacked(field: FormField): boolean {
  return field.type === 'radio' && field.options.length >= STACKED_RADIO_OPTIONS;
}

export function fieldView(field: FormField): FieldView {
  return { field, options: choiceOptions(field), stacked: isStacked(field), rules: fieldRules(field), otherAnswerFor: null };
}

/** Views of every field in rank order, each followed by the text fields of its other-answer options. */
export function formFieldViews(form: Pick<FormSchema, 'fields'>): FieldView[] {
  return byRank(form.fields).flatMap((field) => [
    fieldView(field),
    ...otherAnswerOptions(field).map((option) => ({
      ...fieldView(otherAnswerField(field, option)),
      otherAnswerFor: { fieldName: field.name, optionValue: option.value },
    })),
  ]);
}
