/** spec 8: errors and codes of the form library, shown to users character for character. */

/** spec 8: form library internal 600, a field has no input definition (its type is unknown). */
export const FORM_ERROR_NO_INPUT_DEFINITION = 600;
/** spec 8: form library internal 601, there is no schema (no field list) to build the form from. */
export const FORM_ERROR_NO_SCHEMA = 601;
export type FormErrorCode = typeof FORM_ERROR_NO_INPUT_DEFINITION | typeof FORM_ERROR_NO_SCHEMA;

/** spec 8: form-level parse error, always the last error of a failed parse. */
export const FORM_PARSE_ERROR = 'Error parsing the form schema';

/**
 * spec 8: 'Form match error: field type [type] not found'. Everywhere else the spec writes a
 * substituted value in braces ({field}, {path}, {label}); the square brackets here differ, so we
 * read them as literal text around the substituted type: `field type [rating] not found`.
 */
export function fieldTypeNotFoundMessage(type: string): string {
  return `Form match error: field type [${type}] not found`;
}

/** spec 5 and 8: form-level messages when any field fails validation. */
export const FORM_INCOMPLETE_MESSAGES = ['Sorry, not all fields are filled out correctly.', 'Form incomplete.'] as const;
