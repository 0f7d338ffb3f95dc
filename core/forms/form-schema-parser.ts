import {
  CONDITION_OPERATORS,
  isFieldType,
  type FieldCondition,
  type FieldOption,
  type FormField,
  type FormSchema,
} from './form-schema';
import {
  FORM_ERROR_NO_INPUT_DEFINITION,
  FORM_ERROR_NO_SCHEMA,
  FORM_PARSE_ERROR,
  fieldTypeNotFoundMessage,
  type FormErrorCode,
} from './form-errors';
import { isRecord, readFlag, readLimit, readNumber, readOptionalText, readText, type RawRecord } from './raw-values';

export type FormParseResult =
  | { readonly ok: true; readonly form: FormSchema }
  /** code: the spec 8 library code when one applies, else null. */
  | { readonly ok: false; readonly code: FormErrorCode | null; readonly errors: readonly string[] };

type FieldParse =
  | { readonly ok: true; readonly field: FormField }
  /** error: the 'Form match error' of an unknown type; absent for other unreadable fields. */
  | { readonly ok: false; readonly error?: string };

function failure(code: FormErrorCode | null, errors: readonly string[] = []): FormParseResult {
  return { ok: false, code, errors: [...errors, FORM_PARSE_ERROR] };
}

function noInputDefinition(type: string): FieldParse {
  return { ok: false, error: fieldTypeNotFoundMessage(type) };
}

/** Server types match case-insensitively ('Select' is select); the error quotes the raw type. */
function typeOf(raw: RawRecord): { readonly raw: string; readonly normalized: string } {
  const rawType = typeof raw.type === 'string' ? raw.type : String(raw.type);
  return { raw: rawType, normalized: rawType.trim().toLowerCase() };
}

function parseOption(raw: unknown, index: number): FieldOption | undefined {
  if (!isRecord(raw)) return undefined;
  const label = readText(raw.label);
  return {
    label,
    value: readText(raw.value, label),
    rank: readNumber(raw.rank) ?? index,
    otherAnswer: readFlag(raw.otherAnswer),
  };
}

/** undefined: no condition; null: a condition we cannot read (its operator is unknown). */
function parseCondition(raw: unknown): FieldCondition | undefined | null {
  if (!isRecord(raw)) return undefined;
  const fieldName = readOptionalText(raw.fieldName);
  if (fieldName === null) return undefined;
  const wanted = readText(raw.operator).trim().toLowerCase();
  const operator = CONDITION_OPERATORS.find((known) => known.toLowerCase() === wanted);
  return operator === undefined ? null : { fieldName, operator, value: readText(raw.value) };
}

function parseField(raw: unknown, index: number): FieldParse {
  if (!isRecord(raw)) return noInputDefinition(String(raw));
  const type = typeOf(raw);
  if (!isFieldType(type.normalized)) return noInputDefinition(type.raw);
  const condition = parseCondition(raw.condition);
  // A condition we cannot evaluate would show or hide the field wrongly; fail the form instead.
  if (condition === null) return { ok: false };
  const id = readOptionalText(raw.id) ?? String(index);
  const options = Array.isArray(raw.options) ? raw.options : [];
  return {
    ok: true,
    field: {
      id,
      name: readOptionalText(raw.name) ?? `field_${id}`,
      label: readText(raw.label),
      type: type.normalized,
      required: readFlag(raw.required),
      maxLength: readLimit(raw.maxLength),
      maxQuantity: readLimit(raw.maxQuantity),
      isEmail: readFlag(raw.isEmail),
      options: options.map(parseOption).filter((option) => option !== undefined),
      defaultToday: readFlag(raw.defaultToday),
      defaultValue: readOptionalText(raw.defaultValue),
      condition: condition ?? null,
      rank: readNumber(raw.rank) ?? index,
    },
  };
}

/**
 * spec 5 and 8: raw server form data to a typed form. Any field of unknown type fails the whole
 * form with one 'Form match error' per such field, then 'Error parsing the form schema'
 * (code 600); data with no field list fails with only the form-level error (code 601); a
 * condition with an unknown operator fails with only the form-level error (no library code).
 */
export function parseFormSchema(raw: unknown): FormParseResult {
  if (!isRecord(raw) || !Array.isArray(raw.fields)) return failure(FORM_ERROR_NO_SCHEMA);
  const parsed = raw.fields.map(parseField);
  const failed = parsed.flatMap((result) => (result.ok ? [] : [result]));
  if (failed.length > 0) {
    const matchErrors = failed.flatMap((result) => (result.error === undefined ? [] : [result.error]));
    return failure(matchErrors.length > 0 ? FORM_ERROR_NO_INPUT_DEFINITION : null, matchErrors);
  }
  return {
    ok: true,
    form: {
      id: readText(raw.id),
      title: readText(raw.title),
      description: readText(raw.description),
      startDate: readOptionalText(raw.startDate),
      expirationDate: readOptionalText(raw.expirationDate),
      maxSubmissions: readLimit(raw.maxSubmissions),
      submissionCount: Math.max(0, Math.floor(readNumber(raw.submissionCount) ?? 0)),
      fields: parsed.flatMap((result) => (result.ok ? [result.field] : [])),
    },
  };
}
