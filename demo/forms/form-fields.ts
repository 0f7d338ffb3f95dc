import type { FormFieldWire } from '../../contract/forms';

type FieldSpec = Partial<Omit<FormFieldWire, 'options' | 'id' | 'rank'>> & {
  name: string;
  type: string;
  /** Option labels; 'Other' ones ask for free text (other-answer). */
  options?: Array<string | { label: string; value?: string; other?: boolean }>;
};

/** A value from a label: 'Small (S)' → 'small-s'. */
function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The raw field list of a seeded form, in order: ids and ranks from positions, the rest defaulted. */
export function formFields(specs: FieldSpec[]): FormFieldWire[] {
  return specs.map((spec, index) => ({
    id: String(index + 1),
    name: spec.name,
    label: spec.label ?? '',
    type: spec.type,
    required: spec.required ?? false,
    maxLength: spec.maxLength ?? null,
    maxQuantity: spec.maxQuantity ?? null,
    isEmail: spec.isEmail ?? false,
    options: (spec.options ?? []).map((option, rank) => {
      const { label, value, other } = typeof option === 'string' ? { label: option, value: undefined, other: false } : option;
      return { label, value: value ?? slugOf(label), rank, otherAnswer: other ?? false };
    }),
    defaultToday: spec.defaultToday ?? false,
    defaultValue: spec.defaultValue ?? null,
    condition: spec.condition ?? null,
    rank: index,
  }));
}

/** Name and email, required, as most forms start. */
export function contactFields(who = 'Your'): FieldSpec[] {
  return [
    { name: 'fullName', label: `${who} name`, type: 'text', required: true, maxLength: 80 },
    { name: 'email', label: 'Email address', type: 'text', required: true, isEmail: true, maxLength: 120 },
  ];
}
