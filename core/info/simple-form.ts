import type { FieldValue, FormValues } from '../forms/form-schema';
import { FORM_INCOMPLETE_MESSAGES } from '../forms/form-errors';
import { shouldShowMessage } from '../forms/message-visibility';
import { failedMessages } from '../forms/rule-evaluation';
import type { ValidationRule } from '../forms/validation-rule';

/** A field of one of the site's own small forms (sign-up, sign-in), checked with the core form rules. */
export interface SimpleField {
  name: string;
  label: string;
  /** spec 5: a checkbox's message shows after change, a text field's after blur. */
  type: 'text' | 'checkbox';
  rules: readonly ValidationRule[];
}

export interface FieldTouchState {
  blurred: boolean;
  changed: boolean;
}

/** spec 5: the form-level message after a submit with a field in error. */
export const FORM_INCOMPLETE_MESSAGE = FORM_INCOMPLETE_MESSAGES[0];

/** Every rule message of each field (empty when the field is valid). today: ISO YYYY-MM-DD. */
export function fieldErrors(fields: readonly SimpleField[], values: FormValues, today: string): Record<string, string[]> {
  return Object.fromEntries(fields.map((field) => [field.name, failedMessages(field.rules, values[field.name], { name: field.name, label: field.label, values, today })]));
}

export function isFormComplete(fields: readonly SimpleField[], values: FormValues, today: string): boolean {
  return Object.values(fieldErrors(fields, values, today)).every((messages) => messages.length === 0);
}

/** spec 5: the message a field shows now: its first failure, once blurred (changed, for a checkbox) or submitted. */
export function visibleMessage(field: SimpleField, values: FormValues, touch: FieldTouchState | undefined, submitted: boolean, today: string): string | undefined {
  const touched = { blurred: touch?.blurred ?? false, changed: touch?.changed ?? false, submitted };
  if (!shouldShowMessage(field.type, touched)) return undefined;
  return failedMessages(field.rules, values[field.name], { name: field.name, label: field.label, values, today })[0];
}

/** The starting values: '' for text, [] for a checkbox group. */
export function blankValues(fields: readonly SimpleField[]): Record<string, FieldValue> {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === 'checkbox' ? [] : '']));
}
