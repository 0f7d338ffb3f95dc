/**
 * spec 3 and 5: the typed form schema every form rule works on. Built by form-schema-parser
 * from raw server data; the server and the site share it so they judge a submission alike.
 */

/** spec 5: the field types the server may send; '-' is a separator with no input. */
export const FIELD_TYPES = ['select', 'text', 'textarea', 'radio', 'checkbox', 'date', 'number', 'hidden', '-'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** spec 5: how a conditional field compares the referenced field's value. */
export const CONDITION_OPERATORS = ['Is a value', 'Is any value', 'Is Not a value'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface FieldCondition {
  /** The `name` of the field whose value decides visibility. */
  readonly fieldName: string;
  readonly operator: ConditionOperator;
  /** Compared with the referenced value; unused by 'Is any value'. */
  readonly value: string;
}

export interface FieldOption {
  readonly label: string;
  readonly value: string;
  readonly rank: number;
  /** spec 5: choosing this option asks for free text in an extra 'Other {label}' field. */
  readonly otherAnswer: boolean;
}

export interface FormField {
  readonly id: string;
  /** Key of the field's value in the submitted values. */
  readonly name: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  readonly maxLength: number | null;
  readonly maxQuantity: number | null;
  readonly isEmail: boolean;
  readonly options: readonly FieldOption[];
  /** spec 5: a date field may default to today. */
  readonly defaultToday: boolean;
  /** Preset value from the server (what a hidden field submits). */
  readonly defaultValue: string | null;
  readonly condition: FieldCondition | null;
  readonly rank: number;
}

export interface FormSchema {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** ISO date-times, or null when the form has no start or end. */
  readonly startDate: string | null;
  readonly expirationDate: string | null;
  /** null when there is no maximum. */
  readonly maxSubmissions: number | null;
  readonly submissionCount: number;
  readonly fields: readonly FormField[];
}

/**
 * A field's value as a form holds it: text for most inputs, a list for a checkbox group,
 * a boolean for a single checkbox, a number when the caller already parsed one.
 */
export type FieldValue = string | number | boolean | readonly string[] | null | undefined;
export type FormValues = Readonly<Record<string, FieldValue>>;

export function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

export function isConditionOperator(operator: string): operator is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(operator);
}

/** Order by rank; equal ranks keep their original order (Array.prototype.sort is stable). */
export function byRank<T extends { readonly rank: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.rank - b.rank);
}
