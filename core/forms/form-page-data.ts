import type { Paged } from '../paging/paging';
import type { FormSchema, FormValues } from './form-schema';
import type { FormParseResult } from './form-schema-parser';
import { submittedValues } from './form-submission';
import { hasChoices } from './other-answer-fields';
import type { FormAvailability, FormSubmission, SubmissionValues } from './forms-repository.port';

/** Who a form page is for: the public, a protected form opened by code or staff, a staff preview of a hidden form. */
export type FormAccess = 'public' | 'protected' | 'preview';

/** Staff's view of the stored submissions: one page of them and the CSV download. */
export interface SubmissionsView {
  readonly page: Paged<FormSubmission> | null;
  readonly csvUrl: string;
}

/** Loader data of the form pages (spec 2.1 forms, hidden_forms, protected_forms). */
export type FormPageData =
  | {
      readonly kind: 'form';
      readonly access: FormAccess;
      readonly parse: FormParseResult;
      readonly availability: FormAvailability;
      readonly startDate: string | null;
      readonly title: string;
      readonly submissions?: SubmissionsView;
    }
  /** spec 8 degraded state: no such form, or it could not be loaded. */
  | { readonly kind: 'unavailable' }
  /** A protected form asking for its access code (with why the last code failed). */
  | { readonly accessCode: { readonly message: string | null } };

/** What the page posts to its route action: one fill's answers and its idempotency key. */
export interface SubmissionPost {
  readonly values: SubmissionValues;
  readonly website: string;
  readonly idempotencyKey: string;
}

/** spec 4: the pages of a form that takes no submissions now. */
export const FORM_PENDING_TITLE = 'This form is not open yet';
export const FORM_CLOSED_TITLE = 'This form is closed';
export const FORM_CLOSED_TEXT = 'This form no longer takes submissions.';
export const FORM_FULL_TITLE = 'This form has reached its maximum number of submissions';
export const FORM_THANK_YOU = 'Thank you';
export const FORM_THANK_YOU_TEXT = 'Your answers have been received.';

/**
 * The values a submission carries on the wire, visible inputs only (core's rule): text as typed,
 * a checkbox group's ticked values, a single checkbox 'true' or blank.
 */
export function wireValues(form: Pick<FormSchema, 'fields'>, values: FormValues): SubmissionValues {
  return Object.fromEntries(
    Object.entries(submittedValues(form, values)).map(([name, value]) => {
      if (Array.isArray(value)) return [name, [...(value as readonly string[])]];
      if (typeof value === 'boolean') return [name, value ? 'true' : ''];
      if (value === null || value === undefined) return [name, ''];
      return [name, String(value)];
    }),
  );
}

/**
 * The values a form holds, read back from the wire (the inverse of wireValues), so the server
 * judges what the site judged: a single checkbox's 'true' or blank is its tick again. Anything
 * else stays as sent.
 */
export function valuesFromWire(form: Pick<FormSchema, 'fields'>, wire: Readonly<Record<string, string | readonly string[]>>): FormValues {
  const singleCheckboxes = new Set(form.fields.filter((field) => field.type === 'checkbox' && !hasChoices(field)).map((field) => field.name));
  return Object.fromEntries(
    Object.entries(wire).map(([name, value]) => [name, singleCheckboxes.has(name) && (value === 'true' || value === '') ? value === 'true' : value]),
  );
}
