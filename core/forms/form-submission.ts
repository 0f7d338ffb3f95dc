import type { FormField, FormSchema, FormValues } from './form-schema';
import { FORM_INCOMPLETE_MESSAGES } from './form-errors';
import { fieldRules } from './field-rules';
import { failedMessages } from './rule-evaluation';
import { formFields } from './other-answer-fields';
import { visibleFields } from './conditional-fields';
import { valueOf } from './rule-values';

export interface FormValidation {
  readonly valid: boolean;
  /** Messages of each failing field, by field name; passing fields are absent. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** spec 5: the form-level messages when any field fails; empty otherwise. */
  readonly formErrors: readonly string[];
}

/** Messages for one field's current value, as the site shows them while the user types. today: ISO YYYY-MM-DD. */
export function validateField(field: FormField, values: FormValues, today: string): string[] {
  return failedMessages(fieldRules(field), valueOf(values, field.name), { name: field.name, label: field.label, values, today });
}

/** The inputs that show for these values: visible fields (other-answer ones included), no separators. */
export function visibleInputs(form: Pick<FormSchema, 'fields'>, values: FormValues): FormField[] {
  return visibleFields(formFields(form), values).filter((field) => field.type !== '-');
}

/**
 * spec 5: the whole form, as the server checks a submission and the site checks on submit.
 * Only visible fields are judged: a field hidden by its condition cannot be filled in.
 */
export function validateForm(form: Pick<FormSchema, 'fields'>, values: FormValues, today: string): FormValidation {
  // fromEntries defines own keys, so even a field named '__proto__' stays a plain entry.
  const fieldErrors = Object.fromEntries(
    visibleInputs(form, values)
      .map((field) => [field.name, validateField(field, values, today)] as const)
      .filter(([, messages]) => messages.length > 0),
  );
  const valid = Object.keys(fieldErrors).length === 0;
  return { valid, fieldErrors, formErrors: valid ? [] : [...FORM_INCOMPLETE_MESSAGES] };
}

/** What a submission stores: the values of visible inputs only, blank where none was given. */
export function submittedValues(form: Pick<FormSchema, 'fields'>, values: FormValues): FormValues {
  return Object.fromEntries(visibleInputs(form, values).map((field) => [field.name, valueOf(values, field.name) ?? null]));
}

/** Stored values as text or lists of text (what a submission sends), blank as null: how the server and any other backend keep them. */
export function storableValues(values: FormValues): Record<string, string | string[] | null> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (value === null || value === undefined) return [name, null];
      if (Array.isArray(value)) return [name, value.map(String)];
      // A single checkbox as the site sends it: 'true' or blank.
      if (typeof value === 'boolean') return [name, value ? 'true' : ''];
      return [name, String(value as string | number)];
    }),
  );
}
