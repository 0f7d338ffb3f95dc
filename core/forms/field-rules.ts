import type { FormField } from './form-schema';
import { hasChoices } from './other-answer-fields';
import type { ValidationRule } from './validation-rule';

/**
 * spec 5: rules derived from a field's flags: required if flagged; a maximum length gives a
 * length rule 1 to max; a maximum quantity gives a max rule; email fields get an email rule.
 * Beyond the flags, the type itself is checked so the server can trust what it stores: number
 * fields get a number rule, date fields a date rule, and a choice must be one of its options.
 */
export function fieldRules(field: FormField): ValidationRule[] {
  if (field.type === '-') return [];
  const rules: ValidationRule[] = [];
  if (field.required) rules.push({ name: 'required' });
  if (field.type === 'number') rules.push({ name: 'number' });
  if (field.type === 'date') rules.push({ name: 'date' });
  if (hasChoices(field)) {
    rules.push({ name: 'is', args: field.options.map((option) => option.value) });
  }
  if (field.maxLength !== null) rules.push({ name: 'length', args: [1, field.maxLength] });
  if (field.maxQuantity !== null) rules.push({ name: 'max', args: [field.maxQuantity] });
  if (field.isEmail) rules.push({ name: 'email' });
  return rules;
}
