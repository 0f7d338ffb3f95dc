import { byRank, type FieldOption, type FormField, type FormSchema } from './form-schema';

/** Fields whose value is picked from options: select, radio and a checkbox group. */
export function hasChoices(field: FormField): boolean {
  return (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') && field.options.length > 0;
}

/** Where the free text of an other-answer option is submitted. */
export function otherAnswerFieldName(fieldName: string, optionValue: string): string {
  return `${fieldName}_other_${optionValue}`;
}

/**
 * spec 5: an option with other-answer adds a text field 'Other {label}' (the field's label),
 * shown only when that option is chosen. Its visibility is an ordinary condition on the parent,
 * so a hidden parent hides it too (see conditional-fields).
 */
export function otherAnswerField(field: FormField, option: FieldOption): FormField {
  return {
    id: `${field.id}-other-${option.value}`,
    name: otherAnswerFieldName(field.name, option.value),
    label: `Other ${field.label}`,
    type: 'text',
    required: false,
    maxLength: null,
    maxQuantity: null,
    isEmail: false,
    options: [],
    defaultToday: false,
    defaultValue: null,
    condition: { fieldName: field.name, operator: 'Is a value', value: option.value },
    rank: field.rank,
  };
}

/** The options of a choice field that ask for other text, in rank order. */
export function otherAnswerOptions(field: FormField): FieldOption[] {
  return hasChoices(field) ? byRank(field.options).filter((option) => option.otherAnswer) : [];
}

export function otherAnswerFields(field: FormField): FormField[] {
  return otherAnswerOptions(field).map((option) => otherAnswerField(field, option));
}

/** Every field of the form in rank order, each followed by its other-answer text fields. */
export function formFields(form: Pick<FormSchema, 'fields'>): FormField[] {
  return byRank(form.fields).flatMap((field) => [field, ...otherAnswerFields(field)]);
}
