import type { FieldCondition, FieldValue, FormField, FormValues } from './form-schema';
import { isEmptyValue, textsOf, valueOf } from './rule-values';

/** Scalars of a value as text, a single checkbox as 'true' or 'false'. */
function choicesOf(value: FieldValue): readonly string[] {
  if (typeof value === 'boolean') return [String(value)];
  return textsOf(value) ?? [];
}

/**
 * spec 5: 'Is a value' holds when the referenced value equals the condition's value (for a
 * checkbox group: includes it); 'Is any value' when it is not empty; 'Is Not a value' when it
 * differs (for a group: does not include it).
 */
export function conditionHolds(condition: FieldCondition, referenced: FieldValue): boolean {
  switch (condition.operator) {
    case 'Is a value':
      return choicesOf(referenced).includes(condition.value);
    case 'Is any value':
      return !isEmptyValue(referenced);
    case 'Is Not a value':
      return !choicesOf(referenced).includes(condition.value);
  }
}

/**
 * Which fields show for these values, by name. A hidden field counts as empty for the fields
 * that refer to it (it is not submitted either), so conditions chain. A field caught in a cycle
 * of conditions can never be decided and stays hidden. A condition on a name no field has reads
 * that name's value as given.
 */
export function fieldVisibility(fields: readonly FormField[], values: FormValues): ReadonlyMap<string, boolean> {
  const byName = new Map<string, FormField>();
  for (const field of fields) if (!byName.has(field.name)) byName.set(field.name, field);
  const decided = new Map<string, boolean>();

  // Each field has at most one condition, so following them from a field either ends or loops.
  const inCycle = (field: FormField): boolean => {
    const seen = new Set<string>();
    for (let current = field.condition; current !== null; ) {
      const next = byName.get(current.fieldName);
      if (next === field) return true;
      if (next === undefined || seen.has(next.name)) return false;
      seen.add(next.name);
      current = next.condition;
    }
    return false;
  };
  const effectiveValue = (name: string): FieldValue => {
    const field = byName.get(name);
    return field === undefined || isVisible(field) ? valueOf(values, name) : undefined;
  };
  function isVisible(field: FormField): boolean {
    const known = decided.get(field.name);
    if (known !== undefined) return known;
    const visible =
      field.condition === null ||
      (!inCycle(field) && conditionHolds(field.condition, effectiveValue(field.condition.fieldName)));
    decided.set(field.name, visible);
    return visible;
  }

  for (const field of byName.values()) isVisible(field);
  return decided;
}

/** The fields that show for these values, in the given order. */
export function visibleFields(fields: readonly FormField[], values: FormValues): FormField[] {
  const visibility = fieldVisibility(fields, values);
  return fields.filter((field) => visibility.get(field.name) === true);
}

export function isFieldVisible(fields: readonly FormField[], name: string, values: FormValues): boolean {
  return fieldVisibility(fields, values).get(name) === true;
}
