import type { FieldType } from './form-schema';

/** What the user has done to a field so far. */
export interface FieldTouch {
  readonly blurred: boolean;
  readonly changed: boolean;
  readonly submitted: boolean;
}

/**
 * spec 5: a field's messages show after blur (after change for checkboxes) or after submit.
 * A checkbox is settled the moment it is ticked, while text is still being typed until blur.
 */
export function shouldShowMessage(fieldType: FieldType, touched: FieldTouch): boolean {
  if (touched.submitted) return true;
  return fieldType === 'checkbox' ? touched.changed : touched.blurred;
}
