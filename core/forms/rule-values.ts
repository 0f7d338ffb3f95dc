import type { FieldValue, FormValues } from './form-schema';

/**
 * An empty value: nothing, blank text, an empty list, or an unchecked single checkbox. Empty
 * values skip every rule but required and accepted, so optional fields may stay blank.
 */
export function isEmptyValue(value: FieldValue): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Text of a scalar value (numbers as written); lists and booleans have none. */
export function textOf(value: FieldValue): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number from a number or numeric text ('  12.5 '), else undefined. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Every scalar a value holds, as text: one for text, each entry of a list. */
export function textsOf(value: FieldValue): readonly string[] | undefined {
  if (Array.isArray(value)) return value;
  const text = textOf(value);
  return text === undefined ? undefined : [text];
}

/** A list read as "a, b or c" for messages. */
export function listText(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/**
 * A field's value by name, own keys only: values arrive from submitters, and a field named
 * 'constructor' must not read Object.prototype's.
 */
export function valueOf(values: FormValues, name: string): FieldValue {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}
