import type { FieldValue, FormField, FormSchema, FormValues } from './form-schema';
import { formFields } from './other-answer-fields';

/**
 * A field's starting value: a checkbox group none ticked, a single checkbox unticked, a date
 * today when it defaults to today (spec 5), otherwise the server's preset or blank.
 */
export function initialValue(field: FormField, today: string): FieldValue {
  if (field.type === 'checkbox') return field.options.length > 0 ? [] : false;
  if (field.type === 'date' && field.defaultToday) return today;
  return field.defaultValue ?? '';
}

/** Starting values of every input of the form (separators have none). today: ISO YYYY-MM-DD. */
export function initialValues(form: Pick<FormSchema, 'fields'>, today: string): FormValues {
  // fromEntries defines own keys, so even a field named '__proto__' stays a plain value.
  return Object.fromEntries(
    formFields(form)
      .filter((field) => field.type !== '-')
      .map((field) => [field.name, initialValue(field, today)]),
  );
}
